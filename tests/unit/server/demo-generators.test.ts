import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { STICKER } from '../../../src/shared/constants.ts';
import { normalizeProjectWithReport, validateProject } from '../../../src/shared/index.ts';
import { ICONS, iconSvg } from '../../../src/server/demo/icons/icons.ts';
import { buildImage, buildImageThumb, IMAGE_CATALOG } from '../../../src/server/demo/images/catalog.ts';
import { SAMPLE_RATE } from '../../../src/server/demo/music/instruments.ts';
import { encodeMp3Async } from '../../../src/server/demo/music/mp3.ts';
import { renderTrack } from '../../../src/server/demo/music/synth.ts';
import { MUSIC_CATALOG, MUSIC_KBPS, trackSeconds } from '../../../src/server/demo/music/catalog.ts';
import { decodePng, pngSize } from '../../../src/server/demo/png-decode.ts';
import {
  STICKER_CATALOG,
  smallerSheetLayout,
  stickerSettings,
} from '../../../src/server/demo/stickers/catalog.ts';
import { buildSpriteSheet } from '../../../src/server/demo/stickers/sheet.ts';
import { buildTemplateProject, TEMPLATE_CATALOG } from '../../../src/server/demo/templates/projects.ts';
import type { StockVideo } from '../../../src/server/demo/stock-videos/index.ts';
import { readMp3Info } from '../../../src/server/media/mp3-info.ts';
import { opaqueCells } from './demo-helpers.ts';

describe('stickers', () => {
  it('animated sheets have 38 frames of 1024×1024 in 25 columns, 25 fps', () => {
    for (const sticker of STICKER_CATALOG.filter((s) => s.layout.totalFrames > 1)) {
      expect(stickerSettings(sticker)).toMatchObject({
        frameWidth: STICKER.frameWidth,
        frameHeight: STICKER.frameHeight,
        totalFrames: STICKER.totalFrames,
        columns: STICKER.columns,
        frameRate: STICKER.frameRate,
        coverFrame: 0,
      });
    }
    expect(STICKER_CATALOG.filter((s) => s.layout.totalFrames === 38)).toHaveLength(3);
    expect(STICKER_CATALOG.filter((s) => s.layout.totalFrames === 1)).toHaveLength(1);
  });

  it('draws a 25600×2048 transparent sheet: 38 frames with pixels, the 12 cells after them empty', async () => {
    const sticker = STICKER_CATALOG[0]!;
    const png = await buildSpriteSheet(sticker.draw, sticker.layout);
    const image = decodePng(png);
    expect([image.width, image.height]).toEqual([25600, 2048]);
    const cells = opaqueCells(image, 1024, 1024);
    expect(cells.slice(0, 38).every((n) => n > 1000)).toBe(true);
    expect(cells.slice(38)).toEqual(new Array(12).fill(0));
    // Transparent background: every corner of every frame is empty.
    expect(image.rgba[3]).toBe(0);
    // Frames differ (it moves): frame 0 and frame 19 do not hold the same number of visible pixels.
    expect(cells[0]).not.toBe(cells[19]);
  }, 120_000);

  it('a smaller copy of a sheet holds the same frames in the same places', async () => {
    const sticker = STICKER_CATALOG[0]!;
    const full = opaqueCells(decodePng(await buildSpriteSheet(sticker.draw, sticker.layout)), 1024, 1024);
    const copy = decodePng(await buildSpriteSheet(sticker.draw, smallerSheetLayout(sticker, 128)));
    expect([copy.width, copy.height]).toEqual([3200, 256]);
    const cells = opaqueCells(copy, 128, 128);
    expect(cells.slice(38)).toEqual(new Array(12).fill(0));
    // Each frame covers the same share of its cell (64 times fewer pixels), within 10 % (its soft edges weigh more).
    for (let frame = 0; frame < 38; frame++)
      expect(Math.abs(cells[frame]! * 64 - full[frame]!) / full[frame]!, `frame ${frame}`).toBeLessThan(0.1);
  }, 120_000);

  it('the single-frame sticker is one 1024×1024 frame', async () => {
    const sticker = STICKER_CATALOG.find((s) => s.layout.totalFrames === 1)!;
    const image = decodePng(await buildSpriteSheet(sticker.draw, sticker.layout));
    expect([image.width, image.height]).toEqual([1024, 1024]);
    expect(opaqueCells(image, 1024, 1024)[0]).toBeGreaterThan(100_000);
  });
});

describe('images', () => {
  it('six distinct 1920×1080 PNGs with 384×216 thumbnails', () => {
    expect(IMAGE_CATALOG.length).toBeGreaterThanOrEqual(6);
    const digests = new Set<string>();
    for (const image of IMAGE_CATALOG) {
      const png = buildImage(image);
      expect(pngSize(png)).toEqual({ width: 1920, height: 1080 });
      expect(pngSize(buildImageThumb(image))).toEqual({ width: 384, height: 216 });
      digests.add(png.toString('base64'));
    }
    expect(digests.size).toBe(IMAGE_CATALOG.length);
  });
});

describe('icons', () => {
  it('at least 30 valid 24×24 SVGs painted only with currentColor', () => {
    expect(ICONS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(ICONS.map((icon) => icon.id)).size).toBe(ICONS.length);
    for (const icon of ICONS) {
      const svg = iconSvg(icon);
      expect(svg, icon.id).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* viewBox="0 0 24 24"/);
      expect(svg, icon.id).toContain('currentColor');
      expect(svg, icon.id).not.toMatch(/#[0-9a-f]{3,6}|rgb\(/i);
      // resvg parses it (throws on malformed SVG) and, given a colour, paints a visible share of the box.
      const rendered = new Resvg(svg.replace('<svg ', '<svg color="#000" '), {
        font: { loadSystemFonts: false },
      }).render();
      const pixels = rendered.pixels;
      let painted = 0;
      for (let i = 3; i < pixels.length; i += 4) if (pixels[i]! > 0) painted++;
      expect(painted, icon.id).toBeGreaterThan(20);
    }
  });
});

describe('music', () => {
  it('three distinct tracks of 30–60 s that decode to MP3 frames of their stated length and loop', async () => {
    expect(new Set(MUSIC_CATALOG.map((track) => track.mood)).size).toBe(3);
    for (const track of MUSIC_CATALOG) {
      const seconds = trackSeconds(track);
      expect(seconds).toBeGreaterThanOrEqual(30);
      expect(seconds).toBeLessThanOrEqual(60);
      const pcm = await renderTrack(track);
      expect(pcm.length).toBe(Math.round(seconds * SAMPLE_RATE));
      // Loops without a click: the jump from the last sample to the first is no bigger than the biggest
      // step between neighbouring samples inside the track.
      let biggestStep = 0;
      for (let i = 1; i < pcm.length; i++)
        biggestStep = Math.max(biggestStep, Math.abs(pcm[i]! - pcm[i - 1]!));
      expect(Math.abs(pcm[0]! - pcm[pcm.length - 1]!)).toBeLessThanOrEqual(biggestStep);
      const info = readMp3Info(await encodeMp3Async(pcm, SAMPLE_RATE, MUSIC_KBPS));
      expect(info.sampleRate).toBe(SAMPLE_RATE);
      // The encoder adds under two frames of delay and padding (2 × 1152 samples = 72 ms at 32 kHz).
      expect(Math.abs(info.duration - seconds)).toBeLessThan(0.075);
    }
  }, 120_000);
});

describe('templates', () => {
  const fakeVideo = (id: number, portrait: boolean): StockVideo => ({
    id,
    title: `Video ${id}`,
    durationSeconds: 8,
    fps: 25,
    hasAudio: false,
    files: [
      { width: 1920, height: 1080, path: `/x/${id}-1920.mp4` },
      ...(portrait ? [{ width: 1080, height: 1920, path: `/x/${id}-p.mp4` }] : []),
    ],
    coverPath: `/x/${id}.jpg`,
  });

  it('projects that normalise without repairs, validate, and use every kind of library item', () => {
    for (const videos of [[], [fakeVideo(1, false), fakeVideo(2, true)]]) {
      const kinds = new Set<string>();
      const layouts = new Set<string>();
      for (const template of TEMPLATE_CATALOG) {
        const { project, repairs } = normalizeProjectWithReport(buildTemplateProject(template, videos));
        expect(repairs, template.id).toEqual([]);
        expect(validateProject(project), template.id).toEqual([]);
        layouts.add(project.layout);
        for (const scene of project.clips) {
          if (scene.bgm?._urlkey !== undefined) kinds.add('music');
          if (scene.transition.name !== 'none') kinds.add('transition');
          for (const layer of scene.layers) {
            kinds.add(layer.property.type);
            if (layer.animation.enter.name !== 'none' || (layer.animations?.animations.length ?? 0) > 0)
              kinds.add('animation');
          }
        }
      }
      expect([...layouts].sort()).toEqual(['landscape', 'portrait', 'square']);
      const expected = ['Avatar', 'CustomImage', 'CustomIcon', 'CustomSticker', 'textbox', 'rect', 'circle'];
      expected.push('CustomPath', 'CustomArrow', 'music', 'transition', 'animation');
      if (videos.length > 0) expected.push('CustomVideo');
      for (const kind of expected) expect(kinds, kind).toContain(kind);
    }
  });
});
