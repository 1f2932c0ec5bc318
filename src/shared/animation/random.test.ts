import { describe, expect, it } from 'vitest';
import { mulberry32, randomAt, toUint32 } from './random.ts';

// The well-known reference mulberry32 (bryc), written independently of ours.
function reference(seed: number): () => number {
  let a = seed;
  return () => {
    let t = (a += 0x6d2b79f5);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('mulberry32', () => {
  it('matches the reference generator', () => {
    for (const seed of [0, 1, 42, 123456789, 0xffffffff]) {
      const ours = mulberry32(seed);
      const ref = reference(seed | 0);
      for (let i = 0; i < 100; i++) expect(ours()).toBe(ref());
    }
  });
  it('same seed → same sequence; different seed → different sequence; values in [0, 1)', () => {
    const a = mulberry32(7);
    const b = mulberry32(7);
    const c = mulberry32(8);
    const sa = Array.from({ length: 20 }, a);
    expect(Array.from({ length: 20 }, b)).toEqual(sa);
    expect(Array.from({ length: 20 }, c)).not.toEqual(sa);
    for (const v of sa) expect(v >= 0 && v < 1).toBe(true);
  });
  it('seeds are taken as uint32', () => {
    expect(toUint32(-1)).toBe(4294967295);
    expect(toUint32(2 ** 32 + 5)).toBe(5);
    expect(toUint32(3.9)).toBe(3);
    expect(toUint32(NaN)).toBe(0);
    expect(mulberry32(-1)()).toBe(mulberry32(4294967295)());
  });
  it('randomAt gives random access: same (seed, index) → same numbers', () => {
    expect(randomAt(3, 10)()).toBe(randomAt(3, 10)());
    expect(randomAt(3, 10)()).not.toBe(randomAt(3, 11)());
    expect(randomAt(3, 10)()).not.toBe(randomAt(4, 10)());
  });
});
