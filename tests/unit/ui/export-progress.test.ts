import { describe, expect, it } from 'vitest';
import { ProgressMeter } from '../../../src/ui/export/progress.ts';

describe('export progress', () => {
  it('measures frames per second over the last seconds and the time left at that rate', () => {
    const meter = new ProgressMeter();
    expect(meter.update({ phase: 'preparing', framesDone: 0, framesTotal: 300 }, 0)).toMatchObject({
      fraction: 0,
      secondsLeft: null,
    });
    meter.update({ phase: 'rendering', framesDone: 0, framesTotal: 300 }, 1000);
    const half = meter.update({ phase: 'rendering', framesDone: 150, framesTotal: 300 }, 4000);
    // The rate counts from the oldest reading within 3 s: the one at 1000 ms.
    expect(half.fps).toBeCloseTo(150 / 3, 5);
    expect(half.fraction).toBeCloseTo(0.03 + 0.95 * 0.5, 10);
    expect(half.secondsLeft).toBeCloseTo(3, 5);
    const later = meter.update({ phase: 'rendering', framesDone: 240, framesTotal: 300 }, 6000);
    expect(later.fps).toBeCloseTo(240 / 5, 5);
    const steady = meter.update({ phase: 'rendering', framesDone: 270, framesTotal: 300 }, 7500);
    // 7500 − 4000 ≥ 3000: the 1000 ms reading has left the window.
    expect(steady.fps).toBeCloseTo(120 / 3.5, 5);
    expect(meter.update({ phase: 'finishing', framesDone: 300, framesTotal: 300 }, 8000)).toMatchObject({
      fraction: 0.98,
      secondsLeft: 0,
    });
  });
});
