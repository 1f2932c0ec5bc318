/**
 * mulberry32: a tiny seeded generator. Scenes and ambiences draw every random choice from one of these so a
 * regenerated video looks and sounds the same as the committed one.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A value in [min, max) from `random`. */
export function between(random: () => number, min: number, max: number): number {
  return min + (max - min) * random();
}
