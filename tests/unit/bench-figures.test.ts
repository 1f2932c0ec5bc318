import { describe, expect, it } from 'vitest';
import { median, medians, ratios } from '../../bench/browser/figures.ts';
import { chartSvg } from '../../bench/browser/chart.ts';

describe('bench figures', () => {
  it('median of odd and even counts, ignoring values that are not finite', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([Number.NaN, 5])).toBe(5);
    expect(median([])).toBeNull();
  });

  it('medians per figure over runs, and ours ÷ baseline (null where the baseline has none or zero)', () => {
    const cell = (fps: number[], frames: Array<number | null>) => ({
      project: 'heavy',
      width: 960,
      height: 540,
      renderer: 'ours' as const,
      runs: fps.map((f, i) => ({ fps: f, longTasks: 0, openVideoFrames: frames[i] ?? null })),
    });
    const ours = medians(cell([30, 60, 45], [0, 0, 0]));
    const baseline = medians(cell([10, 20, 15], [null, null, null]));
    expect(ours.fps).toBe(45);
    expect(baseline.fps).toBe(15);
    expect(ours.seekP95Ms).toBeNull();
    const r = ratios(ours, baseline);
    expect(r.fps).toBe(3);
    expect(r.longTasks).toBeNull(); // 0 ÷ 0
    expect(r.openVideoFrames).toBeNull();
  });

  it('charts both renderers for each group, writing n/a for missing values', () => {
    const ours = medians({
      project: 'heavy',
      width: 960,
      height: 540,
      renderer: 'ours',
      runs: [{ fps: 31.5 }],
    });
    const svg = chartSvg([{ title: 'heavy <960>', ours, baseline: ours }]);
    expect(svg).toContain('heavy &lt;960>');
    expect(svg.match(/>31\.50</g)).toHaveLength(2);
    expect(svg).toContain('>n/a<');
  });
});
