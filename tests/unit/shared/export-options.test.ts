import { describe, expect, it } from 'vitest';
import { avcLevel, videoCandidates, vp9Level } from '../../../src/shared/export/codecs.ts';
import {
  frameCount,
  frameRate,
  frameTime,
  frameTimestampUs,
  keyFrameInterval,
} from '../../../src/shared/export/frames.ts';
import {
  estimateExportBytes,
  resolveExportOptions,
  sizePresets,
} from '../../../src/shared/export/options.ts';
import type { Project } from '../../../src/shared/model/project.ts';

const project = (layout: Project['layout'], durations: number[]) =>
  ({ layout, clips: durations.map((duration, i) => ({ id: `c${i}`, duration })) }) as unknown as Project;

describe('export frame timing', () => {
  it('keeps NTSC rates exact: frame 1798 of 29.97 starts at 1798·1001/30000 s', () => {
    const rate = frameRate(29.97);
    expect(rate).toEqual({ num: 30000, den: 1001 });
    expect(frameTime(1798, rate)).toBe((1798 * 1001) / 30000);
    expect(frameTimestampUs(1, rate)).toBe(33367);
    expect(frameTimestampUs(30000, rate)).toBe(1_001_000_000);
    expect(frameRate(59.94)).toEqual({ num: 60000, den: 1001 });
  });
  it('counts every frame that starts before the end', () => {
    expect(frameCount(6, { num: 30, den: 1 })).toBe(180);
    expect(frameCount(10, { num: 30000, den: 1001 })).toBe(300);
    expect(frameCount(3600, { num: 60, den: 1 })).toBe(216000);
  });
  it('puts a key frame every 2 s', () => {
    expect(keyFrameInterval({ num: 30, den: 1 })).toBe(60);
    expect(keyFrameInterval({ num: 25, den: 1 })).toBe(50);
    expect(keyFrameInterval({ num: 30000, den: 1001 })).toBe(60);
  });
  it('refuses other rates naming them', () => {
    expect(() => frameRate(31)).toThrow(
      /^fps: 31 is not a supported frame rate \(23\.976, 24, 25, 29\.97, 30, 50, 59\.94, 60\)$/,
    );
  });
});

describe('export options', () => {
  it('offers the project size and smaller ones of the same shape', () => {
    expect(sizePresets(project('landscape', [1]))).toEqual([
      { width: 1920, height: 1080 },
      { width: 1280, height: 720 },
      { width: 854, height: 480 },
      { width: 640, height: 360 },
    ]);
    expect(sizePresets(project('portrait', [1]))[1]).toEqual({ width: 720, height: 1280 });
    expect(sizePresets(project('square', [1]))[1]).toEqual({ width: 720, height: 720 });
  });
  it('fills defaults: MP4 at the project size, 30 fps, the whole video', () => {
    const s = resolveExportOptions(project('landscape', [2, 3]), {}, { tier: 'pro' });
    expect(s).toMatchObject({
      container: 'mp4',
      width: 1920,
      height: 1080,
      fps: 30,
      start: 0,
      end: 5,
      duration: 5,
    });
    expect(s.videoBitrate).toBe(Math.round(1920 * 1080 * 30 * 0.1));
    expect(estimateExportBytes(s)).toBe(Math.round(((s.videoBitrate + 128_000) * 5) / 8));
  });
  it('exports one scene: the current one or one by index', () => {
    const p = project('landscape', [2, 3, 4]);
    expect(resolveExportOptions(p, { range: 'scene' }, { tier: 'free', currentScene: 1 })).toMatchObject({
      start: 2,
      end: 5,
    });
    expect(resolveExportOptions(p, { range: { scene: 2 } }, { tier: 'free' })).toMatchObject({
      start: 5,
      end: 9,
    });
  });
  it('refuses the limits, naming them', () => {
    expect(() => resolveExportOptions(project('landscape', [181]), {}, { tier: 'free' })).toThrow(
      "duration: 181.0 s is over the free tier's limit of 180 s (3 minutes) for a video",
    );
    expect(resolveExportOptions(project('landscape', [180]), {}, { tier: 'free' }).duration).toBe(180);
    expect(() => resolveExportOptions(project('landscape', [3601]), {}, { tier: 'pro' })).toThrow(
      'duration: 3601.0 s is over the limit of 3600 s (1 hour) for a video',
    );
  });
  it('refuses odd, misshapen and unknown options naming the option', () => {
    const p = project('landscape', [1]);
    expect(() => resolveExportOptions(p, { width: 853, height: 480 }, { tier: 'pro' })).toThrow(
      'width: 853 is odd',
    );
    expect(() => resolveExportOptions(p, { width: 1280, height: 1280 }, { tier: 'pro' })).toThrow(
      "height: 1280×1280 does not keep the project's 1920×1080 shape (at width 1280 the height is 720)",
    );
    expect(() => resolveExportOptions(p, { container: 'mov' as 'mp4' }, { tier: 'pro' })).toThrow(
      'container: "mov" is not one of mp4, webm',
    );
    expect(() => resolveExportOptions(p, { quality: 'max' as 'high' }, { tier: 'pro' })).toThrow(
      'quality: "max"',
    );
    expect(() => resolveExportOptions(p, { width: 8192, height: 4608 }, { tier: 'pro' })).toThrow(
      'outside 16–4096',
    );
  });
});

describe('export encoders', () => {
  it('chooses H.264 levels by macroblock rate', () => {
    expect(avcLevel(1920, 1080, 30)).toBe(0x28);
    expect(avcLevel(1920, 1080, 60)).toBe(0x2a);
    expect(avcLevel(1280, 720, 30)).toBe(0x1f);
    expect(vp9Level(1920, 1080, 30)).toBe(40);
    expect(vp9Level(1920, 1080, 60)).toBe(41);
  });
  it('tries H.264 High, Main, Baseline, then WebM VP9 and VP8', () => {
    expect(videoCandidates('mp4', 1920, 1080, 30).map((c) => `${c.container} ${c.codecString}`)).toEqual([
      'mp4 avc1.640028',
      'mp4 avc1.4d0028',
      'mp4 avc1.42e028',
      'webm vp09.00.40.08',
      'webm vp8',
    ]);
    expect(videoCandidates('webm', 1280, 720, 60).map((c) => c.codecString)).toEqual([
      'vp09.00.40.08',
      'vp8',
    ]);
  });
});
