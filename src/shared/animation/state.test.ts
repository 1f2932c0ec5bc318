import { describe, expect, it } from 'vitest';
import { MIN_SCALE } from './constants.ts';
import { composeAll, composeStates, hiddenState, identityState, makeState } from './state.ts';

describe('state', () => {
  it('identity', () => {
    expect(identityState()).toEqual({
      translateX: 0,
      translateY: 0,
      scaleX: 1,
      scaleY: 1,
      rotation: 0,
      opacity: 1,
      blur: 0,
      clip: { top: 0, right: 0, bottom: 0, left: 0 },
      content: { scale: 1, x: 0, y: 0 },
      brightness: 1,
      glow: 0,
      captureScale: 1,
      visible: true,
    });
    expect(hiddenState().visible).toBe(false);
  });

  it('composes: add translations/rotations/blur, multiply scales/opacity/brightness, max clip/glow/capture', () => {
    const a = makeState({
      translateX: 10,
      translateY: -5,
      scaleX: 2,
      scaleY: 0.5,
      rotation: 30,
      opacity: 0.5,
      blur: 2,
      clip: { left: 0.2, top: 0.1 },
      content: { scale: 1.1, x: 3 },
      brightness: 1.5,
      glow: 0.3,
      captureScale: 1.5,
    });
    const b = makeState({
      translateX: 5,
      translateY: 5,
      scaleX: 1.5,
      scaleY: 4,
      rotation: -45,
      opacity: 0.5,
      blur: 3,
      clip: { left: 0.1, right: 0.4 },
      content: { scale: 2, y: -2 },
      brightness: 2,
      glow: 0.6,
    });
    expect(composeStates(a, b)).toEqual({
      translateX: 15,
      translateY: 0,
      scaleX: 3,
      scaleY: 2,
      rotation: -15,
      opacity: 0.25,
      blur: 5,
      clip: { top: 0.1, right: 0.4, bottom: 0, left: 0.2 },
      content: { scale: 2.2, x: 3, y: -2 },
      brightness: 3,
      glow: 0.6,
      captureScale: 1.5,
      visible: true,
    });
    expect(composeStates(a, hiddenState()).visible).toBe(false);
    expect(composeAll([])).toEqual(identityState());
    expect(composeAll([a, identityState()])).toEqual(a);
  });

  it('never lets a scale fall below the minimum scale 0.001', () => {
    expect(makeState({ scaleX: 0, scaleY: -2 })).toMatchObject({ scaleX: MIN_SCALE, scaleY: MIN_SCALE });
    expect(makeState({ scaleX: NaN }).scaleX).toBe(MIN_SCALE);
    expect(makeState({ content: { scale: 0 } }).content.scale).toBe(MIN_SCALE);
    const small = makeState({ scaleX: 0.01, scaleY: 0.01 });
    expect(composeStates(small, small)).toMatchObject({ scaleX: MIN_SCALE, scaleY: MIN_SCALE });
    expect(makeState({ scaleX: 0.002 }).scaleX).toBe(0.002);
  });

  it('clamps opacity, glow and clip to 0..1, blur and brightness to ≥ 0, captureScale to ≥ 1', () => {
    const s = makeState({ opacity: 1.5, glow: -1, clip: { top: 2, left: -1 }, blur: -3, brightness: -1 });
    expect(s.opacity).toBe(1);
    expect(s.glow).toBe(0);
    expect(s.clip).toEqual({ top: 1, right: 0, bottom: 0, left: 0 });
    expect(s.blur).toBe(0);
    expect(s.brightness).toBe(0);
    expect(makeState({ captureScale: 0.5 }).captureScale).toBe(1);
    expect(makeState({ opacity: -0.5 }).opacity).toBe(0);
  });
});
