import { describe, expect, it } from 'vitest';
import {
  canResize,
  checkResize,
  drawPath,
  parseAbsolutePath,
  resizeKindOf,
  type PathSink,
} from '../../../src/shared/geometry/index.ts';

describe('resize rules', () => {
  const size = (width: number, height: number, scaleX = 1, scaleY = 1) => ({ width, height, scaleX, scaleY });
  it('rectangles: refused below 1 in either direction, 1 itself allowed', () => {
    expect(checkResize('rectangle', size(2, 50, 0.25))).toEqual({
      ok: false,
      action: 'refuse',
      reason: 'width 0.5 (2 × scale 0.25) is below the minimum 1 for rectangles',
    });
    expect(checkResize('rectangle', size(100, 0.75)).ok).toBe(false);
    expect(checkResize('rectangle', size(4, 4, 0.25, 0.25))).toEqual({ ok: true, action: 'apply' });
  });
  it('rectangles: refused when the geometry would invert', () => {
    expect(checkResize('rectangle', size(100, 50, -1))).toEqual({
      ok: false,
      action: 'refuse',
      reason: 'scaleX -1 is negative: the geometry would invert',
    });
    expect(checkResize('rectangle', size(-5, 50)).ok).toBe(false);
  });
  it('path shapes: refused below 0.5, negative scale ignored, negative size refused', () => {
    expect(checkResize('pathShape', size(2, 50, 0.2))).toEqual({
      ok: false,
      action: 'refuse',
      reason: 'width 0.4 (2 × scale 0.2) is below the minimum 0.5 for path shapes',
    });
    expect(checkResize('pathShape', size(2, 1, 0.25, 0.5)).ok).toBe(true);
    expect(checkResize('pathShape', size(300, 300, 1, -0.5))).toEqual({
      ok: false,
      action: 'ignore',
      reason: 'scaleY -0.5 is negative: ignored for path shapes',
    });
    expect(checkResize('pathShape', size(300, -1))).toMatchObject({
      action: 'refuse',
      reason: 'height -1 is negative: the geometry would invert',
    });
  });
  it('text box: minimum width 20, height free', () => {
    expect(checkResize('textbox', size(19, 50))).toEqual({
      ok: false,
      action: 'refuse',
      reason: 'width 19 (19 × scale 1) is below the minimum 20 for text boxes',
    });
    expect(checkResize('textbox', size(40, 0.1, 0.5))).toEqual({ ok: true, action: 'apply' });
  });
  it('non-finite values are refused by name', () => {
    expect(checkResize('rectangle', size(10, 10, 1, Number.NaN))).toMatchObject({
      reason: 'scaleY NaN is not a finite number',
    });
    expect(canResize('CustomImage', size(Infinity, 10)).ok).toBe(false);
  });
  it('layer property types map to their rules; other kinds always apply', () => {
    expect(
      ['rect', 'CustomPath', 'textbox', 'circle', 'CustomImage'].map((t) => resizeKindOf(t as 'rect')),
    ).toEqual(['rectangle', 'pathShape', 'textbox', null, null]);
    expect(canResize('rect', size(0.5, 10)).ok).toBe(false);
    expect(canResize('CustomPath', size(0.5, 10)).ok).toBe(true);
    expect(canResize('triangle', size(0.1, 0.1, -1, 1))).toEqual({ ok: true, action: 'apply' });
  });
});

describe('drawPath', () => {
  /** A sink that records its calls, standing in for a canvas context or Path2D. */
  function recorder(): PathSink & { calls: string[] } {
    const calls: string[] = [];
    const log =
      (name: string) =>
      (...args: number[]) =>
        calls.push(`${name}(${args.map((a) => Math.round(a * 1000) / 1000).join(',')})`);
    return {
      calls,
      moveTo: log('moveTo'),
      lineTo: log('lineTo'),
      bezierCurveTo: log('bezierCurveTo'),
      quadraticCurveTo: log('quadraticCurveTo'),
      closePath: log('closePath'),
    };
  }
  it('replays every command; arcs become cubics starting from the subpath start after Z', () => {
    const sink = recorder();
    drawPath(sink, parseAbsolutePath('M0 0 L10 0 Q15 5 10 10 C5 15 0 15 0 10 Z A5 5 0 0 1 10 0'));
    const k = Math.round((4 / 3) * Math.tan(Math.PI / 8) * 5 * 1000) / 1000;
    expect(sink.calls).toEqual([
      'moveTo(0,0)',
      'lineTo(10,0)',
      'quadraticCurveTo(15,5,10,10)',
      'bezierCurveTo(5,15,0,15,0,10)',
      'closePath()',
      // Semicircle over the top of centre (5, 0), from (0, 0) to (10, 0), in two quarters.
      `bezierCurveTo(0,${-k},${5 - k},-5,5,-5)`,
      `bezierCurveTo(${5 + k},-5,10,${-k},10,0)`,
    ]);
  });
  it('a zero-radius arc is a line', () => {
    const sink = recorder();
    drawPath(sink, [
      ['M', 1, 1],
      ['A', 0, 5, 0, 0, 1, 4, 5],
    ]);
    expect(sink.calls).toEqual(['moveTo(1,1)', 'lineTo(4,5)']);
  });
});
