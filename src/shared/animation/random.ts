/**
 * Seeded pseudo-random numbers (mulberry32). Same seed → same sequence, on every platform: only 32-bit
 * integer arithmetic (Math.imul, >>>) is used, so results are exact and deterministic.
 */

/** A generator of floats in [0, 1). */
export type Random = () => number;

/** mulberry32: a small, fast 32-bit generator. The seed is taken modulo 2³² (non-integers are truncated). */
export function mulberry32(seed: number): Random {
  let a = toUint32(seed);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Finite numbers → uint32 (truncating); NaN and ±Infinity → 0. */
export function toUint32(v: number): number {
  return Number.isFinite(v) ? Math.trunc(v) >>> 0 : 0;
}

/**
 * A generator for key `index` of stream `seed`, so that any key frame can be computed directly (random access,
 * no replay from the start): the seed is mixed with the index by the golden-ratio constant.
 */
export function randomAt(seed: number, index: number): Random {
  return mulberry32((toUint32(seed) ^ Math.imul(toUint32(index) + 1, 0x9e3779b9)) >>> 0);
}
