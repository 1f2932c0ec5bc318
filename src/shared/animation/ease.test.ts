import { describe, expect, it } from 'vitest';
import {
  bounce,
  clampSpringParams,
  easeOutElastic,
  engineDefaultEase,
  linear,
  parseEase,
  smooth,
  springEase,
} from './ease.ts';
import { AnimationError } from './errors.ts';

describe('linear and smooth', () => {
  it('linear is the identity', () => {
    for (const t of [0, 0.3, 0.5, 1]) expect(linear(t)).toBe(t);
  });
  it('smooth is cubic out: 1 − (1 − t)³', () => {
    expect(smooth(0)).toBe(0);
    expect(smooth(0.5)).toBe(0.875);
    expect(smooth(0.25)).toBe(0.578125);
    expect(smooth(0.75)).toBe(0.984375);
    expect(smooth(1)).toBe(1);
  });
});

describe('bounce (Penner easeOutBounce)', () => {
  it('hits the values of each segment', () => {
    expect(bounce(0)).toBe(0);
    expect(bounce(0.2)).toBeCloseTo(7.5625 * 0.04, 12); // first arc
    expect(bounce(0.5)).toBeCloseTo(0.765625, 12); // second arc: 7.5625·(0.5 − 1.5/2.75)² + 0.75
    expect(bounce(0.8)).toBeCloseTo(0.94, 12); // third arc: 7.5625·(0.8 − 2.25/2.75)² + 0.9375
    expect(bounce(0.95)).toBeCloseTo(0.98453125, 12); // last arc
    expect(bounce(1)).toBeCloseTo(1, 12);
  });
  it('touches 1 at the end of the first arc (t = 1/2.75)', () => {
    expect(bounce(1 / 2.75)).toBeCloseTo(1, 12);
  });
});

describe('easeOutElastic (animejs v3)', () => {
  it('default (1, .5): ends exact, known points', () => {
    const e = easeOutElastic();
    expect(e(0)).toBe(0);
    expect(e(1)).toBe(1);
    // s = p/(2π)·asin(1/a) = 0.125; easeIn(0.5) = −2^−5·sin((−0.5 − 0.125)·4π) = 1/32
    expect(e(0.5)).toBeCloseTo(1 - 1 / 32, 12);
    // easeIn(0.25) = −2^−7.5·sin(−3.5π) = −2^−7.5 → overshoot above 1
    expect(e(0.75)).toBeCloseTo(1 + 2 ** -7.5, 12);
  });
  it('an amplitude above 1 keeps the v3 phase (t − 1): animejs v4 gives 1.234, 1.883 and 2.262 here', () => {
    expect(easeOutElastic(1.5, 0.5)(0.08)).toBeCloseTo(0.1500699811519336, 12);
    expect(easeOutElastic(2, 0.3)(0.06)).toBeCloseTo(-0.29067349707178214, 12);
    expect(easeOutElastic(10, 2)(0.14)).toBeCloseTo(-0.9481798749992278, 12);
  });
  it('engine default ease is easeOutElastic(1, .5)', () => {
    for (const t of [0.1, 0.33, 0.5, 0.9]) expect(engineDefaultEase(t)).toBe(easeOutElastic(1, 0.5)(t));
  });
  it('clamps amplitude to 1..10 and period to 0.1..2', () => {
    for (const t of [0.05, 0.2, 0.5, 0.8]) {
      expect(easeOutElastic(0.2, 0.01)(t)).toBe(easeOutElastic(1, 0.1)(t));
      expect(easeOutElastic(50, 9)(t)).toBe(easeOutElastic(10, 2)(t));
      expect(easeOutElastic(NaN, NaN)(t)).toBe(easeOutElastic(1, 0.1)(t));
    }
  });
});

describe('spring (animejs v3)', () => {
  it('clamps every parameter to 0.1..100 (v3 defaults 1, 100, 10, 0 → velocity 0.1)', () => {
    expect(clampSpringParams()).toEqual({ mass: 1, stiffness: 100, damping: 10, velocity: 0.1 });
    expect(clampSpringParams({ mass: 0, stiffness: 1000, damping: -3, velocity: 500 })).toEqual({
      mass: 0.1,
      stiffness: 100,
      damping: 0.1,
      velocity: 100,
    });
  });
  it('ends exact and follows the damped-oscillator solution over its settle time', () => {
    const e = springEase({ mass: 1, stiffness: 100, damping: 10, velocity: 0 });
    expect(e(0)).toBe(0);
    expect(e(1)).toBe(1);
    // settle time: a multiple of (1/6 s)·(1/6)·1000 ms. ζ = 0.5: e^(−5τ) drops below 2^−54 near τ ≈ 7.5 s,
    // plus 16 resting steps of 1/6 s ≈ 10 s of τ → about 10 000 / 6 ms
    const steps = (e.settleMs * 36) / 1000;
    expect(Math.abs(steps - Math.round(steps))).toBeLessThan(1e-6);
    // v3's own figure: 60 steps (animejs v4 settles this spring in 1760 ms)
    expect(e.settleMs).toBeCloseTo(10000 / 6, 9);
    expect(e.settleMs).toBeGreaterThan(1500);
    expect(e.settleMs).toBeLessThan(2000);
    // closed form: w0 = 10, ζ = 0.5, wd = 10·√0.75, b = (ζ·w0 − v)/wd with v = 0.1
    const w0 = 10;
    const zeta = 0.5;
    const wd = w0 * Math.sqrt(0.75);
    const b = (zeta * w0 - 0.1) / wd;
    const tau = (e.settleMs * 0.5) / 1000;
    const expected = 1 - Math.exp(-tau * zeta * w0) * (Math.cos(wd * tau) + b * Math.sin(wd * tau));
    expect(e(0.5)).toBeCloseTo(expected, 12);
  });
  it('critically/over-damped springs use the (1 + b·τ)·e^(−w0·τ) branch', () => {
    const e = springEase({ mass: 1, stiffness: 4, damping: 100, velocity: 0 }); // ζ = 25
    const w0 = 2;
    const b = -0.1 + w0;
    const tau = (e.settleMs * 0.25) / 1000;
    expect(e(0.25)).toBeCloseTo(1 - (1 + b * tau) * Math.exp(-tau * w0), 12);
  });
});

describe('parseEase', () => {
  it('knows the ease names and animejs aliases', () => {
    expect(parseEase('linear')).toBe(linear);
    expect(parseEase('smooth')).toBe(smooth);
    expect(parseEase(' smooth ')).toBe(smooth);
    expect(parseEase('easeOutCubic')).toBe(smooth);
    expect(parseEase('bounce')).toBe(bounce);
    expect(parseEase('easeOutBounce')).toBe(bounce);
  });
  it('parses easeOutElastic and spring parameters', () => {
    expect(parseEase('easeOutElastic(1, .5)')(0.5)).toBeCloseTo(1 - 1 / 32, 12);
    expect(parseEase('easeOutElastic')(0.75)).toBe(easeOutElastic()(0.75));
    expect(parseEase('easeOutElastic(2, 0.3)')(0.4)).toBe(easeOutElastic(2, 0.3)(0.4));
    expect(parseEase('easeOutElastic(20, 0.01)')(0.4)).toBe(easeOutElastic(10, 0.1)(0.4));
    expect(parseEase('spring(1, 80, 10, 0)')(0.3)).toBe(springEase({ stiffness: 80 })(0.3));
    expect(parseEase('spring')(0.3)).toBe(springEase()(0.3));
  });
  it('rejects unknown names, naming the value (never silently linear)', () => {
    for (const bad of ['easeInQuad', '', 'Linear', 'easeOutElastic(1, x)', 'spring(1,2,3,4,5)', 'smooth()']) {
      expect(() => parseEase(bad)).toThrow(AnimationError);
      expect(() => parseEase(bad)).toThrow(JSON.stringify(bad));
    }
  });
});
