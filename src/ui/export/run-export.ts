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
import { parallelPlan } from '../../shared/export/parts.ts';
import type { ExportPart, ParallelChoice } from '../../shared/export/parts.ts';
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
import { runInParts, type ExportMade, type SoundJob } from './run-parts.ts';
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
   * Picture parts exported at once (default: parallelExports(); 1 = always whole), their shortest length and
   * the length below which a video is exported whole, in seconds (tests use short ones).
   */
  parallel?: ParallelChoice;
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
  const choice = context.parallel ?? { workers: parallelExports() };
  return parallelPlan(frameCount(settings.duration, settings.rate), settings.rate, choice);
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

/** The export in one piece on one worker (or the one part of a split render this page was given). */
async function exportWhole(
  worker: Remote<ExportWorkerApi>,
  base: Omit<ExportJob, 'part'>,
  mix: ExportMix | undefined,
  context: ExportContext,
  report: (progress: ExportWorkerProgress) => void,
  signal: AbortSignal,
): Promise<ExportMade> {
  if (context.part?.kind === 'audio' && mix?.hasSound !== true) throw new NoSoundError();
  const job: ExportJob = {
    ...base,
    hasAudio: mix?.hasSound ?? false,
    ...(context.part !== undefined ? { part: context.part } : {}),
  };
  if (signal.aborted) throw abortError();
  const cancel = (): void => void worker.cancel();
  signal.addEventListener('abort', cancel, { once: true });
  try {
    const outcome = await worker.run(job, proxy(hooksFor(context, mix)(report)));
    return { ...outcome, file: outcome.file as unknown as Blob };
  } finally {
    signal.removeEventListener('abort', cancel);
  }
}

/**
 * The sound part's own worker (the one after the picture workers; runInParts cancels it with them) and its
 * hooks; null when the video has no sound. It does not take a picture worker's turn: mixing is mostly the
 * page's work and encoding it is light.
 */
function soundJob(
  mix: ExportMix | undefined,
  context: ExportContext,
  pictureWorkers: number,
): SoundJob | null {
  if (mix?.hasSound !== true) return null;
  const worker = exportWorkers(pictureWorkers + 1)[pictureWorkers] as Remote<ExportWorkerApi>;
  return { worker, hooks: hooksFor(context, mix)(() => {}) };
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
  const workers = exportWorkers(plan.workers);
  const local = new AbortController();
  const abortLocal = (): void => local.abort();
  signal?.addEventListener('abort', abortLocal, { once: true });
  try {
    const timeout = context.mediaTimeoutMs ?? DURATIONS.mediaLoadTimeoutMs;
    // A picture-only part has no sound to mix (the sound is a part of its own). In parts the pictures start
    // while the sound loads.
    const mixing =
      context.part?.kind === 'video'
        ? Promise.resolve(undefined)
        : ExportMix.load(project, settings, context.resolveMedia, timeout, local.signal);
    const base: Omit<ExportJob, 'part'> = {
      project,
      settings,
      baseUrl: location.href,
      mediaTimeoutMs: timeout,
      hasAudio: false,
      audioChunkSeconds: AUDIO_CHUNK_SECONDS,
      ...(context.target !== undefined ? { target: context.target } : {}),
    };
    const made =
      plan.parts === null
        ? await exportWhole(
            workers[0] as Remote<ExportWorkerApi>,
            base,
            await mixing,
            context,
            report,
            local.signal,
          )
        : await runInParts({
            workers,
            base,
            parts: plan.parts,
            pictureHooks: hooksFor(context, undefined),
            sound: mixing.then((mix) => soundJob(mix, context, plan.workers)),
            report,
            signal: local.signal,
          });
    const mix = await mixing;
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
  }
}
