import { describe, expect, it } from 'vitest';
import {
  cropClipPath,
  cropRectFromClip,
  dragCropCorner,
  moveCropRect,
} from '../../../src/ui/canvas/crop/crop-math.ts';
import { fitFormat, formatSize } from '../../../src/ui/canvas/format.ts';
import { validatePathInput } from '../../../src/ui/canvas/path-input.ts';

describe('format and fit', () => {
  it('gives the format sizes and fits them into the viewport', () => {
    expect(formatSize('portrait')).toEqual({ width: 1080, height: 1920 });
    expect(fitFormat(formatSize('landscape'), { width: 960, height: 900 })).toEqual({
      zoom: 0.5,
      width: 960,
      height: 540,
    });
    expect(() => fitFormat(formatSize('square'), { width: 0, height: 10 })).toThrow(/viewport 0×10/);
  });
});

describe('crop math', () => {
  const bounds = { width: 400, height: 200 };
  const full = { cx: 0, cy: 0, width: 400, height: 200 };
  it('clamps a dragged corner to the image bounds and allows size 0 at the limits', () => {
    expect(dragCropCorner(full, 'tl', { x: -999, y: -999 }, bounds, 'rect')).toEqual(full);
    expect(dragCropCorner(full, 'br', { x: -500, y: -500 }, bounds, 'rect')).toEqual({
      cx: -200,
      cy: -100,
      width: 0,
      height: 0,
    });
  });
  it('ignores shape-crop corner drags closer than 20 units to the opposite corner', () => {
    expect(dragCropCorner(full, 'br', { x: -190, y: -90 }, bounds, 'heart')).toBe(full);
    expect(dragCropCorner(full, 'br', { x: -170, y: -90 }, bounds, 'heart').width).toBe(30);
  });
  it('moves the box within the bounds and commits an object-relative, centred clip', () => {
    const small = { cx: 0, cy: 0, width: 100, height: 100 };
    expect(moveCropRect(small, 500, -7, bounds)).toEqual({ cx: 150, cy: -7, width: 100, height: 100 });
    const clip = cropClipPath('circle', { cx: 10, cy: -5, width: 80, height: 60 });
    expect(clip).toMatchObject({
      type: 'ellipse',
      left: 10,
      top: -5,
      width: 80,
      height: 60,
      originX: 'center',
    });
    expect(cropRectFromClip(clip, 400, 200)).toEqual({ cx: 10, cy: -5, width: 80, height: 60 });
  });
});

describe('path input', () => {
  it('names the command, parameter and position of an error', () => {
    const result = validatePathInput('M0 0 L01 5');
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.command).toBe('L');
      expect(result.error.parameter).toBe('x');
      expect(result.error.message).toMatch(/leading zero/);
    }
    const start = validatePathInput('L 0 0');
    expect(start.ok ? null : start.error.message).toMatch(/must start with a move command/);
  });
});
