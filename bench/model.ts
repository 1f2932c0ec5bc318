/**
 * Model benchmark: how long loading (normalizeProject), saving (serializeProject), validating and refreshing
 * durations take for a heavy project (10 clips × 11 layers of every kind, like the preview benchmark's heavy project),
 * and what an edit costs at 320 layers (edit-latency.ts): its latency and the bytes posted to the worker, settled
 * incrementally and, for comparison, as before (the full refreshConfig, the whole project posted).
 * Reports medians and p95 over repeated runs, measured in one process.
 */
import { performance } from 'node:perf_hooks';
import { normalizeProject, refreshConfig, serializeProject, validateProject } from '../src/shared/index.ts';
import { editLatency } from './edit-latency.ts';

function heavyProject(): Record<string, unknown> {
  const clips = Array.from({ length: 10 }, (_, c) => ({
    speech: { type: 'default', text: 'The quick brown fox jumps over the lazy dog. '.repeat(4) },
    transition: { name: 'cube', duration: 0.8 },
    bgMedia: c % 3 === 0 ? { type: 'video', data: `/media/bg${c}.mp4` } : undefined,
    layers: [
      { property: { type: 'CustomVideo', _duration: 12 } },
      { property: { type: 'CustomVideo', _duration: 8, _speed: 1.5 } },
      { property: { type: 'Avatar', _avatarInfo: { id: 'a', type: 1 } } },
      ...[0, 1, 2].map((i) => ({
        property: { type: 'textbox', text: `Line ${i}` },
        animation: { enter: { name: 'fadein', delay: 0.2 } },
        animations: { animations: [{ name: 'rise', direction: 'up' }], duration: 1 },
      })),
      { property: { type: 'rect' } },
      { property: { type: 'CustomPath', shape: 'starBurst' } },
      { property: { type: 'CustomArrow' } },
      { property: { type: 'CustomSticker' } },
      {
        property: {
          type: 'CustomImage',
          clipPath: { type: 'circle', left: 5, top: 5, width: 50, height: 50, absolutePositioned: true },
        },
      },
    ],
  }));
  return { clips };
}

export interface Stat {
  median: number;
  p95: number;
  runs: number;
}

function stat(samples: number[]): Stat {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
  return { median: round(at(0.5)), p95: round(at(0.95)), runs: samples.length };
}

const round = (ms: number) => Math.round(ms * 1000) / 1000;

function time(runs: number, work: () => unknown): Stat {
  for (let i = 0; i < Math.min(20, runs); i++) work(); // warm-up: let the JIT settle
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    work();
    samples.push(performance.now() - started);
  }
  return stat(samples);
}

export function runModelBench(quick: boolean): Record<string, Stat> {
  const runs = quick ? 30 : 200;
  const raw = heavyProject();
  const project = normalizeProject(raw);
  const edits = editLatency(quick ? 2 : 10);
  return {
    'edit + settle, incremental (320 layers, ms)': stat(edits.incremental.ms),
    'edit + settle, full refreshConfig as before (320 layers, ms)': stat(edits.full.ms),
    'message per edit, changed scenes (320 layers, bytes)': stat(edits.incremental.bytes),
    'message per edit, whole project as before (320 layers, bytes)': stat(edits.full.bytes),
    'normalizeProject (heavy, ms)': time(runs, () => normalizeProject(raw)),
    'serializeProject (heavy, ms)': time(runs, () => serializeProject(project)),
    'validateProject (heavy, ms)': time(runs, () => validateProject(project)),
    'refreshConfig (heavy, ms)': time(runs, () => refreshConfig(project)),
  };
}
