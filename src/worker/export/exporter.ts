/**
 * One export, start to finish: its own renderer (the preview's code, drawing on an export-sized canvas)
 * renders every frame in time order, as fast as the machine allows — no clock paces it; the frame encoder's
 * back-pressure does. The sound comes from the page in chunks, kept a little ahead of the picture so the
 * muxer interleaves without holding either back. Cancelled or failed, it leaves no file behind.
 */
import { timeStageAsync } from '../stats/stages.ts';
import { Output, EncodedVideoPacketSource } from 'mediabunny';
import { CANVAS_SIZES } from '../../shared/constants.ts';
import { AUDIO_CODEC_OF, MIME_TYPE_OF, videoCandidates } from '../../shared/export/codecs.ts';
import { ExportFailedError } from '../../shared/export/errors.ts';
import { frameCount, frameTime, frameTimestampUs, keyFrameInterval } from '../../shared/export/frames.ts';
import type { ExportPart } from '../../shared/export/parts.ts';
import type { ExportHooks, ExportJob, ExportOutcome } from '../../shared/protocol/export.ts';
import { Renderer } from '../renderer.ts';
import { SoundEncoder } from './audio-track.ts';
import { judgeFrame } from './failures.ts';
import { openFileTarget, storageError } from './file-target.ts';
import { formatOf } from '../../mux/output-format.ts';
import type { FileTarget } from './file-target.ts';
import { chooseVideoEncoder, FrameEncoder } from './video-encoder.ts';
import type { ChosenEncoder } from './video-encoder.ts';

/** Progress reaches the page at most this often (ms): comlink calls are not free. */
const PROGRESS_EVERY_MS = 150;
/** Sound is kept this far (s) ahead of the picture in the muxer. */
const AUDIO_LEAD_S = 1;
/** AAC packs 1024 samples a packet; room for the encoder's priming packets on top. */
const AAC_FRAME = 1024;

export const abortError = (): Error => new DOMException('the export was cancelled', 'AbortError');

/** The frames an export draws: all of them, a part's range, or none for the sound alone. */
function partFrames(part: ExportPart | undefined, all: number): { from: number; to: number } {
  if (part === undefined) return { from: 0, to: all };
  if (part.kind === 'audio') return { from: 0, to: 0 };
  if (!(part.fromFrame >= 0 && part.fromFrame < part.toFrame && part.toFrame <= all))
    throw new ExportFailedError(`part: frames ${part.fromFrame}..${part.toFrame} are not within 0..${all}`);
  return { from: part.fromFrame, to: part.toFrame };
}

/** Sends the page's sound to the encoder in chunks, up to a time, never past the end. */
class SoundFeed {
  private until = 0;

  constructor(
    private readonly sound: SoundEncoder | undefined,
    private readonly job: ExportJob,
    private readonly hooks: ExportHooks,
  ) {}

  async upTo(time: number): Promise<void> {
    const { duration } = this.job.settings;
    while (this.sound !== undefined && this.until < Math.min(time, duration)) {
      const end = Math.min(duration, this.until + this.job.audioChunkSeconds);
      await this.sound.add(await this.hooks.audioChunk(this.until, end));
      this.until = end;
    }
  }
}

/** What one export writes into, opened before its first frame. */
interface Writing {
  file: FileTarget;
  output: Output;
  encoder: FrameEncoder;
}

/** One export: an Exporter runs once (its renderer is disposed at the end). */
export class Exporter {
  private started = false;
  private cancelled = false;
  private readonly renderer = new Renderer();
  private writing: Partial<Writing> = {};

  cancel(): void {
    this.cancelled = true;
  }

  private checkCancelled(): void {
    if (this.cancelled) throw abortError();
  }

  async run(job: ExportJob, hooks: ExportHooks): Promise<ExportOutcome> {
    if (this.started) throw new Error('an Exporter runs one export; make a new one for the next');
    this.started = true;
    try {
      const { settings, part } = job;
      const frames = partFrames(part, frameCount(settings.duration, settings.rate));
      const total = frames.to - frames.from;
      hooks.progress({ phase: 'preparing', framesDone: 0, framesTotal: total });
      const canvas = new OffscreenCanvas(settings.width, settings.height);
      const withPicture = part?.kind !== 'audio';
      if (withPicture) await this.openRenderer(canvas, job, hooks);
      const fps = settings.rate.num / settings.rate.den;
      const chosen = await chooseVideoEncoder(
        videoCandidates(settings.container, settings.width, settings.height, fps),
        { width: settings.width, height: settings.height, fps, bitrate: settings.videoBitrate },
      );
      const container = chosen.candidate.container;
      const withSound = job.hasAudio && part?.kind !== 'video';
      const sound = withSound
        ? await SoundEncoder.open(AUDIO_CODEC_OF[container], settings.audioBitrate)
        : undefined;
      if (withPicture) await this.renderer.setProject(job.project);
      this.checkCancelled();
      const writing = await this.openOutput(job, chosen, sound, withPicture ? total : 0);
      const feed = new SoundFeed(sound, job, hooks);
      const notes = await this.renderFrames(job, hooks, canvas, frames, writing.encoder, feed);
      hooks.progress({
        phase: 'finishing',
        framesDone: total,
        framesTotal: total,
      });
      await feed.upTo(settings.duration);
      await writing.encoder.flush();
      this.checkCancelled();
      await writing.output.finalize().catch((error: unknown) => Promise.reject(storageError(error)));
      const mimeType = MIME_TYPE_OF[container];
      return {
        file: await writing.file.file(mimeType),
        mimeType,
        container,
        videoCodec: `${chosen.candidate.label} (${chosen.candidate.codecString})`,
        audioCodec: sound?.label ?? null,
        frames: withPicture ? total : 0,
        notes,
      };
    } catch (error) {
      throw await this.failed(error);
    } finally {
      this.writing.encoder?.close();
      await this.renderer.dispose();
    }
  }

  /** The export's own renderer on its canvas, at the project's size, loading media as the page says. */
  private async openRenderer(canvas: OffscreenCanvas, job: ExportJob, hooks: ExportHooks): Promise<void> {
    const size = CANVAS_SIZES[job.project.layout];
    await this.renderer.init(canvas, {
      projectWidth: size.width,
      projectHeight: size.height,
      baseUrl: job.baseUrl,
      ...(job.mediaTimeoutMs !== undefined ? { mediaTimeoutMs: job.mediaTimeoutMs } : {}),
    });
    await this.renderer.setMediaResolver(hooks.resolveMedia);
  }

  /** The file, the muxer with its tracks (sized for `videoPackets` frames), and the frame encoder. */
  private async openOutput(
    job: ExportJob,
    chosen: ChosenEncoder,
    sound: SoundEncoder | undefined,
    videoPackets: number,
  ): Promise<Writing> {
    const container = chosen.candidate.container;
    const file = await openFileTarget(
      job.target ?? 'opfs',
      container,
      job.part === undefined ? 'file' : 'part',
    );
    this.writing.file = file;
    const output = new Output({ format: formatOf(container, file.where === 'opfs'), target: file.target });
    this.writing.output = output;
    const videoSource = new EncodedVideoPacketSource(chosen.candidate.codec);
    const fps = job.settings.rate.num / job.settings.rate.den;
    if (videoPackets > 0)
      output.addVideoTrack(videoSource, { frameRate: fps, maximumPacketCount: videoPackets });
    if (sound !== undefined) {
      const packets = Math.ceil((job.settings.duration * 48_000) / AAC_FRAME) + 64;
      output.addAudioTrack(sound.source, { maximumPacketCount: packets });
    }
    await output.start().catch((error: unknown) => Promise.reject(storageError(error)));
    const encoder = new FrameEncoder(chosen.config, videoSource);
    this.writing.encoder = encoder;
    return { file, output, encoder };
  }

  /** Renders and encodes the frames in time order, the sound kept ahead; returns the notes of the frames. */
  private async renderFrames(
    job: ExportJob,
    hooks: ExportHooks,
    canvas: OffscreenCanvas,
    frames: { from: number; to: number },
    encoder: FrameEncoder,
    feed: SoundFeed,
  ): Promise<string[]> {
    const { settings, project } = job;
    const notes = new Set<string>();
    if (frames.to > frames.from) this.renderer.sequential(true);
    const keyEvery = keyFrameInterval(settings.rate);
    let reported = 0;
    for (let i = frames.from; i < frames.to; i++) {
      this.checkCancelled();
      const at = frameTime(i, settings.rate);
      await timeStageAsync('export.audio', () => feed.upTo(at + AUDIO_LEAD_S));
      const t = settings.start + at;
      const drawn = await timeStageAsync('export.render', () => this.renderer.renderAt(t));
      for (const note of judgeFrame(project, t, drawn.missing, drawn.fallbacks, settings.onMissingMedia))
        notes.add(note);
      // A part's own timestamps start at zero: the join shifts each part to its first frame's time.
      const local = i - frames.from;
      const timestamp = frameTimestampUs(local, settings.rate);
      const frame = new VideoFrame(canvas, {
        timestamp,
        duration: frameTimestampUs(local + 1, settings.rate) - timestamp,
      });
      await timeStageAsync('export.encode', () => encoder.encode(frame, i % keyEvery === 0 || local === 0));
      if (performance.now() - reported >= PROGRESS_EVERY_MS) {
        reported = performance.now();
        hooks.progress({ phase: 'rendering', framesDone: local + 1, framesTotal: frames.to - frames.from });
      }
    }
    return [...notes];
  }

  /** Leaves no file behind; the error to throw (an AbortError when the export was cancelled). */
  private async failed(error: unknown): Promise<Error> {
    const { output, file } = this.writing;
    if (output !== undefined && output.state !== 'finalized') await output.cancel().catch(() => {});
    await file?.discard();
    if (this.cancelled) return abortError();
    return error instanceof Error ? error : new ExportFailedError(String(error));
  }
}
