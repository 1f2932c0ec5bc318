/** The median the player's draw estimate uses (src/shared/playback/median.ts). */
import { describe, expect, it } from 'vitest';
import { median } from '../../../src/shared/playback/median.ts';

describe('median', () => {
  it('ignores one stalled draw among normal ones, where a mean would not', () => {
    const draws = [2, 3, 2, 300, 3, 2, 2];
    expect(median(draws)).toBe(2);
    expect(draws.reduce((a, b) => a + b, 0) / draws.length).toBeGreaterThan(40);
  });

  it('takes the mean of the middle two for an even count, leaves its input unsorted, NaN when empty', () => {
    const input = [4, 1, 3, 2];
    expect(median(input)).toBe(2.5);
    expect(input).toEqual([4, 1, 3, 2]);
    expect(median([])).toBeNaN();
  });
});
