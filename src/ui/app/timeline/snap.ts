/**
 * Snapping on the timeline: an edge dragged near a snap target (the clip's start and end, another layer's
 * start or stop, the playhead) lands on it exactly, as in any editor with a magnetic timeline. Pure, so the
 * rule is tested exactly; the drags only choose the edges and targets.
 */

/** How near (px on screen) an edge must come to a target to be pulled onto it. */
export const SNAP_PX = 8;

export interface SnappedDelta {
  /** The drag's delta (s), changed so the nearest edge lands on its target when one is near enough. */
  delta: number;
  /** The target that was snapped to, where a guide is drawn; undefined when none was near. */
  target: number | undefined;
}

/**
 * The delta that puts the moving edge nearest to a target exactly onto it. `edges`: where the moving edges
 * were when the drag began (s); the drag moves each by `delta`. `tolerance`: how far (s) an edge may be from
 * a target and still snap. The nearest pair wins; a tie goes to the first edge and target given.
 */
export function snapDelta(
  edges: readonly number[],
  delta: number,
  targets: readonly number[],
  tolerance: number,
): SnappedDelta {
  let best: { distance: number; delta: number; target: number } | undefined;
  for (const edge of edges) {
    for (const target of targets) {
      const distance = Math.abs(edge + delta - target);
      if (distance <= tolerance && (best === undefined || distance < best.distance))
        best = { distance, delta: target - edge, target };
    }
  }
  return best === undefined ? { delta, target: undefined } : { delta: best.delta, target: best.target };
}

/** Seconds that `SNAP_PX` covers at `pps` pixels per second. */
export function snapTolerance(pps: number): number {
  return pps > 0 ? SNAP_PX / pps : 0;
}

/**
 * A layer bar's snap targets in its clip (s from the clip's start): the clip's two ends, every other layer's
 * start and end (a layer without a stop ends with the clip), and the playhead when it lies inside the clip.
 */
export function layerSnapTargets(
  others: ReadonlyArray<{ start: number; stop?: number | undefined }>,
  clipDuration: number,
  playhead: number | undefined,
): number[] {
  const targets = [0, clipDuration];
  for (const other of others) targets.push(other.start, other.stop ?? clipDuration);
  if (playhead !== undefined && playhead > 0 && playhead < clipDuration) targets.push(playhead);
  return [...new Set(targets)];
}
