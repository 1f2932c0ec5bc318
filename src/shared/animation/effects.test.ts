import { describe, expect, it } from 'vitest';
import { evaluateEffects, fadeSlideDistance, parseEffect, slideDistance } from './effects.ts';
import { AnimationError } from './errors.ts';
import { identityState } from './state.ts';
import { context } from './test-helpers.ts';
import type { LayerAnimation } from './types.ts';

const ctx = context(); // T = 5000 ms, box 100,50 400×300, canvas 1920×1080
const enter = (name: string, ease = 'linear', duration = 1, delay = 0): LayerAnimation => ({
  enter: { name, ease, duration, delay },
});
const exit = (name: string, ease = 'linear', duration = 1): LayerAnimation => ({
  exit: { name, ease, duration },
});
const at = (a: LayerAnimation, t: number) => evaluateEffects(a, t, ctx);

describe('effect names', () => {
  it('parses every entrance and exit', () => {
    expect(parseEffect('none', 'enter')).toBeNull();
    expect(parseEffect('fadein', 'enter')).toEqual({ kind: 'fade' });
    expect(parseEffect('fadein-t', 'enter')).toEqual({ kind: 'fade-side', side: 't' });
    expect(parseEffect('slidein-d', 'enter')).toEqual({ kind: 'slide', side: 'd' });
    expect(parseEffect('scalein', 'enter')).toEqual({ kind: 'scale' });
    expect(parseEffect('fade-scalein', 'enter')).toEqual({ kind: 'fade-scale' });
    expect(parseEffect('fadeout-r', 'exit')).toEqual({ kind: 'fade-side', side: 'r' });
    expect(parseEffect('slideout-l', 'exit')).toEqual({ kind: 'slide', side: 'l' });
    expect(parseEffect('scaleout', 'exit')).toEqual({ kind: 'scale' });
    expect(parseEffect('fade-scaleout', 'exit')).toEqual({ kind: 'fade-scale' });
  });
  it('rejects unknown names and names of the other phase, naming the value', () => {
    expect(() => parseEffect('zoomin', 'enter')).toThrow(AnimationError);
    expect(() => parseEffect('zoomin', 'enter')).toThrow('"zoomin"');
    expect(() => parseEffect('fadeout', 'enter')).toThrow('"fadeout"');
    expect(() => parseEffect('slidein-l', 'exit')).toThrow('"slidein-l"');
    expect(() => at(enter('fadein', 'wobbly'), 0)).toThrow('"wobbly"');
  });
});

describe('distances', () => {
  it('slide: just outside the canvas on that side', () => {
    expect(slideDistance('l', ctx.box, ctx.canvas)).toBe(500);
    expect(slideDistance('r', ctx.box, ctx.canvas)).toBe(1820);
    expect(slideDistance('t', ctx.box, ctx.canvas)).toBe(350);
    expect(slideDistance('d', ctx.box, ctx.canvas)).toBe(1030);
  });
  it('fade-side: min(half the box extent, 10 % of the canvas extent)', () => {
    expect(fadeSlideDistance('l', ctx.box, ctx.canvas)).toBe(192); // min(200, 192)
    expect(fadeSlideDistance('t', ctx.box, ctx.canvas)).toBe(108); // min(150, 108)
    const small = { left: 0, top: 0, width: 100, height: 60 };
    expect(fadeSlideDistance('r', small, ctx.canvas)).toBe(50);
    expect(fadeSlideDistance('d', small, ctx.canvas)).toBe(30);
  });
});

describe('entrances (1 s, linear unless said)', () => {
  it('none and no animation do nothing', () => {
    expect(at(enter('none'), 0)).toEqual(identityState());
    expect(evaluateEffects(undefined, 0, ctx)).toEqual(identityState());
    expect(at({}, 0)).toEqual(identityState());
  });
  it('fadein: opacity 0 → 1', () => {
    expect(at(enter('fadein'), 0).opacity).toBe(0);
    expect(at(enter('fadein'), 500).opacity).toBe(0.5);
    expect(at(enter('fadein'), 1000)).toEqual(identityState());
    expect(at(enter('fadein'), 4999)).toEqual(identityState());
  });
  it('eases: smooth (default), bounce, elastic', () => {
    expect(at(enter('fadein', 'smooth'), 500).opacity).toBe(0.875);
    expect(at({ enter: { name: 'fadein' } }, 500).opacity).toBe(0.875); // default ease smooth, 1 s
    expect(at({ enter: { name: 'fadein', ease: '' } }, 500).opacity).toBe(0.875);
    expect(at(enter('fadein', 'bounce'), 500).opacity).toBeCloseTo(0.765625, 12);
    expect(at(enter('scalein', 'easeOutElastic(1, .5)'), 750).scaleX).toBeCloseTo(1 + 2 ** -7.5, 12);
  });
  it('fadein-<side>: fade plus a short move from that side', () => {
    expect(at(enter('fadein-l'), 0)).toMatchObject({ translateX: -192, translateY: 0, opacity: 0 });
    expect(at(enter('fadein-l'), 500)).toMatchObject({ translateX: -96, opacity: 0.5 });
    expect(at(enter('fadein-r'), 0)).toMatchObject({ translateX: 192, opacity: 0 });
    expect(at(enter('fadein-t'), 0)).toMatchObject({ translateX: 0, translateY: -108, opacity: 0 });
    expect(at(enter('fadein-d'), 250)).toMatchObject({ translateY: 81, opacity: 0.25 });
  });
  it('slidein-<side>: from just outside the canvas', () => {
    expect(at(enter('slidein-l'), 0)).toMatchObject({ translateX: -500, opacity: 1 });
    expect(at(enter('slidein-r'), 0).translateX).toBe(1820);
    expect(at(enter('slidein-t'), 0).translateY).toBe(-350);
    expect(at(enter('slidein-d'), 0).translateY).toBe(1030);
    expect(at(enter('slidein-d'), 500).translateY).toBe(515);
    expect(at(enter('slidein-d', 'smooth'), 500).translateY).toBeCloseTo(128.75, 9);
  });
  it('scalein: from the minimum scale; fade-scalein: from half size and transparent', () => {
    expect(at(enter('scalein'), 0)).toMatchObject({ scaleX: 0.001, scaleY: 0.001, opacity: 1 });
    expect(at(enter('scalein'), 250)).toMatchObject({ scaleX: 0.25, scaleY: 0.25 });
    expect(at(enter('fade-scalein'), 0)).toMatchObject({ scaleX: 0.5, opacity: 0 });
    expect(at(enter('fade-scalein'), 500)).toMatchObject({ scaleX: 0.75, scaleY: 0.75, opacity: 0.5 });
  });
  it('delay: the start pose holds until the delay, then the entrance plays', () => {
    const a = enter('fadein', 'linear', 1, 0.5);
    expect(at(a, 0).opacity).toBe(0);
    expect(at(a, 499).opacity).toBe(0);
    expect(at(a, 1000).opacity).toBe(0.5);
    expect(at(a, 1500).opacity).toBe(1);
    expect(at(enter('fadein', 'linear', 0, 0.5), 250).opacity).toBe(0); // zero-length phase after a delay
    expect(at(enter('fadein', 'linear', 0, 0.5), 500).opacity).toBe(1);
  });
  it('phase capped at half the window', () => {
    expect(at(enter('fadein', 'linear', 4), 1250).opacity).toBe(0.5); // D = 2500
    expect(at(enter('fadein', 'linear', 4), 2500).opacity).toBe(1);
  });
});

describe('exits (1 s, linear unless said), ending at the stop', () => {
  it('fadeout: opacity 1 → 0 over the last second', () => {
    expect(at(exit('fadeout'), 4000)).toEqual(identityState());
    expect(at(exit('fadeout'), 4500).opacity).toBe(0.5);
    expect(at(exit('fadeout'), 4750).opacity).toBe(0.25);
    expect(at(exit('fadeout', 'smooth'), 4500).opacity).toBe(0.875); // time mirror of the smooth entrance
    expect(at(exit('fadeout'), 5000).opacity).toBe(0);
  });
  it('fadeout-<side>: toward that side', () => {
    expect(at(exit('fadeout-l'), 4500)).toMatchObject({ translateX: -96, opacity: 0.5 });
    expect(at(exit('fadeout-r'), 4500).translateX).toBe(96);
    expect(at(exit('fadeout-t'), 4500).translateY).toBe(-54);
    expect(at(exit('fadeout-d'), 4500).translateY).toBe(54);
  });
  it('slideout-<side>: to just outside the canvas', () => {
    expect(at(exit('slideout-r'), 4500).translateX).toBe(910);
    expect(at(exit('slideout-l'), 4500).translateX).toBe(-250);
    expect(at(exit('slideout-t'), 5000).translateY).toBe(-350);
    expect(at(exit('slideout-d'), 4750).translateY).toBe(772.5);
  });
  it('scaleout and fade-scaleout', () => {
    expect(at(exit('scaleout'), 4500).scaleX).toBe(0.5);
    expect(at(exit('scaleout'), 5000).scaleX).toBe(0.001);
    expect(at(exit('fade-scaleout'), 4500)).toMatchObject({ scaleX: 0.75, opacity: 0.5 });
  });
  it('entrance and exit together compose', () => {
    const a: LayerAnimation = { ...enter('fadein'), ...exit('scaleout') };
    expect(at(a, 500)).toMatchObject({ opacity: 0.5, scaleX: 1 });
    expect(at(a, 4500)).toMatchObject({ opacity: 1, scaleX: 0.5 });
    // a 1.2 s window caps both phases at 600 ms
    const short = context({ durationMs: 1200 });
    expect(evaluateEffects(a, 300, short)).toMatchObject({ opacity: 0.5, scaleX: 1 });
    expect(evaluateEffects(a, 900, short)).toMatchObject({ opacity: 1, scaleX: 0.5 });
  });
});
