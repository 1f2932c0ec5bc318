import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { iconRaster, iconRastersWaiting } from '../../../src/canvas/icon-rasters.ts';

/** Stand-ins for canvases: only their size matters to the cache. */
const made: string[] = [];
const raster = (key: string) => () => {
  made.push(key);
  return { width: 10, height: 10, key } as unknown as OffscreenCanvas;
};
const keyOf = (c: OffscreenCanvas) => (c as unknown as { key: string }).key;
let variants = 0;

describe('icon rasters', () => {
  let variant = '';
  beforeEach(() => {
    vi.useFakeTimers();
    made.length = 0;
    variant = `v${++variants}`;
  });
  afterEach(() => vi.useRealTimers());

  const ask = (size: string, redraw?: () => void) =>
    keyOf(iconRaster(variant, `${variant}|${size}`, raster(`${variant}|${size}`), redraw));

  it('makes every size at once for the worker (no redraw), and each only once', () => {
    expect(ask('100')).toBe(`${variant}|100`);
    expect(ask('120')).toBe(`${variant}|120`);
    expect(ask('100')).toBe(`${variant}|100`);
    expect(made).toEqual([`${variant}|100`, `${variant}|120`]);
  });

  it('on the page, makes the first size at once, then shows it while the size changes', () => {
    const redraw = vi.fn();
    expect(ask('100', redraw)).toBe(`${variant}|100`);
    for (const size of ['101', '103', '106', '110']) {
      expect(ask(size, redraw)).toBe(`${variant}|100`);
      vi.advanceTimersByTime(50);
    }
    expect(made).toEqual([`${variant}|100`]);
    expect(iconRastersWaiting()).toBe(true);
    // The size holds: asked again on every frame, the exact raster comes 150 ms after it was first asked.
    ask('110', redraw);
    vi.advanceTimersByTime(100);
    ask('110', redraw);
    expect(redraw).toHaveBeenCalledTimes(1);
    expect(made).toEqual([`${variant}|100`, `${variant}|110`]);
    expect(ask('110', redraw)).toBe(`${variant}|110`);
    expect(iconRastersWaiting()).toBe(false);
  });

  it('serves a size made for another view at once and stops waiting for it', () => {
    const a = vi.fn();
    const b = vi.fn();
    ask('100', a);
    expect(ask('200', b)).toBe(`${variant}|100`);
    ask('200'); // the worker (or a view without redraw) makes it
    expect(ask('200', b)).toBe(`${variant}|200`);
    vi.advanceTimersByTime(1000);
    expect(b).not.toHaveBeenCalled();
    expect(made).toEqual([`${variant}|100`, `${variant}|200`]);
  });
});
