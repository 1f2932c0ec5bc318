import { describe, expect, it } from 'vitest';
import { arrowDelta, dragWindow, roundDelta } from '../../../src/ui/app/timeline/bar-drag.ts';

describe('dragging a layer bar (clip of 5 s)', () => {
  it('moves the whole bar, keeping its span, inside the clip', () => {
    expect(dragWindow('move', { start: 1, stop: 3 }, 0.5, 5)).toEqual({ start: 1.5, stop: 3.5 });
    expect(dragWindow('move', { start: 1, stop: 3 }, -4, 5)).toEqual({ start: 0, stop: 2 });
    // Reaching the clip's end: the stop is dropped (until the end), the span kept.
    expect(dragWindow('move', { start: 1, stop: 3 }, 10, 5)).toEqual({ start: 3, stop: undefined });
  });

  it('moves a bar that lasts until the end: left gives it a stop, right cannot shrink it', () => {
    expect(dragWindow('move', { start: 2, stop: undefined }, -1, 5)).toEqual({ start: 1, stop: 4 });
    expect(dragWindow('move', { start: 2, stop: undefined }, 1, 5)).toEqual({ start: 2, stop: undefined });
  });

  it('drags the start, never past the stop less the minimum span, never below 0', () => {
    expect(dragWindow('start', { start: 1, stop: 3 }, 0.7, 5)).toEqual({ start: 1.7, stop: 3 });
    expect(dragWindow('start', { start: 1, stop: 3 }, 5, 5)).toEqual({ start: 2.9, stop: 3 });
    expect(dragWindow('start', { start: 1, stop: 3 }, -2, 5)).toEqual({ start: 0, stop: 3 });
    // Without a stop the start goes up to the end less the minimum span (then clampLayerWindow keeps it < 5).
    expect(dragWindow('start', { start: 0, stop: undefined }, 9, 5)).toEqual({ start: 4.9, stop: undefined });
  });

  it('drags the end; reaching the clip end drops the stop', () => {
    expect(dragWindow('end', { start: 1, stop: 3 }, -0.5, 5)).toEqual({ start: 1, stop: 2.5 });
    expect(dragWindow('end', { start: 1, stop: 3 }, -5, 5)).toEqual({ start: 1, stop: 1.1 });
    expect(dragWindow('end', { start: 1, stop: 3 }, 2, 5)).toEqual({ start: 1, stop: undefined });
    expect(dragWindow('end', { start: 1, stop: undefined }, -1.25, 5)).toEqual({ start: 1, stop: 3.75 });
  });

  it('rounds drags to hundredths of a second', () => {
    expect(roundDelta(0.123)).toBe(0.12);
    expect(roundDelta(-0.126)).toBe(-0.13);
    expect(dragWindow('move', { start: 1.2, stop: 2.4 }, 0.1, 5)).toEqual({ start: 1.3, stop: 2.5 });
    expect(dragWindow('move', { start: 0, stop: 1 }, 1 / 60, 5)).toEqual({ start: 0.02, stop: 1.02 });
  });

  it('brings a stored start at the clip end back inside the clip, and never returns negative times', () => {
    // The start may not pass the end less the minimum span, which is within the clamping rule (start < duration).
    expect(dragWindow('start', { start: 5, stop: undefined }, 0, 5)).toEqual({ start: 4.9, stop: undefined });
    // A clip shorter than the minimum span: the start stays at 0 (clampLayerWindow) and runs to the end.
    expect(dragWindow('start', { start: 0, stop: undefined }, 1, 0.05)).toEqual({
      start: 0,
      stop: undefined,
    });
  });

  it('turns arrow keys into 0.1 s (Shift 1 s) steps, mirrored right to left', () => {
    expect(arrowDelta('ArrowRight', false, false)).toBe(0.1);
    expect(arrowDelta('ArrowLeft', false, false)).toBe(-0.1);
    expect(arrowDelta('ArrowRight', true, false)).toBe(1);
    expect(arrowDelta('ArrowRight', false, true)).toBe(-0.1);
    expect(arrowDelta('ArrowLeft', true, true)).toBe(1);
    expect(arrowDelta('ArrowUp', false, false)).toBeUndefined();
  });
});
