import { describe, expect, it } from 'vitest';
import {
  BASE_PX_PER_SECOND,
  clampZoom,
  clipSpans,
  MAX_ZOOM,
  MIN_ZOOM,
  pxPerSecond,
  pxToTime,
  rulerTicks,
  stepZoom,
  tickStep,
  timeToPx,
} from '../../../src/ui/app/timeline/time-scale.ts';

describe('timeline time ↔ px', () => {
  it('scales with the zoom, within its limits', () => {
    expect(BASE_PX_PER_SECOND).toBe(60);
    expect(pxPerSecond(1)).toBe(60);
    expect(pxPerSecond(2)).toBe(120);
    expect(pxPerSecond(100)).toBe(60 * MAX_ZOOM);
    expect(pxPerSecond(0)).toBe(60 * MIN_ZOOM);
    expect(clampZoom(Number.NaN)).toBe(1);
    expect(stepZoom(1, 1)).toBe(2);
    expect(stepZoom(1, -1)).toBe(0.5);
    expect(stepZoom(MAX_ZOOM, 1)).toBe(MAX_ZOOM);
    expect(stepZoom(MIN_ZOOM, -1)).toBe(MIN_ZOOM);
  });

  it('maps both ways and keeps times inside the project', () => {
    expect(timeToPx(2.5, 60)).toBe(150);
    expect(pxToTime(150, 60, 10)).toBe(2.5);
    expect(pxToTime(-30, 60, 10)).toBe(0);
    expect(pxToTime(6000, 60, 10)).toBe(10);
    expect(pxToTime(100, 0, 10)).toBe(0);
  });

  it('lays clips one after another', () => {
    expect(clipSpans([5, 2.5, 3])).toEqual([
      { index: 0, start: 0, end: 5 },
      { index: 1, start: 5, end: 7.5 },
      { index: 2, start: 7.5, end: 10.5 },
    ]);
    expect(clipSpans([])).toEqual([]);
  });

  it('spaces ruler ticks at least 50 px apart with round steps', () => {
    expect(tickStep(60)).toBe(1);
    expect(tickStep(30)).toBe(2);
    expect(tickStep(480)).toBe(0.25);
    expect(tickStep(600)).toBe(0.1);
    expect(tickStep(0.01)).toBe(600);
    expect(rulerTicks(3, 60)).toEqual([0, 1, 2, 3]);
    expect(rulerTicks(0.5, 600)).toEqual([0, 0.1, 0.2, 0.3, 0.4, 0.5]);
    expect(rulerTicks(5, 30)).toEqual([0, 2, 4]);
  });
});
