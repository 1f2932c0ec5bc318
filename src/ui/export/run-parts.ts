/**
 * Exports a long video in parts on several export workers at once, then joins the parts without
 * re-encoding (one worker copies their packets into the export's file). Each worker renders its frame range
 * with its own renderer and encoder, so the machine's cores work together instead of waiting on one worker's
 * drawing. The sound is a part of its own, mixed once for the whole video on a worker of its own: the pictures
 * start while it loads, and it never holds a picture part back. A cancel or a failed part stops them all, and
 * no part file is left behind either way.
 */
import { proxy } from 'comlink';
import type { Remote } from 'comlink';
import { frameCount, frameTime } from '../../shared/export/frames.ts';
import type { ExportPart } from '../../shared/export/parts.ts';
import type {
  ExportHooks,
  ExportJob,
  ExportOutcome,
  ExportWorkerApi,
  ExportWorkerProgress,
} from '../../shared/protocol/export.ts';

type VideoPart = Extract<ExportPart, { kind: 'video' }>;
type Report = (progress: ExportWorkerProgress) => void;

/** What a whole export or a joined one made. */
export interface ExportMade {
  file: Blob;
  container: ExportOutcome['container'];
  videoCodec: string;
  audioCodec: string | null;
  frames: number;
  notes: string[];
}

const abortError = (): DOMException => new DOMException('the export was cancelled', 'AbortError');

/** Sums the frames done of every picture part into one report for the page. */
function partProgress(total: number, report: Report): (part: ExportPart) => Report {
  const done = new Map<VideoPart, number>();
  return (part) => (progress) => {
    if (part.kind !== 'video') return;
    done.set(part, progress.framesDone);
    let framesDone = 0;
    for (const frames of done.values()) framesDone += frames;
    report({ phase: framesDone > 0 ? 'rendering' : 'preparing', framesDone, framesTotal: total });
  };
}

/** The sound part's worker and its hooks, once the sound is loaded. */
export interface SoundJob {
  worker: Remote<ExportWorkerApi>;
  hooks: ExportHooks;
}

export interface PartsRun {
  /** The picture parts' workers, one part at a time each; the first joins the parts. */
  workers: Array<Remote<ExportWorkerApi>>;
  /** The job every part shares (hasAudio is the sound part's business). */
  base: Omit<ExportJob, 'part'>;
  parts: VideoPart[];
  pictureHooks: (report: Report) => ExportHooks;
  /** The sound part, when the sound is loaded; null for a video without sound. */
  sound: Promise<SoundJob | null>;
  report: Report;
  signal: AbortSignal;
}

const SOUND: ExportPart = { kind: 'audio' };

export async function runInParts(run: PartsRun): Promise<ExportMade> {
  const { base, parts, signal } = run;
  const total = frameCount(base.settings.duration, base.settings.rate);
  const queue: VideoPart[] = [...parts];
  const outcomes = new Map<ExportPart, ExportOutcome>();
  const progressOf = partProgress(total, run.report);
  // Every worker with a part of this export (the sound's once it starts): a cancel or a failure reaches them all.
  const busy = [...run.workers];
  const cancelAll = (): void => busy.forEach((worker) => void worker.cancel());
  let failure: { error: unknown } | undefined;
  const failed = (error: unknown): void => {
    failure ??= { error };
    cancelAll();
  };
  const stopped = (): boolean => failure !== undefined || signal.aborted;
  const pictures = async (worker: Remote<ExportWorkerApi>): Promise<void> => {
    for (let part = queue.shift(); part !== undefined && !stopped(); part = queue.shift())
      outcomes.set(part, await worker.run({ ...base, part }, proxy(run.pictureHooks(progressOf(part)))));
  };
  const sound = async (): Promise<void> => {
    const job = await run.sound;
    if (job === null || stopped()) return;
    busy.push(job.worker);
    outcomes.set(SOUND, await job.worker.run({ ...base, hasAudio: true, part: SOUND }, proxy(job.hooks)));
  };
  signal.addEventListener('abort', cancelAll, { once: true });
  try {
    await Promise.all([sound(), ...run.workers.map(pictures)].map((task) => task.catch(failed)));
    if (signal.aborted) throw abortError();
    if (failure !== undefined) throw failure.error;
    run.report({ phase: 'finishing', framesDone: total, framesTotal: total });
    return await join(run.workers[0] as Remote<ExportWorkerApi>, base, parts, outcomes);
  } finally {
    signal.removeEventListener('abort', cancelAll);
    await Promise.all(busy.map((worker) => worker.removePartFiles().catch(() => {})));
  }
}

async function join(
  worker: Remote<ExportWorkerApi>,
  base: Omit<ExportJob, 'part'>,
  parts: VideoPart[],
  outcomes: Map<ExportPart, ExportOutcome>,
): Promise<ExportMade> {
  const { settings } = base;
  const pictures = parts.map((part) => {
    const outcome = outcomes.get(part);
    if (outcome === undefined) throw new Error(`export: the part from frame ${part.fromFrame} was not made`);
    return { part, outcome };
  });
  const first = (pictures[0] as { outcome: ExportOutcome }).outcome;
  const sound = outcomes.get(SOUND);
  const joined = await worker.join({
    parts: pictures.map(({ part, outcome }, i) => ({
      file: outcome.file,
      start: frameTime(part.fromFrame, settings.rate),
      name: `part ${i + 1} of ${parts.length} (frames ${part.fromFrame}–${part.toFrame - 1})`,
    })),
    sound: sound === undefined ? null : { file: sound.file, name: 'the sound part' },
    container: first.container,
    frameRate: settings.rate.num / settings.rate.den,
    ...(base.target !== undefined ? { target: base.target } : {}),
  });
  return {
    file: joined.file as unknown as Blob,
    container: first.container,
    videoCodec: first.videoCodec,
    audioCodec: sound?.audioCodec ?? null,
    frames: frameCount(settings.duration, settings.rate),
    notes: [...new Set([...outcomes.values()].flatMap((o) => o.notes))],
  };
}
