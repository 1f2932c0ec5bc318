/**
 * Edit latency at 320 layers: a run of edits of every kind (bench/project/editing.ts), each applied as the
 * editor store applies it (the pure edit, then settling durations), and the size of what the preview then
 * posts to the worker. Both ways are measured in the same run over the same edits: incrementally (settleEdit,
 * a patch of the changed scenes) and as before (the full refreshConfig, the whole project posted).
 */
import { performance } from 'node:perf_hooks';
import { serialize } from 'node:v8';
import { mulberry32 } from '../src/shared/animation/random.ts';
import type { Project } from '../src/shared/model/project.ts';
import { diffProject } from '../src/shared/project/project-patch.ts';
import { refreshConfig } from '../src/shared/project/refresh-config.ts';
import { settleEdit } from '../src/shared/project/settle-edit.ts';
import { EDIT_KINDS, loadEditingProject } from './project/editing.ts';

export interface EditSamples {
  /** Milliseconds per edit, edit and settling together. */
  ms: number[];
  /** Bytes posted to the worker per edit (the structured-clone size of the message's argument). */
  bytes: number[];
}

/**
 * Applies `rounds` turns of every edit kind to the loaded and settled project, settling with `settle`;
 * `message` is what the preview posts after each edit. The first round warms the JIT and is not kept.
 */
function measure(
  rounds: number,
  settle: (edited: Project) => Project,
  message: (before: Project, after: Project) => unknown,
): EditSamples {
  const random = mulberry32(7);
  let project = refreshConfig(loadEditingProject(mulberry32(3)));
  const samples: EditSamples = { ms: [], bytes: [] };
  for (let step = 0; step < (rounds + 1) * EDIT_KINDS.length; step++) {
    const kind = EDIT_KINDS[step % EDIT_KINDS.length];
    if (kind === undefined) continue;
    const started = performance.now();
    const edited = kind.edit(project, step, random);
    const next = edited === project ? project : settle(edited);
    const ms = performance.now() - started;
    if (step >= EDIT_KINDS.length && next !== project) {
      samples.ms.push(ms);
      samples.bytes.push(serialize(message(project, next)).byteLength);
    }
    project = next;
  }
  return samples;
}

/** Today's way and the incremental way, over the same edits. */
export function editLatency(rounds: number): { full: EditSamples; incremental: EditSamples } {
  return {
    full: measure(rounds, refreshConfig, (_before, after) => after),
    incremental: measure(rounds, settleEdit, diffProject),
  };
}
