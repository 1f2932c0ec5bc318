import { describe, expect, it } from 'vitest';
import {
  PROXY_KEY_FRAME_SECONDS,
  proxyBitrate,
  proxyFileName,
  proxyServes,
  proxySizeFor,
} from '../../../src/shared/media/proxy-plan.ts';

describe('proxySizeFor', () => {
  it('shrinks by the smallest whole factor that fits 960×540 (540×960 when portrait)', () => {
    expect(proxySizeFor(1920, 1080)).toEqual({ width: 960, height: 540, factor: 2 });
    expect(proxySizeFor(3840, 2160)).toEqual({ width: 960, height: 540, factor: 4 });
    expect(proxySizeFor(1080, 1920)).toEqual({ width: 540, height: 960, factor: 2 });
    expect(proxySizeFor(2160, 2160)).toEqual({ width: 540, height: 540, factor: 4 });
    expect(proxySizeFor(1440, 1080)).toEqual({ width: 720, height: 540, factor: 2 });
    // 2560×1440 needs 2.67: a factor of 3, 853.3 × 480 → 852×480 (even, at most a few edge pixels dropped).
    expect(proxySizeFor(2560, 1440)).toEqual({ width: 852, height: 480, factor: 3 });
    // 2.39:1 at 2048×858: 2.13 → 3, 682×286.
    expect(proxySizeFor(2048, 858)).toEqual({ width: 682, height: 286, factor: 3 });
  });

  it('gives even sizes that a whole factor of the original covers', () => {
    for (const [w, h] of [
      [1919, 1079],
      [1366, 768],
      [4096, 2160],
      [1080, 1350],
    ] as const) {
      const size = proxySizeFor(w, h);
      expect(size).not.toBeNull();
      const { width, height, factor } = size ?? { width: 1, height: 1, factor: 0 };
      expect(width % 2).toBe(0);
      expect(height % 2).toBe(0);
      expect(Number.isInteger(factor)).toBe(true);
      expect(width * factor).toBeLessThanOrEqual(w);
      expect(height * factor).toBeLessThanOrEqual(h);
      expect(w - width * factor).toBeLessThanOrEqual(factor + 1);
    }
  });

  it('makes no copy of a video that has less than twice the copy’s pixels, or of an unknown size', () => {
    expect(proxySizeFor(1280, 720)).toBeNull();
    expect(proxySizeFor(960, 540)).toBeNull();
    expect(proxySizeFor(640, 360)).toBeNull();
    // 1358×764 has 2.0× the pixels of 960×540: the first size worth a copy.
    expect(proxySizeFor(1358, 764)).not.toBeNull();
    expect(proxySizeFor(0, 1080)).toBeNull();
    expect(proxySizeFor(Number.NaN, 1080)).toBeNull();
    expect(proxySizeFor(Number.POSITIVE_INFINITY, 1080)).toBeNull();
  });
});

describe('proxyServes', () => {
  it('serves a frame shown with no more pixels than the copy has', () => {
    // A 1920-wide video shown at half its size (960 px) on the preview: the 960-wide copy has them.
    expect(proxyServes(960, 1920, 0.5)).toBe(true);
    expect(proxyServes(960, 1920, 0.25)).toBe(true);
    // Shown at 1344 px (0.7): the copy would be enlarged; the original serves it.
    expect(proxyServes(960, 1920, 0.7)).toBe(false);
    expect(proxyServes(960, 1920, 1)).toBe(false);
    // Copy scales step by 1/16: 0.5 + rounding stays within the 1 % allowed.
    expect(proxyServes(960, 1920, 0.505)).toBe(true);
    expect(proxyServes(0, 1920, 0.1)).toBe(false);
  });
});

describe('proxy file names and settings', () => {
  it('names a copy after the video’s identity and its size in bytes, the same every time', () => {
    const name = proxyFileName('key:user/1/video.mp4', 1_234_567);
    expect(name).toMatch(/^[0-9a-f]{16}-1234567\.mp4$/);
    expect(proxyFileName('key:user/1/video.mp4', 1_234_567)).toBe(name);
    expect(proxyFileName('key:user/1/video.mp4', 1_234_568)).not.toBe(name);
    expect(proxyFileName('key:user/1/video2.mp4', 1_234_567)).not.toBe(name);
  });

  it('gives the copy about 2 Mbit/s at 960×540 and a key frame every half second', () => {
    expect(proxyBitrate({ width: 960, height: 540, factor: 2 })).toBe(2_073_600);
    expect(PROXY_KEY_FRAME_SECONDS).toBe(0.5);
  });
});
