/**
 * Where the renderer's time goes, per stage (the benchmark reports it next to its figures). Each
 * stage keeps a count, a total and a maximum of milliseconds; recording is two additions on a Map entry, so
 * it stays on all the time. Stages that await (video decode waits) are wall time and may overlap: layers of
 * one frame are painted in parallel, so their stage totals can add up to more than the frame's.
 */
import type { StageStats } from '../../shared/protocol/renderer.ts';

interface Stage {
  count: number;
  totalMs: number;
  maxMs: number;
}

const stages = new Map<string, Stage>();

function entry(name: string): Stage {
  let stage = stages.get(name);
  if (stage === undefined) {
    stage = { count: 0, totalMs: 0, maxMs: 0 };
    stages.set(name, stage);
  }
  return stage;
}

/** Records one occurrence of `name` that took `ms` (0 for a plain count). */
export function recordStage(name: string, ms = 0): void {
  const stage = entry(name);
  stage.count++;
  stage.totalMs += ms;
  if (ms > stage.maxMs) stage.maxMs = ms;
}

/** Times `work` (sync) as stage `name`. */
export function timeStage<T>(name: string, work: () => T): T {
  const started = performance.now();
  try {
    return work();
  } finally {
    recordStage(name, performance.now() - started);
  }
}

/** Times `work` (async, wall time including its waits) as stage `name`. */
export async function timeStageAsync<T>(name: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    recordStage(name, performance.now() - started);
  }
}

/** A copy of every stage's figures (rounded to µs); `reset` starts counting afresh. */
export function stageStats(reset = false): StageStats {
  const out: StageStats = {};
  for (const [name, s] of stages) {
    out[name] = {
      count: s.count,
      totalMs: Math.round(s.totalMs * 1000) / 1000,
      maxMs: Math.round(s.maxMs * 1000) / 1000,
    };
  }
  if (reset) stages.clear();
  return out;
}
