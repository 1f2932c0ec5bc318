/**
 * Exports a long video in parts on several export workers at once, then joins the parts without
 * re-encoding (one worker copies their packets into the export's file). Each worker renders its frame range
 * with its own renderer and encoder, so the machine's cores work together instead of waiting on one worker's
 * drawing; the sound is a part of its own, mixed once for the whole video. A cancel or a failed part stops
 * them all, and no part file is left behind either way.
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

export async function runInParts(
  workers: Array<Remote<ExportWorkerApi>>,
  base: Omit<ExportJob, 'part'>,
  parts: VideoPart[],
  hooksFor: (report: Report) => ExportHooks,
  report: Report,
  signal: AbortSignal,
): Promise<ExportMade> {
  const { settings } = base;
  const total = frameCount(settings.duration, settings.rate);
  const queue: ExportPart[] = [...(base.hasAudio ? [{ kind: 'audio' } as const] : []), ...parts];
  const outcomes = new Map<ExportPart, ExportOutcome>();
  const progressOf = partProgress(total, report);
  let failure: { error: unknown } | undefined;
  const runner = async (worker: Remote<ExportWorkerApi>): Promise<void> => {
    for (let part = queue.shift(); part !== undefined; part = queue.shift()) {
      if (failure !== undefined || signal.aborted) return;
      try {
        outcomes.set(part, await worker.run({ ...base, part }, proxy(hooksFor(progressOf(part)))));
      } catch (error) {
        failure ??= { error };
        for (const other of workers) void other.cancel();
        return;
      }
    }
  };
  try {
    await Promise.all(workers.map(runner));
    if (signal.aborted) throw abortError();
    if (failure !== undefined) throw failure.error;
    report({ phase: 'finishing', framesDone: total, framesTotal: total });
    return await join(workers[0] as Remote<ExportWorkerApi>, base, parts, outcomes, total);
  } finally {
    await Promise.all(workers.map((worker) => worker.removePartFiles().catch(() => {})));
  }
}

async function join(
  worker: Remote<ExportWorkerApi>,
  base: Omit<ExportJob, 'part'>,
  parts: VideoPart[],
  outcomes: Map<ExportPart, ExportOutcome>,
  total: number,
): Promise<ExportMade> {
  const { settings } = base;
  const pictures = parts.map((part) => {
    const outcome = outcomes.get(part);
    if (outcome === undefined) throw new Error(`export: the part from frame ${part.fromFrame} was not made`);
    return { part, outcome };
  });
  const first = (pictures[0] as { outcome: ExportOutcome }).outcome;
  const sound = [...outcomes].find(([part]) => part.kind === 'audio')?.[1];
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
    frames: total,
    notes: [...new Set([...outcomes.values()].flatMap((o) => o.notes))],
  };
}
