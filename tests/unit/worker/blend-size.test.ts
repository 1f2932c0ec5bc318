import { describe, expect, it } from 'vitest';
import {
  blendSize,
  DEFAULT_MAX_SOFTWARE_PIXELS,
  PLAYBACK_MAX_SOFTWARE_PIXELS,
  softwareBlendLimit,
} from '../../../src/worker/transitions/renderer-info.ts';

const MAX_SIDE = 8192;

describe('blend sizes on a CPU rasteriser', () => {
  it("an output (an export's frame, a grab) blends at its own size, however large", () => {
    const limit = softwareBlendLimit('output', DEFAULT_MAX_SOFTWARE_PIXELS);
    expect(limit).toBe(Infinity);
    expect(blendSize(1920, 1080, limit, MAX_SIDE)).toEqual({ width: 1920, height: 1080 });
    expect(blendSize(1080, 1920, limit, MAX_SIDE)).toEqual({ width: 1080, height: 1920 });
  });

  it("a preview still blends at most 640×360, a playing frame at most 480×270, the output's shape kept", () => {
    const still = softwareBlendLimit('still', DEFAULT_MAX_SOFTWARE_PIXELS);
    const moving = softwareBlendLimit('moving', DEFAULT_MAX_SOFTWARE_PIXELS);
    expect([still, moving]).toEqual([640 * 360, 480 * 270]);
    expect(blendSize(1920, 1080, still, MAX_SIDE)).toEqual({ width: 640, height: 360 });
    expect(blendSize(1920, 1080, moving, MAX_SIDE)).toEqual({ width: 480, height: 270 });
    expect(blendSize(1080, 1080, still, MAX_SIDE)).toEqual({ width: 480, height: 480 });
    // Smaller than the limit: the output's own size.
    expect(blendSize(320, 180, moving, MAX_SIDE)).toEqual({ width: 320, height: 180 });
  });

  it('a lower software limit for stills also bounds playing frames; a higher one does not raise them', () => {
    expect(softwareBlendLimit('moving', 320 * 180)).toBe(320 * 180);
    expect(softwareBlendLimit('still', 320 * 180)).toBe(320 * 180);
    expect(softwareBlendLimit('moving', 1920 * 1080)).toBe(PLAYBACK_MAX_SOFTWARE_PIXELS);
  });

  it("the GL's largest texture side bounds every blend", () => {
    expect(blendSize(8000, 4000, Infinity, 4096)).toEqual({ width: 4096, height: 2048 });
  });
});
