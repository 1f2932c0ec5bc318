/**
 * The sound of an export: the preview's own cues and plans (src/shared/playback), decoded once, then mixed
 * offline one chunk at a time on a fresh OfflineAudioContext, so a long video never holds its whole mix in
 * memory. Chunk edges fall on whole samples of the output rate, counted from the export's start: chunks
 * join without a gap or an overlap, and sound stays on the picture's time base from the first second to the
 * last.
 */
import { audioCues } from '../../shared/playback/audio-cues.ts';
import type { AudioCue } from '../../shared/playback/audio-cues.ts';
import { planSound } from '../../shared/playback/audio-plan.ts';
import type { ExportSettings } from '../../shared/export/options.ts';
import { ExportFailedError } from '../../shared/export/errors.ts';
import type { Project } from '../../shared/model/project.ts';
import type { AudioChunk } from '../../shared/protocol/export.ts';
import { PreviewAudio, startPlannedSound } from '../preview/audio.ts';
import type { UrlResolver } from '../preview/audio.ts';

export const EXPORT_SAMPLE_RATE = 48_000;
const CHANNELS = 2;

export class ExportMix {
  private constructor(
    private readonly audio: PreviewAudio,
    private readonly cues: AudioCue[],
    private readonly start: number,
    /** Sounds left out (they could not be loaded, and the creator chose to go on without them). */
    readonly notes: string[],
  ) {}

  /**
   * Loads every sound of the exported range. A sound that cannot be loaded stops the export, naming it,
   * unless `onMissingMedia` is 'cover' (go on with what can be drawn and heard): then it is left out and noted.
   */
  static async load(
    project: Project,
    settings: ExportSettings,
    resolveKey: UrlResolver | undefined,
    timeoutMs: number,
    signal: AbortSignal,
  ): Promise<ExportMix> {
    const list = audioCues(project);
    const cues = list.cues.filter((cue) => cue.end > settings.start && cue.start < settings.end);
    // Decoding only: this context never renders.
    const decoder = new OfflineAudioContext(CHANNELS, 1, EXPORT_SAMPLE_RATE);
    const audio = new PreviewAudio(decoder, resolveKey, timeoutMs);
    await audio.load(cues, signal);
    if (signal.aborted) throw new DOMException('the export was cancelled', 'AbortError');
    const problems = [...list.problems, ...audio.problems];
    if (problems.length > 0 && settings.onMissingMedia === 'fail')
      throw new ExportFailedError(`a sound cannot be loaded: ${problems.join('; ')}`);
    const loaded: AudioCue[] = [];
    for (const cue of cues) if ((await audio.bufferOf(cue)) !== null) loaded.push(cue);
    return new ExportMix(
      audio,
      loaded,
      settings.start,
      problems.map((p) => `left out: ${p}`),
    );
  }

  get hasSound(): boolean {
    return this.cues.length > 0;
  }

  /** The mix of export seconds [from, to), as planar channels (to be transferred to the export worker). */
  async chunk(from: number, to: number): Promise<AudioChunk> {
    const first = Math.round(from * EXPORT_SAMPLE_RATE);
    const frames = Math.round(to * EXPORT_SAMPLE_RATE) - first;
    if (frames <= 0) return { start: from, sampleRate: EXPORT_SAMPLE_RATE, channels: [] };
    const ctx = new OfflineAudioContext(CHANNELS, frames, EXPORT_SAMPLE_RATE);
    const chunkStart = this.start + first / EXPORT_SAMPLE_RATE;
    const chunkEnd = chunkStart + frames / EXPORT_SAMPLE_RATE;
    const at = (projectTime: number): number => Math.max(0, projectTime - chunkStart);
    for (const cue of this.cues) {
      if (cue.end <= chunkStart || cue.start >= chunkEnd) continue;
      const buffer = await this.audio.bufferOf(cue);
      if (buffer === null) continue;
      const plan = planSound(cue, chunkStart, buffer.duration);
      if (plan === undefined || plan.when >= chunkEnd) continue;
      startPlannedSound(ctx, buffer, plan, ctx.destination, at);
    }
    const rendered = await ctx.startRendering();
    const channels = Array.from({ length: CHANNELS }, (_, i) => {
      const data = new Float32Array(frames);
      rendered.copyFromChannel(data, i);
      return data;
    });
    return { start: first / EXPORT_SAMPLE_RATE, sampleRate: EXPORT_SAMPLE_RATE, channels };
  }
}
