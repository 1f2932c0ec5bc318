/**
 * Index math of reordering lists by drag and drop and by keyboard (scenes, and layers shown top-first).
 * Results are `to` positions as `moveScene`/`moveLayer` take them: the item is taken out, then put at `to`.
 */

/**
 * Where an item dragged from `from` lands when dropped on item `over`, before it or after it (in list
 * order). Undefined when the drop changes nothing.
 */
export function dropIndex(from: number, over: number, after: boolean): number | undefined {
  // The gap the item is dropped into, counted in the list before the item is taken out.
  const gap = over + (after ? 1 : 0);
  const to = gap > from ? gap - 1 : gap;
  return to === from ? undefined : to;
}

/** The position one step up (-1) or down (+1) from `from` in a list of `count`; undefined at the ends. */
export function stepIndex(from: number, delta: -1 | 1, count: number): number | undefined {
  const to = from + delta;
  return to < 0 || to >= count ? undefined : to;
}

/** Layers are stored back to front (index 0 at the back) and listed front to back: the two orders mirrored. */
export function mirrorIndex(index: number, count: number): number {
  return count - 1 - index;
}
