/**
 * Runs one export from the page: resolves the options (limits included), loads the sound, and drives the
 * export workers, answering their requests for media URLs and sound chunks. A long video is exported in parts
 * on several workers at once (run-parts.ts), a short one whole on one. The signal cancels it; a cancelled or
 * failed export leaves no file.
 */
import { proxy, transfer } from 'comlink';
import type { Remote } from 'comlink';
import { DURATIONS } from '../../shared/constants.ts';
import { frameCount } from '../../shared/export/frames.ts';
import { resolveExportOptions } from '../../shared/export/options.ts';
import type { ExportSettings } from '../../shared/export/options.ts';
import { planParallelParts } from '../../shared/export/parts.ts';
import type { ExportPart } from '../../shared/export/parts.ts';
import { NoSoundError } from '../../shared/export/errors.ts';
import type { AccountTier } from '../../shared/export/options.ts';
import type { Project } from '../../shared/model/project.ts';
import type {
  AudioChunk,
  ExportHooks,
  ExportJob,
  ExportWorkerApi,
  ExportWorkerProgress,
} from '../../shared/protocol/export.ts';
import type { UrlResolver } from '../preview/audio.ts';
import { ExportMix } from './audio-mix.ts';
import { exportWorkers, parallelExports } from './export-worker.ts';
import { ProgressMeter } from './progress.ts';
import { runInParts, type ExportMade } from './run-parts.ts';
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
  /**
   * Parts exported at once (default: one per core, at most four; 1 = always whole) and their shortest length
   * in seconds (tests use short ones).
   */
  parallel?: { workers: number; minPartSeconds?: number };
}

/** Seconds of sound mixed per request of the worker. */
const AUDIO_CHUNK_SECONDS = 10;

const abortError = (): DOMException => new DOMException('the export was cancelled', 'AbortError');

/**
 * The export workers to use and the picture parts they export at once; parts null to export whole (one part
 * asked for, or a video too short to split).
 */
function planFor(settings: ExportSettings, context: ExportContext) {
  if (context.part !== undefined) return { workers: 1, parts: null };
  const workers = context.parallel?.workers ?? parallelExports();
  const parts = planParallelParts(
    frameCount(settings.duration, settings.rate),
    settings.rate,
    workers,
    context.parallel?.minPartSeconds,
  );
  return { workers: parts === null ? 1 : Math.min(parts.length, workers), parts };
}

function hooksFor(
  context: ExportContext,
  mix: ExportMix | undefined,
): (report: (progress: ExportWorkerProgress) => void) => ExportHooks {
  return (report) => ({
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
    progress: report,
  });
}

async function runWhole(
  worker: Remote<ExportWorkerApi>,
  job: ExportJob,
  hooks: ExportHooks,
): Promise<ExportMade> {
  const outcome = await worker.run(job, proxy(hooks));
  return { ...outcome, file: outcome.file as unknown as Blob };
}

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
  const report = (progress: ExportWorkerProgress): void =>
    onProgress?.(meter.update(progress, performance.now()));
  report({ phase: 'preparing', framesDone: 0, framesTotal: 0 });
  const plan = planFor(settings, context);
  const parts = plan.parts;
  const workers = exportWorkers(plan.workers);
  const local = new AbortController();
  const abortLocal = (): void => local.abort();
  signal?.addEventListener('abort', abortLocal, { once: true });
  const cancel = (): void => workers.forEach((worker) => void worker.cancel());
  local.signal.addEventListener('abort', cancel, { once: true });
  try {
    const timeout = context.mediaTimeoutMs ?? DURATIONS.mediaLoadTimeoutMs;
    // A picture-only part has no sound to mix (the sound is a part of its own).
    const mix =
      context.part?.kind === 'video'
        ? undefined
        : await ExportMix.load(project, settings, context.resolveMedia, timeout, local.signal);
    if (context.part?.kind === 'audio' && mix?.hasSound !== true) throw new NoSoundError();
    const base: Omit<ExportJob, 'part'> = {
      project,
      settings,
      baseUrl: location.href,
      mediaTimeoutMs: timeout,
      hasAudio: mix?.hasSound ?? false,
      audioChunkSeconds: AUDIO_CHUNK_SECONDS,
      ...(context.target !== undefined ? { target: context.target } : {}),
    };
    const hooks = hooksFor(context, mix);
    const made =
      parts === null
        ? await runWhole(
            workers[0] as Remote<ExportWorkerApi>,
            { ...base, ...(context.part !== undefined ? { part: context.part } : {}) },
            hooks(report),
          )
        : await runInParts(workers, base, parts, hooks, report, local.signal);
    return {
      blob: made.file,
      container: made.container,
      videoCodec: made.videoCodec,
      audioCodec: made.audioCodec,
      width: settings.width,
      height: settings.height,
      fps: settings.fps,
      frames: made.frames,
      duration: settings.duration,
      notes: [...(mix?.notes ?? []), ...made.notes],
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
