/**
 * The transitions the picker offers (pure): the cut 'none' first, then every shader of the catalogue in its
 * stable order (src/shared/transitions), with readable labels and a forgiving search.
 */
import { CUT_TRANSITION_NAME, TRANSITION_NAMES } from '../../../../shared/transitions/catalogue.ts';

export const PICKER_NAMES: readonly string[] = [CUT_TRANSITION_NAME, ...TRANSITION_NAMES];

/** "GridFlip" → "Grid Flip", "luminance_melt" → "luminance melt", "windowslice" stays. */
export function transitionLabel(name: string): string {
  return name
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim();
}

/** Lower case with spaces, underscores and dashes removed: "Grid flip" finds "GridFlip". */
const squash = (text: string) => text.toLowerCase().replace(/[\s_-]+/g, '');

/** The names matching every word of `query` (case, spaces, _ and - ignored); all of them for an empty query. */
export function filterTransitions(names: readonly string[], query: string): string[] {
  const words = query
    .trim()
    .split(/\s+/)
    .map(squash)
    .filter((word) => word !== '');
  if (words.length === 0) return [...names];
  return names.filter((name) => {
    const haystack = squash(name);
    return words.every((word) => haystack.includes(word));
  });
}
