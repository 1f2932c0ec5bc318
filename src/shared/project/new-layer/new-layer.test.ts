import { describe, expect, it } from 'vitest';
import { CANVAS_SIZES, LAYOUTS, SHAPES, type Layout } from '../../constants.ts';
import type { Layer } from '../../model/layer.ts';
import { PATH_SHAPES } from '../../model/layer.ts';
import type { AvatarInfo } from '../../model/avatar.ts';
import { AVATAR_DISPLAY_TYPES } from '../../model/avatar.ts';
import type { Project } from '../../model/project.ts';
import { normalizeProjectWithReport } from '../../normalize/project.ts';
import { validateProject } from '../../validate.ts';
import { blankScene } from '../edits/scenes.ts';
import { insertLayer } from '../edits/layers.ts';
import { newAvatarLayer } from './avatar.ts';
import type { NewLayerTarget } from './common.ts';
import { newIconLayer, newImageLayer, newStickerLayer, newVideoLayer } from './media.ts';
import { newBoxShapeLayer, newLineLayer, newPathShapeLayer } from './shapes.ts';
import { newTextLayer, TEXT_PRESETS } from './text.ts';

/** A seeded source: the same ids every run. */
function seeded(seed = 1): () => number {
  let s = seed;
  return () => {
    s = (s * 16807) % 2147483647;
    return s / 2147483647;
  };
}

function projectWith(layout: Layout): Project {
  const scene = blankScene(layout, seeded(99));
  return {
    schemaVersion: 1,
    layout,
    clips: [scene],
    totalDuration: scene.duration,
    backgroundAudioVolume: 0.1,
  };
}

function targetFor(project: Project, at?: { x: number; y: number }): NewLayerTarget {
  return { layout: project.layout, scene: project.clips[0]!, at, random: seeded(7) };
}

const info: AvatarInfo = {
  id: 3,
  type: 1,
  avatar_source: 1,
  key: 'public/avatars/a3.png',
  url: '/media/public/avatars/a3.png',
  static_url: '/media/public/avatars/a3.png',
  name: 'Ada',
  gender: 2,
  voice_id: 751,
};

/** Every kind the library inserts, built for `project`. */
function everyKind(project: Project, at?: { x: number; y: number }): Array<[string, Layer]> {
  const t = () => targetFor(project, at);
  return [
    ['rect', newBoxShapeLayer('rect', t())],
    ['triangle', newBoxShapeLayer('triangle', t())],
    ['circle', newBoxShapeLayer('circle', t())],
    ['line', newLineLayer('CustomLine', t())],
    ['arrow', newLineLayer('CustomArrow', t())],
    ['double arrow', newLineLayer('CustomDoubleArrow', t())],
    ...PATH_SHAPES.map((shape): [string, Layer] => [shape, newPathShapeLayer(shape, t())]),
    ...TEXT_PRESETS.map((preset): [string, Layer] => [preset, newTextLayer(preset, `A ${preset}`, t())]),
    [
      'image',
      newImageLayer(
        {
          key: 'public/images/a.png',
          url: '/media/public/images/a.png',
          width: 1280,
          height: 720,
          cover: { key: 'public/images/a-thumb.png', url: '/media/public/images/a-thumb.png' },
        },
        t(),
      ),
    ],
    [
      'video',
      newVideoLayer(
        {
          key: 'public/stock/v.mp4',
          url: '/media/public/stock/v.mp4',
          width: 640,
          height: 360,
          duration: 7.5,
          videoId: 12,
        },
        t(),
      ),
    ],
    [
      'icon',
      newIconLayer(
        { key: 'public/icons/star.svg', url: '/media/public/icons/star.svg', fillNeeded: true },
        t(),
      ),
    ],
    [
      'sticker',
      newStickerLayer(
        {
          key: 'public/stickers/s.png',
          url: '/media/public/stickers/s.png',
          sticker: {
            startTime: 0,
            currentFrame: 0,
            coverFrame: 0,
            frameWidth: 256,
            frameHeight: 256,
            frameRate: 25,
            totalFrames: 38,
            columns: 25,
          },
        },
        t(),
      ),
    ],
    ...AVATAR_DISPLAY_TYPES.map((type): [string, Layer] => [
      `avatar ${type}`,
      newAvatarLayer({ info, displayType: type }, t()),
    ]),
  ];
}

describe('new-layer factories', () => {
  for (const layout of LAYOUTS) {
    it(`builds layers that need no repair and validate (${layout})`, () => {
      const project = projectWith(layout);
      for (const [kind, layer] of everyKind(project)) {
        const inserted = insertLayer(project, 0, layer);
        const { project: normalised, repairs } = normalizeProjectWithReport(inserted);
        expect(repairs, kind).toEqual([]);
        // Normalisation leaves the layer exactly as built: nothing was missing or out of range.
        expect(normalised.clips[0]!.layers[0], kind).toEqual(layer);
        expect(validateProject(inserted), kind).toEqual([]);
      }
    });
  }

  it('centres every kind on the canvas centre by default', () => {
    const project = projectWith('landscape');
    for (const [kind, layer] of everyKind(project)) {
      const p = layer.property;
      if (p.type === 'Avatar' && p.avatarType === 'voice') continue;
      expect(p.left + (p.width * p.scaleX) / 2, kind).toBeCloseTo(960, 6);
      expect(p.top + (p.height * p.scaleY) / 2, kind).toBeCloseTo(540, 6);
    }
  });

  it('centres on a given point (a drop)', () => {
    const project = projectWith('portrait');
    const layer = newBoxShapeLayer('rect', targetFor(project, { x: 100, y: 1700 }));
    expect(layer.property).toMatchObject({ left: -50, top: 1550, width: 300, height: 300, scaleX: 1 });
  });

  it('uses the shape defaults', () => {
    const project = projectWith('square');
    const [rect, circle, line] = [
      newBoxShapeLayer('rect', targetFor(project)),
      newBoxShapeLayer('circle', targetFor(project)),
      newLineLayer('CustomArrow', targetFor(project)),
    ];
    expect(rect.property).toMatchObject({
      type: 'rect',
      width: 300,
      height: 300,
      strokeWidth: 3,
      fill: '#8b3dff',
    });
    expect(circle.property).toMatchObject({ type: 'circle', radius: 150, width: 300, height: 300 });
    expect(line.property).toMatchObject({
      type: 'CustomArrow',
      x1: 20,
      y1: 50,
      x2: 320,
      y2: 50,
      stroke: 'red',
      strokeWidth: 10,
      padding: 5,
      width: 300,
      height: 0,
      left: 390,
      top: 540,
    });
    expect(SHAPES.arrowHeadAngle).toBe(60);
    expect(newPathShapeLayer('heart', targetFor(project)).property).toMatchObject({
      type: 'CustomPath',
      shape: 'heart',
      width: 300,
      height: 300,
      cornerRadius: 0,
    });
  });

  it('gives a fresh id from the random source and the default animation and window', () => {
    const project = projectWith('landscape');
    const a = newBoxShapeLayer('rect', { ...targetFor(project), random: seeded(1) });
    const b = newBoxShapeLayer('rect', { ...targetFor(project), random: seeded(2) });
    expect(a.id).toMatch(/^[a-z]{8}$/);
    expect(a.id).not.toBe(b.id);
    expect(newBoxShapeLayer('rect', { ...targetFor(project), random: seeded(1) }).id).toBe(a.id);
    expect(a).toMatchObject({
      type: 'object',
      start: 0,
      _timelineStart: 0,
      _timelineEnd: project.clips[0]!.duration,
      animation: {
        enter: { name: 'none', ease: 'smooth', duration: 1, delay: 0 },
        exit: { name: 'none', ease: 'smooth', duration: 1 },
      },
    });
    expect(a.stop).toBeUndefined();
  });

  it('builds text presets from the scene text style', () => {
    const project = projectWith('landscape');
    const scene = project.clips[0]!;
    const title = newTextLayer('title', 'Hello', targetFor(project));
    expect(title.property).toMatchObject({
      type: 'textbox',
      text: 'Hello',
      fontSize: 120,
      fontWeight: 'bold',
      fontFamily: scene.textStyle.title.fontFamily,
      textAlign: 'left',
      lineHeight: 1.16,
      width: 1536,
      height: 139.2,
      direction: 'ltr',
    });
    expect(newTextLayer('subtitle', 'x', targetFor(project)).property).toMatchObject({
      fontSize: 90,
      fontWeight: 'normal',
    });
    expect(newTextLayer('paragraph', 'x', targetFor(project), 'rtl').property).toMatchObject({
      fontSize: 48,
      direction: 'rtl',
    });
    const styled = {
      ...scene,
      textStyle: {
        ...scene.textStyle,
        title: { ...scene.textStyle.title, fontSize: 70, align: 'center', underline: true },
      },
    };
    expect(newTextLayer('title', 'x', { layout: 'landscape', scene: styled }).property).toMatchObject({
      fontSize: 70,
      textAlign: 'center',
      underline: true,
    });
  });

  it('sizes images and videos from their natural size, shrunk to 60 % of the canvas', () => {
    const project = projectWith('landscape');
    const small = newImageLayer({ key: 'k', width: 400, height: 300 }, targetFor(project));
    expect(small.property).toMatchObject({
      width: 400,
      height: 300,
      scaleX: 1,
      scaleY: 1,
      left: 760,
      top: 390,
      _urlkey: 'k',
    });
    expect(small.padding).toBe(5);
    const big = newImageLayer({ url: '/u.png', width: 4000, height: 1000 }, targetFor(project));
    expect(big.property).toMatchObject({ width: 4000, height: 1000, scaleX: 0.288, _staticUrl: '/u.png' });
    const video = newVideoLayer(
      { key: 'v', url: '/v.mp4', width: 1920, height: 1080, duration: 12 },
      targetFor(project),
    );
    expect(video.type).toBe('video');
    expect(video.property).toMatchObject({
      _start: 0,
      _end: 12,
      _duration: 12,
      _speed: '1.0',
      _volume: 1,
      _loop: true,
      _videoSrc: '/v.mp4',
      scaleX: 0.6,
    });
  });

  it('builds icons and stickers with their settings', () => {
    const project = projectWith('landscape');
    const icon = newIconLayer({ url: '/i.svg', fillNeeded: true }, targetFor(project));
    expect(icon.property).toMatchObject({
      type: 'CustomIcon',
      fillNeeded: true,
      src: '/i.svg',
      width: 300,
      fill: '#8b3dff',
    });
    const sticker = newStickerLayer(
      {
        key: 's',
        sticker: {
          startTime: 0,
          currentFrame: 0,
          coverFrame: 0,
          frameWidth: 1024,
          frameHeight: 1024,
          frameRate: 25,
          totalFrames: 38,
          columns: 25,
        },
      },
      targetFor(project),
    );
    expect(sticker.property).toMatchObject({ type: 'CustomSticker', width: 1024, scaleX: 0.29296875 });
  });

  it('builds avatars 400 wide in each display type', () => {
    const project = projectWith('landscape');
    const half = newAvatarLayer({ info, displayType: 'halfbody' }, targetFor(project));
    expect(half.type).toBe('avatar');
    const p = half.property;
    if (p.type !== 'Avatar') throw new Error('not an avatar');
    expect(p.width * p.scaleX).toBeCloseTo(400, 8);
    expect(p._avatarInfo).toEqual(info);
    const voice = newAvatarLayer({ info, displayType: 'voice' }, targetFor(project)).property;
    if (voice.type !== 'Avatar') throw new Error('not an avatar');
    expect(voice.avatarType).toBe('voice');
    // The badge sits in the bottom-right corner, the voice margin (30) inside the canvas.
    expect(voice.shapes.voice.left! + 120 * voice.shapes.voice.scaleX).toBeCloseTo(
      CANVAS_SIZES.landscape.width - 30,
      6,
    );
  });

  it('refuses bad input naming the field and value', () => {
    const project = projectWith('landscape');
    expect(() => newImageLayer({ key: 'k', width: 0, height: 10 }, targetFor(project))).toThrow(
      /image.width\/height: 0×10/,
    );
    expect(() => newImageLayer({ width: 10, height: 10 }, targetFor(project))).toThrow(
      /image: no key and no url/,
    );
    expect(() =>
      newVideoLayer({ key: 'v', width: 10, height: 10, duration: Number.NaN }, targetFor(project)),
    ).toThrow(/video.duration: NaN/);
    expect(() => newBoxShapeLayer('hexagon' as 'rect', targetFor(project))).toThrow(/kind: 'hexagon'/);
    expect(() => newPathShapeLayer('blob' as 'heart', targetFor(project))).toThrow(/shape: 'blob'/);
    expect(() => newTextLayer('caption' as 'title', 'x', targetFor(project))).toThrow(/preset: 'caption'/);
    expect(() => newBoxShapeLayer('rect', targetFor(project, { x: Number.NaN, y: 0 }))).toThrow(/at.x: NaN/);
    expect(() => newAvatarLayer({ info, displayType: 'oval' as 'circle' }, targetFor(project))).toThrow(
      /displayType: 'oval'/,
    );
    expect(() =>
      newStickerLayer(
        {
          key: 's',
          sticker: {
            startTime: 0,
            currentFrame: 40,
            coverFrame: 0,
            frameWidth: 10,
            frameHeight: 10,
            frameRate: 25,
            totalFrames: 38,
            columns: 25,
          },
        },
        targetFor(project),
      ),
    ).toThrow(/sticker.currentFrame: 40/);
  });
});
