import { describe, expect, it } from 'vitest';
import { CANVAS_SIZES } from '../../../src/shared/constants.ts';
import { normalizeProject } from '../../../src/shared/index.ts';
import type { Layer } from '../../../src/shared/model/layer.ts';
import type { StockVideo } from '../../../src/server/demo/stock-videos/index.ts';
import { buildTemplateProject, TEMPLATE_CATALOG } from '../../../src/server/demo/templates/projects.ts';
import { narration } from '../../../src/server/demo/templates/layers.ts';
import { refreshConfig } from '../../../src/shared/project/refresh-config.ts';

// The templates are laid out by hand; these checks keep them readable on the editing canvas: nothing cut
// off at an edge, and no caption drawn over another. Text height is estimated the way Fabric lays a
// Textbox out, with glyph widths on the wide side so that an estimate never has fewer lines than the canvas.

interface Rect {
  id: string;
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Average advance of a Latin glyph in ems, rounded up from the fonts' real averages. */
const GLYPH_EM: Record<string, { bold: number; normal: number }> = {
  Roboto: { bold: 0.55, normal: 0.5 },
  Montserrat: { bold: 0.68, normal: 0.62 },
  Pacifico: { bold: 0.62, normal: 0.62 },
  Lobster: { bold: 0.55, normal: 0.55 },
};
/** Fabric's line box is the font size times this, times lineHeight between lines. */
const FABRIC_FONT_SIZE_MULT = 1.13;
/** The least space between two captions of a scene. */
const TEXT_GAP = 20;

/** Lines a Textbox wraps `text` into at `width`, and the width it ends with (it grows to fit a long word). */
function wrap(text: string, width: number, glyph: number): { lines: number; width: number } {
  let lines = 0;
  let widest = width;
  for (const paragraph of text.split('\n')) {
    let line = 0;
    lines += 1;
    for (const word of paragraph.split(' ')) {
      const wordWidth = word.length * glyph;
      widest = Math.max(widest, wordWidth);
      const next = line === 0 ? wordWidth : line + glyph + wordWidth;
      if (line > 0 && next > width) {
        lines += 1;
        line = wordWidth;
      } else line = next;
    }
  }
  return { lines, width: widest };
}

function textRect(id: string, p: Record<string, unknown>): Rect {
  const fontSize = p.fontSize as number;
  const family = GLYPH_EM[p.fontFamily as string];
  if (family === undefined) throw new Error(`${id}: no glyph width for font ${String(p.fontFamily)}`);
  const em = p.fontWeight === 'bold' ? family.bold : family.normal;
  const { lines, width } = wrap(p.text as string, p.width as number, em * fontSize);
  const lineHeight = p.lineHeight as number;
  // The larger of the plain estimate (lines × size × lineHeight) and Fabric's own (the last line without
  // lineHeight, every line times 1.13).
  const height =
    fontSize * Math.max(lines * lineHeight, FABRIC_FONT_SIZE_MULT * (lineHeight * (lines - 1) + 1));
  const left = p.left as number;
  const top = p.top as number;
  return { id, left, top, right: left + width, bottom: top + height };
}

function layerRect(layer: Layer): Rect {
  const p = layer.property as unknown as Record<string, unknown>;
  if (p.type === 'textbox') return textRect(layer.id, p);
  const scaleX = p.scaleX as number;
  const scaleY = p.scaleY as number;
  const stroke = typeof p.stroke === 'string' ? ((p.strokeWidth as number | undefined) ?? 0) : 0;
  // Lines draw their arrow heads around the stroke: a margin of twice its width on every side.
  const pad = p.type === 'CustomArrow' || p.type === 'CustomLine' ? stroke * 2 : (stroke * scaleX) / 2;
  const left = (p.left as number) - pad;
  const top = (p.top as number) - pad;
  return {
    id: layer.id,
    left,
    top,
    right: left + (p.width as number) * scaleX + 2 * pad,
    bottom: top + (p.height as number) * scaleY + 2 * pad,
  };
}

const apart = (a: Rect, b: Rect): boolean =>
  a.right + TEXT_GAP <= b.left ||
  b.right + TEXT_GAP <= a.left ||
  a.bottom + TEXT_GAP <= b.top ||
  b.bottom + TEXT_GAP <= a.top;

const fakeVideo = (id: number, portrait: boolean): StockVideo => ({
  id,
  title: `Video ${id}`,
  durationSeconds: 6,
  fps: 25,
  hasAudio: false,
  files: [
    { width: 1920, height: 1080, path: `/x/${id}-1920.mp4` },
    ...(portrait ? [{ width: 1080, height: 1920, path: `/x/${id}-p.mp4` }] : []),
  ],
  coverPath: `/x/${id}.jpg`,
});

const projects = (videos: readonly StockVideo[]) =>
  TEMPLATE_CATALOG.map((template) => ({
    id: template.id,
    canvas: CANVAS_SIZES[template.layout],
    project: normalizeProject(buildTemplateProject(template, videos)),
  }));

describe('template layout', () => {
  const cases: [string, StockVideo[]][] = [
    ['without stock videos', []],
    ['with stock videos', [fakeVideo(1, false), fakeVideo(2, true)]],
  ];
  it.each(cases)('every layer lies inside the canvas, %s', (_, videos) => {
    for (const { id, canvas, project } of projects(videos)) {
      const { width, height } = canvas;
      for (const scene of project.clips) {
        for (const layer of scene.layers) {
          const rect = layerRect(layer);
          const where = `${id} ${scene.id} ${layer.id} ${JSON.stringify(rect)}`;
          expect(rect.left, where).toBeGreaterThanOrEqual(0);
          expect(rect.top, where).toBeGreaterThanOrEqual(0);
          expect(rect.right, where).toBeLessThanOrEqual(width);
          expect(rect.bottom, where).toBeLessThanOrEqual(height);
        }
      }
    }
  });

  it(`no two captions of a scene come closer than ${TEXT_GAP} px, and none is rotated`, () => {
    for (const { id, project } of projects([])) {
      for (const scene of project.clips) {
        const texts = scene.layers.filter((layer) => layer.property.type === 'textbox');
        for (const layer of texts) expect(layer.property.angle, layer.id).toBe(0);
        const rects = texts.map(layerRect);
        for (const [i, a] of rects.entries()) {
          for (const b of rects.slice(i + 1)) {
            expect(apart(a, b), `${id} ${JSON.stringify(a)} ${JSON.stringify(b)}`).toBe(true);
          }
        }
      }
    }
  });
});

describe('template soundtrack', () => {
  it('music under every scene, a transition into each next scene, 2 to 4 scenes', () => {
    for (const { id, project } of projects([])) {
      expect(project.clips.length, id).toBeGreaterThanOrEqual(2);
      expect(project.clips.length, id).toBeLessThanOrEqual(4);
      for (const [i, scene] of project.clips.entries()) {
        expect(scene.bgm?._urlkey, `${id} ${scene.id}`).toBeDefined();
        if (i < project.clips.length - 1) expect(scene.transition.name, scene.id).not.toBe('none');
      }
    }
  });

  it('keeps every scene its designed length once the editor settles it (a short script holds it with a pause, a long one lengthens it)', () => {
    for (const { id, project } of projects([])) {
      const settled = refreshConfig(project);
      expect(
        settled.clips.map((clip) => clip.duration),
        id,
      ).toEqual(project.clips.map((clip) => clip.duration));
      expect(settled.totalDuration, id).toBe(project.totalDuration);
    }
    // 'Hello world' is 1.4 s at the fallback rate: a 5 s scene holds 3.6 s after it; a 1 s scene grows to 1.4 s.
    expect(narration('Hello world', 5)).toEqual({ script: 'Hello world <#3.6#>', duration: 5 });
    expect(narration('Hello world', 1)).toEqual({ script: 'Hello world', duration: 1.4 });
  });

  it('a narrator speaks every scene', () => {
    for (const { id, project } of projects([])) {
      for (const scene of project.clips) {
        expect(scene.speech.type, `${id} ${scene.id}`).toBe('default');
        expect(scene.speech.text?.length ?? 0, scene.id).toBeGreaterThan(0);
      }
    }
  });
});
