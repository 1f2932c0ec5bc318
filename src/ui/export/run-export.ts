/**
 * Runs one export from the page: resolves the options (limits included), loads the sound, and drives the
 * export worker, answering its requests for media URLs and sound chunks. The signal cancels it; a cancelled
 * or failed export leaves no file.
 */
import { proxy, transfer } from 'comlink';
import { DURATIONS } from '../../shared/constants.ts';
import { resolveExportOptions } from '../../shared/export/options.ts';
import type { ExportPart } from '../../shared/export/parts.ts';
import { NoSoundError } from '../../shared/export/errors.ts';
import type { AccountTier } from '../../shared/export/options.ts';
import type { Project } from '../../shared/model/project.ts';
import type { AudioChunk, ExportHooks, ExportJob } from '../../shared/protocol/export.ts';
import type { UrlResolver } from '../preview/audio.ts';
import { ExportMix } from './audio-mix.ts';
import { exportWorker } from './export-worker.ts';
import { ProgressMeter } from './progress.ts';
import type { ExportResult, ExportRunOptions } from './types.ts';

export interface ExportContext {
  tier: AccountTier;
  /** The scene being edited (range 'scene'). */
  currentScene: number;
  resolveMedia?: UrlResolver | undefined;
  mediaTimeoutMs?: number;
  /** Where the worker writes the file (tests use 'memory' to compare). */
  target?: ExportJob['target'];
  /** One part of a split render (server rendering across workers). */
  part?: ExportPart;
}

/** Seconds of sound mixed per request of the worker. */
const AUDIO_CHUNK_SECONDS = 10;

const abortError = (): DOMException => new DOMException('the export was cancelled', 'AbortError');

export async function runExport(
  project: Project,
  options: ExportRunOptions,
  context: ExportContext,
): Promise<ExportResult> {
  const { signal, onProgress, ...chosen } = options;
  const settings = resolveExportOptions(project, chosen, {
    tier: context.tier,
    currentScene: context.currentScene,
  });
  if (signal?.aborted === true) throw abortError();
  const started = performance.now();
  const meter = new ProgressMeter();
  onProgress?.(meter.update({ phase: 'preparing', framesDone: 0, framesTotal: 0 }, started));
  const local = new AbortController();
  const abortLocal = (): void => local.abort();
  signal?.addEventListener('abort', abortLocal, { once: true });
  const worker = exportWorker();
  const cancel = (): void => void worker.cancel();
  local.signal.addEventListener('abort', cancel, { once: true });
  try {
    const timeout = context.mediaTimeoutMs ?? DURATIONS.mediaLoadTimeoutMs;
    // A picture-only part has no sound to mix (the sound is a part of its own).
    const mix =
      context.part?.kind === 'video'
        ? undefined
        : await ExportMix.load(project, settings, context.resolveMedia, timeout, local.signal);
    if (context.part?.kind === 'audio' && mix?.hasSound !== true) throw new NoSoundError();
    const hooks: ExportHooks = {
      resolveMedia: async (key) => {
        if (context.resolveMedia === undefined) throw new Error(`media key '${key}': no media resolver`);
        return context.resolveMedia(key);
      },
      audioChunk: async (start, end): Promise<AudioChunk> => {
        if (mix === undefined) throw new Error('a picture-only part has no sound');
        const chunk = await mix.chunk(start, end);
        return transfer(
          chunk,
          chunk.channels.map((c) => c.buffer as ArrayBuffer),
        );
      },
      progress: (report) => onProgress?.(meter.update(report, performance.now())),
    };
    const job: ExportJob = {
      project,
      settings,
      baseUrl: location.href,
      mediaTimeoutMs: timeout,
      hasAudio: mix?.hasSound ?? false,
      audioChunkSeconds: AUDIO_CHUNK_SECONDS,
      ...(context.target !== undefined ? { target: context.target } : {}),
      ...(context.part !== undefined ? { part: context.part } : {}),
    };
    const outcome = await worker.run(job, proxy(hooks));
    const blob = outcome.file as unknown as Blob;
    return {
      blob,
      container: outcome.container,
      videoCodec: outcome.videoCodec,
      audioCodec: outcome.audioCodec,
      width: settings.width,
      height: settings.height,
      fps: settings.fps,
      frames: outcome.frames,
      duration: settings.duration,
      notes: [...(mix?.notes ?? []), ...outcome.notes],
      elapsedMs: performance.now() - started,
    };
  } catch (error) {
    if (local.signal.aborted || (error instanceof Error && error.name === 'AbortError')) throw abortError();
    throw error;
  } finally {
    signal?.removeEventListener('abort', abortLocal);
    local.signal.removeEventListener('abort', cancel);
  }
}
