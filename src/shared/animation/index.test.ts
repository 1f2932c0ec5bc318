import { describe, expect, it } from 'vitest';
import { AnimationError, evaluateLayerAnimation, identityState } from './index.ts';
import { context } from './test-helpers.ts';
import type { AnimationPreset, LayerAnimation } from './index.ts';
import type { AnimationPreset as ModelPreset, LayerAnimation as ModelLayer } from '../model/animation.ts';

const ctx = context(); // T = 5000
const fadeIn: LayerAnimation = { enter: { name: 'fadein', ease: 'linear', duration: 1, delay: 0 } };
const rise: AnimationPreset = { animations: [{ name: 'rise' }], duration: 5000 };

describe('evaluateLayerAnimation', () => {
  it('hidden before the start and from the stop on; visible inside [0, T)', () => {
    expect(evaluateLayerAnimation(undefined, undefined, -1, ctx).visible).toBe(false);
    expect(evaluateLayerAnimation(undefined, undefined, 0, ctx)).toEqual(identityState());
    expect(evaluateLayerAnimation(undefined, undefined, 4999.9, ctx).visible).toBe(true);
    expect(evaluateLayerAnimation(undefined, undefined, 5000, ctx).visible).toBe(false);
    expect(evaluateLayerAnimation(undefined, undefined, 0, context({ durationMs: 0 })).visible).toBe(false);
    expect(evaluateLayerAnimation(undefined, undefined, NaN, ctx).visible).toBe(false);
  });
  it('composes the layer effects with every preset animation', () => {
    const s = evaluateLayerAnimation(fadeIn, rise, 350, ctx);
    expect(s.opacity).toBeCloseTo(0.35 * 0.875, 12);
    expect(s.translateY).toBe(8.75);
    const two: AnimationPreset = { animations: [{ name: 'rise' }, { name: 'rotate', speed: 1 }] };
    const t = evaluateLayerAnimation(undefined, two, 350, ctx);
    expect(t.translateY).toBe(8.75);
    expect(t.rotation).toBeCloseTo(2880 * (350 / 5000), 12);
  });
  it('is deterministic', () => {
    const p: AnimationPreset = { animations: [{ name: 'wiggle', seed: 11 }, { name: 'neon' }] };
    for (const t of [0, 10, 777, 2500, 4999]) {
      expect(evaluateLayerAnimation(fadeIn, p, t, ctx)).toEqual(evaluateLayerAnimation(fadeIn, p, t, ctx));
    }
  });
  it('a window with no finite end uses the preset duration, else throws', () => {
    const open = context({ durationMs: Infinity });
    expect(evaluateLayerAnimation(undefined, rise, 4650, open).translateY).toBe(8.75);
    expect(evaluateLayerAnimation(undefined, rise, 5000, open).visible).toBe(false);
    expect(() => evaluateLayerAnimation(undefined, undefined, 0, open)).toThrow(AnimationError);
  });
  it('bad names throw at any time, even outside the window', () => {
    const bad: AnimationPreset = { animations: [{ name: 'spin' }] };
    expect(() => evaluateLayerAnimation(undefined, bad, 2500, ctx)).toThrow('"spin"');
    expect(() => evaluateLayerAnimation(undefined, bad, -5, ctx)).toThrow('"spin"');
    expect(() =>
      evaluateLayerAnimation({ exit: { name: 'fadeout', ease: 'easeInSine' } }, undefined, 0, ctx),
    ).toThrow('"easeInSine"');
  });
});

describe('accepts the project model types', () => {
  it('model LayerAnimation / AnimationPreset are assignable to the inputs (compile-time check)', () => {
    const layer: ModelLayer = {
      enter: { name: 'fadein', ease: 'linear', duration: 1, delay: 0 },
      exit: { name: 'none', ease: 'smooth', duration: 1 },
    };
    const preset: ModelPreset = { animations: [{ name: 'pulse', trigger: 'both' }], duration: 5000 };
    const s = evaluateLayerAnimation(layer, preset, 500, ctx);
    expect(s.opacity).toBe(0.5);
    expect(s.scaleX).toBeCloseTo(1.1, 12);
  });
});
