import { describe, expect, it } from 'vitest';
import { normalizeProject } from '../../../src/shared/normalize/project.ts';
import type { LayerProperty } from '../../../src/shared/model/layer.ts';
import { replaceMedia } from '../../../src/ui/canvas/replace-media.ts';

/** A layer property as the editor holds it (normalised), from raw fields. */
function property(raw: Record<string, unknown>): LayerProperty {
  const type = raw.type === 'CustomVideo' ? 'video' : 'object';
  const project = normalizeProject({
    layout: 'landscape',
    clips: [{ duration: 4, speech: { type: 'duration', duration: 4 }, layers: [{ type, property: raw }] }],
  });
  const layer = project.clips[0]?.layers[0];
  if (layer === undefined) throw new Error('test: the layer was dropped');
  return layer.property;
}

const image = (extra: Record<string, unknown> = {}) =>
  property({
    type: 'CustomImage',
    left: 100,
    top: 50,
    width: 400,
    height: 200,
    scaleX: 0.5,
    scaleY: 0.5,
    angle: 30,
    _staticUrl: '/old.png',
    ...extra,
  });

describe('replaceMedia', () => {
  it('an image (cover): the centred region of the new image with the box proportions, same box on screen', () => {
    // The box shows 200×100; a 1000×1000 image covers it at 0.2: a 1000×500 region from y 250.
    const patch = replaceMedia(image(), { url: '/new.png', width: 1000, height: 1000 });
    expect(patch).toEqual({
      _staticUrl: '/new.png',
      _urlkey: undefined,
      width: 1000,
      height: 500,
      cropX: 0,
      cropY: 250,
      scaleX: 0.2,
      scaleY: 0.2,
    });
    // left, top, angle and flips are not touched.
    expect(Object.keys(patch)).not.toContain('left');
  });

  it('an image (contain): the whole image, letterboxed in the same box', () => {
    const patch = replaceMedia(image({ stretch: 'contain' }), { key: 'k1', width: 1000, height: 1000 });
    // Fits at 0.1: the box is 2000×1000 source pixels, the image 1000×1000 in its middle.
    expect(patch).toMatchObject({
      _urlkey: 'k1',
      width: 2000,
      height: 1000,
      cropX: 0,
      cropY: 0,
      scaleX: 0.1,
    });
  });

  it('keeps the crop outline where it was on screen', () => {
    const clipPath = { type: 'rect', left: 20, top: -10, width: 100, height: 50, originX: 'center' };
    const p = image({ clipPath, _cropType: 'rect' });
    if (p.type !== 'CustomImage' || p.clipPath === undefined) throw new Error('test: the crop was dropped');
    const patch = replaceMedia(p, { url: '/n.png', width: 1000, height: 1000 });
    // Old units were 0.5 canvas units, new ones 0.2: everything in object units grows 2.5 times.
    expect(patch.clipPath).toEqual({ ...p.clipPath, left: 50, top: -25, scaleX: 2.5, scaleY: 2.5 });
  });

  it('a video keeps its box; the trim becomes the whole new video and the cover is replaced', () => {
    const video = property({
      type: 'CustomVideo',
      left: 0,
      top: 0,
      width: 320,
      height: 180,
      _staticUrl: '/old.mp4',
      _frontCoverStaticUrl: '/old.png',
      _start: 1,
      _end: 3,
      _duration: 5,
    });
    expect(
      replaceMedia(video, { url: '/new.mp4', width: 1920, height: 1080, duration: 7, cover: { key: 'c' } }),
    ).toEqual({
      _staticUrl: '/new.mp4',
      _urlkey: undefined,
      _videoSrc: undefined,
      videoId: undefined,
      _start: 0,
      _end: 7,
      _duration: 7,
      _frontCoverStaticUrl: undefined,
      _frontCoverKey: 'c',
      _frontCoverUrl: undefined,
    });
    expect(() => replaceMedia(video, { url: '/n.mp4', width: 10, height: 10 })).toThrow(
      'media.duration: undefined is not a positive number of seconds',
    );
  });

  it('names what is wrong', () => {
    expect(() => replaceMedia(image(), { url: '/n.png', width: 0, height: 10 })).toThrow(
      'media.width: 0 is not a positive size',
    );
    expect(() => replaceMedia(image(), { width: 10, height: 10 })).toThrow('media: neither url nor key');
    const rect = property({ type: 'rect', left: 0, top: 0, width: 10, height: 10 });
    expect(() => replaceMedia(rect, { url: '/n.png', width: 10, height: 10 })).toThrow(
      "replaceMedia: layer type 'rect' has no media to replace",
    );
  });

  it("a sticker: the new sheet in the same box, without the old sheet's smaller copies", () => {
    const sticker = property({
      type: 'CustomSticker',
      width: 1024,
      height: 1024,
      _staticUrl: '/old-sheet.png',
      sticker: { sheets: [{ frameWidth: 128, frameHeight: 128, url: '/old-sheet-128px.png' }] },
    });
    const patch = replaceMedia(sticker, { url: '/new-sheet.png', width: 25600, height: 2048 });
    expect(patch).toMatchObject({ _staticUrl: '/new-sheet.png', sticker: { frameWidth: 1024, columns: 25 } });
    expect(JSON.stringify(patch)).not.toContain('old-sheet-128px');
  });
});
