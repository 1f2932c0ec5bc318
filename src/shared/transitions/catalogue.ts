/**
 * Every transition the renderer can blend: the 125 gl-transitions entries, in the package's order, then our own
 * `fade-scale`. The clip transition name 'none' (the default) is a cut and has no entry.
 */
import type { TransitionShaderEntry } from '../model/transition.ts';
import { FADE_SCALE_ENTRY } from './fade-scale.ts';
import { glTransitionEntries } from './gl-transitions.ts';

/** The project format's name for "no transition": the next clip simply starts. */
export const CUT_TRANSITION_NAME = 'none';

export function isCutTransition(name: string): boolean {
  return name === CUT_TRANSITION_NAME;
}

const entries: readonly TransitionShaderEntry[] = Object.freeze([...glTransitionEntries(), FADE_SCALE_ENTRY]);
const byName: ReadonlyMap<string, TransitionShaderEntry> = new Map(
  entries.map((entry) => [entry.name, entry]),
);

/** The 126 names in a stable order (package order, then `fade-scale`). */
export const TRANSITION_NAMES: readonly string[] = Object.freeze(entries.map((entry) => entry.name));

/** The entry called `name` (case-sensitive, as gl-transitions names are), or undefined. */
export function transitionEntry(name: string): TransitionShaderEntry | undefined {
  return byName.get(name);
}
