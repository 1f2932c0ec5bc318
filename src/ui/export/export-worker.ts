/**
 * The page's export workers: started as exports need them and kept (their files stay readable while they
 * live, see src/worker/export/file-target.ts). An export uses the first alone, or several at once for the
 * parts of a long video (run-parts.ts).
 */
import { wrap } from 'comlink';
import type { Remote } from 'comlink';
import type { ResourceCounts, StageStats } from '../../shared/protocol/renderer.ts';
import type { ExportWorkerApi } from '../../shared/protocol/export.ts';
import { exportWorkersFor } from '../../shared/export/parts.ts';

const workers: Array<Remote<ExportWorkerApi>> = [];

/** The first `count` export workers, started where they are not yet. */
export function exportWorkers(count: number): Array<Remote<ExportWorkerApi>> {
  while (workers.length < count)
    workers.push(
      wrap<ExportWorkerApi>(
        new Worker(new URL('../../worker/export/entry.ts', import.meta.url), { type: 'module' }),
      ),
    );
  return workers.slice(0, count);
}

/** How many export workers this page has started. */
export const startedExportWorkers = (): number => workers.length;

export function exportWorker(): Remote<ExportWorkerApi> {
  return exportWorkers(1)[0] as Remote<ExportWorkerApi>;
}

/** How many picture workers this machine runs at once for a long video (exportWorkersFor). */
export function parallelExports(): number {
  const memory = (navigator as Navigator & { deviceMemory?: number }).deviceMemory;
  return exportWorkersFor(navigator.hardwareConcurrency || 1, memory);
}

/** Open media resources of all started export workers together (leak checks). */
export async function exportResourceCounts(): Promise<ResourceCounts> {
  const all = await Promise.all(workers.map((w) => w.resourceCounts()));
  const sum = (key: keyof ResourceCounts) => all.reduce((total, counts) => total + counts[key], 0);
  return {
    videoFrames: sum('videoFrames'),
    videoSamples: sum('videoSamples'),
    imageBitmaps: sum('imageBitmaps'),
    videoInputs: sum('videoInputs'),
  };
}

/** The used JS heaps of all started export workers, in bytes (null where any does not report one, or none started). */
export async function exportHeapBytes(): Promise<number | null> {
  const heaps = await Promise.all(workers.map((w) => w.heapBytes()));
  // No worker yet, or one that does not tell: unknown, not zero.
  if (heaps.length === 0 || heaps.some((h) => h === null)) return null;
  return heaps.reduce((a: number, b) => a + (b ?? 0), 0);
}

/** Where all started export workers spent their time, stage by stage (summed; the longest of them). */
export async function exportStageStats(reset = false): Promise<StageStats> {
  const merged: StageStats = {};
  for (const stats of await Promise.all(workers.map((w) => w.stageStats(reset))))
    for (const [name, s] of Object.entries(stats)) {
      const into = merged[name] ?? { count: 0, totalMs: 0, maxMs: 0 };
      merged[name] = {
        count: into.count + s.count,
        totalMs: into.totalMs + s.totalMs,
        maxMs: Math.max(into.maxMs, s.maxMs),
      };
    }
  return merged;
}
