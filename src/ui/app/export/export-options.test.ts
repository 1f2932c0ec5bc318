import { describe, expect, it } from 'vitest';
import type { Project } from '../../../shared/model/project.ts';
import {
  defaultDialogOptions,
  EXPORT_OPTIONS_KEY,
  loadExportOptions,
  parseStoredOptions,
  runOptionsOf,
  saveExportOptions,
  summarizeOptions,
  type DialogOptions,
} from './export-options.ts';

const project = (layout: Project['layout'], durations: number[] = [5]) =>
  ({
    layout,
    clips: durations.map((duration, i) => ({ id: `c${i}`, duration, layers: [] })),
  }) as unknown as Project;

const landscape = project('landscape');
const stored = (value: unknown) => JSON.stringify(value);

describe('parseStoredOptions', () => {
  it('gives the defaults for nothing, bad JSON or not an object', () => {
    const defaults = defaultDialogOptions(landscape);
    expect(defaults).toEqual({
      container: 'mp4',
      width: 1920,
      height: 1080,
      fps: 30,
      quality: 'standard',
      range: 'all',
      onMissingMedia: 'fail',
    });
    for (const text of [null, undefined, '', '{', 'null', '42', '"mp4"', '[1,2]'])
      expect(parseStoredOptions(text, landscape), String(text)).toEqual(defaults);
  });

  it('keeps every stored choice that fits', () => {
    const options: DialogOptions = {
      container: 'webm',
      width: 854,
      height: 480,
      fps: 60,
      quality: 'high',
      range: 'scene',
      onMissingMedia: 'cover',
    };
    expect(parseStoredOptions(stored(options), landscape)).toEqual(options);
  });

  it('falls back field by field', () => {
    expect(
      parseStoredOptions(
        stored({
          container: 'avi',
          fps: 24,
          quality: 'ultra',
          range: { scene: 2 },
          onMissingMedia: 'skip',
          width: 1280,
          height: 720,
        }),
        landscape,
      ),
    ).toEqual({ ...defaultDialogOptions(landscape), width: 1280, height: 720 });
    expect(parseStoredOptions(stored({ fps: '60', quality: 'low' }), landscape)).toMatchObject({
      fps: 30,
      quality: 'low',
    });
  });

  it('maps a stored size to the preset of the same short side, else the project size', () => {
    const portrait = project('portrait');
    const square = project('square');
    // 720p of a landscape project is 720p of a portrait or square one.
    expect(parseStoredOptions(stored({ width: 1280, height: 720 }), portrait)).toMatchObject({
      width: 720,
      height: 1280,
    });
    expect(parseStoredOptions(stored({ width: 1280, height: 720 }), square)).toMatchObject({
      width: 720,
      height: 720,
    });
    expect(parseStoredOptions(stored({ width: 640, height: 360 }), portrait)).toMatchObject({
      width: 360,
      height: 640,
    });
    // A size no preset has: the project's own.
    for (const size of [{ width: 1000, height: 500 }, { width: 'big', height: 720 }, { width: 1280 }])
      expect(parseStoredOptions(stored(size), portrait)).toMatchObject({ width: 1080, height: 1920 });
  });
});

describe('loadExportOptions and saveExportOptions', () => {
  it('round-trips through storage under its key', () => {
    const items = new Map<string, string>();
    const storage = {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => void items.set(k, v),
    };
    const options: DialogOptions = { ...defaultDialogOptions(landscape), quality: 'low', fps: 25 };
    saveExportOptions(storage, options);
    expect([...items.keys()]).toEqual([EXPORT_OPTIONS_KEY]);
    expect(EXPORT_OPTIONS_KEY).toBe('clipwright-export-options');
    expect(loadExportOptions(storage, landscape)).toEqual(options);
  });

  it('survives storage that throws or is missing', () => {
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(() => saveExportOptions(throwing, defaultDialogOptions(landscape))).not.toThrow();
    expect(loadExportOptions(throwing, landscape)).toEqual(defaultDialogOptions(landscape));
    expect(loadExportOptions(undefined, landscape)).toEqual(defaultDialogOptions(landscape));
  });
});

describe('runOptionsOf', () => {
  it('turns the range "scene" into the index of the scene being edited', () => {
    const options = { ...defaultDialogOptions(landscape), range: 'scene' as const };
    expect(runOptionsOf(options, 2).range).toEqual({ scene: 2 });
    expect(runOptionsOf({ ...options, range: 'all' }, 2).range).toBe('all');
  });
});

describe('summarizeOptions', () => {
  const three = project('landscape', [4, 6, 10]);

  it('gives the duration, frames and estimated size of the range', () => {
    const all = summarizeOptions(three, defaultDialogOptions(three), { tier: 'free', sceneIndex: 1 });
    expect(all).toMatchObject({ ok: true, frames: 600, settings: { duration: 20, start: 0, end: 20 } });
    const scene = summarizeOptions(
      three,
      { ...defaultDialogOptions(three), range: 'scene' },
      { tier: 'free', sceneIndex: 1 },
    );
    expect(scene).toMatchObject({ ok: true, frames: 180, settings: { duration: 6, start: 4, end: 10 } });
  });

  it('estimates a larger file for a higher quality', () => {
    const bytes = (quality: DialogOptions['quality']) => {
      const summary = summarizeOptions(
        three,
        { ...defaultDialogOptions(three), quality },
        { tier: 'pro', sceneIndex: 0 },
      );
      return summary.ok ? summary.bytes : Number.NaN;
    };
    expect(bytes('low')).toBeLessThan(bytes('standard'));
    expect(bytes('standard')).toBeLessThan(bytes('high'));
  });

  it('says why when the options cannot be exported (the free tier’s limit)', () => {
    const long = project('landscape', [100, 100]);
    const summary = summarizeOptions(long, defaultDialogOptions(long), { tier: 'free', sceneIndex: 0 });
    expect(summary).toMatchObject({ ok: false, duration: 200 });
    expect(!summary.ok && summary.error).toMatch(/free tier/);
    expect(
      summarizeOptions(
        long,
        { ...defaultDialogOptions(long), range: 'scene' },
        { tier: 'free', sceneIndex: 1 },
      ),
    ).toMatchObject({ ok: true, settings: { duration: 100 } });
    expect(
      summarizeOptions(long, { ...defaultDialogOptions(long), width: 1001 }, { tier: 'pro', sceneIndex: 0 }),
    ).toMatchObject({ ok: false, error: expect.stringMatching(/^width: 1001/), duration: 200 });
    expect(summarizeOptions(long, defaultDialogOptions(long), { tier: 'pro', sceneIndex: 0 }).ok).toBe(true);
  });
});
