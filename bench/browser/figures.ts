/**
 * Turns the page's measurements into the report: per project, canvas size and renderer the median of each
 * figure over the runs, and ours ÷ baseline for each figure from the same runs.
 */
export type Measurement = Record<string, unknown>;

export interface Cell {
  project: string;
  width: number;
  height: number;
  renderer: 'ours' | 'baseline' | 'remotion-player';
  runs: Measurement[];
}

/** Figures reported, with their unit and whether more is better. */
export const FIGURES = [
  ['fps', 'frames shown / s', true],
  ['droppedShare', 'dropped share', false],
  ['longTasks', 'long tasks (count)', false],
  ['longTaskMs', 'long tasks (total ms)', false],
  ['longestTaskMs', 'longest task (ms)', false],
  ['lagP95Ms', 'event-loop lag p95 (ms)', false],
  ['inputP50Ms', 'input latency p50 (ms, drag while playing)', false],
  ['inputP95Ms', 'input latency p95 (ms, drag while playing)', false],
  ['seekP50Ms', 'seek p50 (ms)', false],
  ['seekP95Ms', 'seek p95 (ms)', false],
  ['grabP50Ms', 'grab p50 (ms)', false],
  ['grabP95Ms', 'grab p95 (ms)', false],
  ['firstFrameMs', 'first frame (ms)', false],
  ['loadedMs', 'all media loaded (ms)', false],
  ['copies', 'preview copies made (count)', true],
  ['copiesMs', 'preview copies made (ms after load starts)', false],
  ['pageHeapMB', 'page JS heap (MB)', false],
  ['openVideoFrames', 'open VideoFrames', false],
  ['loopFps', 'looping: frames shown / s', true],
  ['loopOpenFramesEarly', 'looping: open VideoFrames + samples at 1/3', false],
  ['loopOpenFrames', 'looping: open VideoFrames + samples at the end', false],
  ['loopHeapEarlyMB', 'looping: JS heap at 1/3 (MB, page + worker)', false],
  ['loopHeapMB', 'looping: JS heap at the end (MB, page + worker)', false],
  ['loopHeapGrowthMB', 'looping: JS heap growth 1/3 → end (MB)', false],
] as const;

export type FigureName = (typeof FIGURES)[number][0];

export function median(values: number[]): number | null {
  const finite = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (finite.length === 0) return null;
  const mid = Math.floor(finite.length / 2);
  return finite.length % 2 === 1
    ? (finite[mid] as number)
    : ((finite[mid - 1] as number) + (finite[mid] as number)) / 2;
}

const round = (v: number | null): number | null => (v === null ? null : Math.round(v * 1000) / 1000);

export function medians(cell: Cell): Record<FigureName, number | null> {
  return Object.fromEntries(
    FIGURES.map(([name]) => [
      name,
      round(median(cell.runs.map((run) => run[name]).filter((v): v is number => typeof v === 'number'))),
    ]),
  ) as Record<FigureName, number | null>;
}

export function ratios(
  ours: Record<FigureName, number | null>,
  baseline: Record<FigureName, number | null>,
): Record<FigureName, number | null> {
  return Object.fromEntries(
    FIGURES.map(([name]) => {
      const a = ours[name];
      const b = baseline[name];
      return [name, a === null || b === null || b === 0 ? null : round(a / b)];
    }),
  ) as Record<FigureName, number | null>;
}
