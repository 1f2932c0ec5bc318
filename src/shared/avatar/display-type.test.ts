import { describe, expect, it } from 'vitest';
import { AvatarPropertySchema } from '../model/avatar.ts';
import { hasFramedPosition, keepVoiceOnCanvas, switchAvatarDisplayType } from './display-type.ts';
import { avatar, CANVAS } from './test-fixtures.ts';

describe('switchAvatarDisplayType', () => {
  it('only changes avatarType between framed types: each keeps its own angle, scale and stroke', () => {
    const p = avatar();
    const toCircle = switchAvatarDisplayType(p, 'circle', CANVAS);
    expect(toCircle.patch).toEqual({ avatarType: 'circle' });
    expect(toCircle.property.shapes).toBe(p.shapes);
    const back = switchAvatarDisplayType(toCircle.property, 'square', CANVAS);
    expect(back.patch).toEqual({ avatarType: 'square' });
    expect(back.property.shapes.square).toEqual({
      ...p.shapes.square,
      angle: 20,
      scaleX: 0.6,
      scaleY: 0.7,
      strokeDashArray: [4, 2],
    });
    expect(AvatarPropertySchema.safeParse(back.property).success).toBe(true);
  });

  it('switching to the same type changes nothing', () => {
    expect(switchAvatarDisplayType(avatar(), 'halfbody', CANVAS)).toEqual({
      property: avatar(),
      patch: {},
      image: null,
    });
  });

  it('to voice: a stored badge position inside the margin is kept', () => {
    const change = switchAvatarDisplayType(avatar(), 'voice', CANVAS);
    expect(change.patch).toEqual({ avatarType: 'voice' });
  });

  it('to voice: the badge is moved 30 inside the canvas edge', () => {
    const p = avatar({
      shapes: {
        ...avatar().shapes,
        voice: { left: 1900, top: -50, angle: 0, scaleX: 1, scaleY: 1, transparent: false },
      },
    });
    const change = switchAvatarDisplayType(p, 'voice', CANVAS);
    // 1920 − 30 − 120 (badge size) = 1770; the top edge is 30.
    expect(change.patch).toEqual({
      avatarType: 'voice',
      shapes: { ...p.shapes, voice: { ...p.shapes.voice, left: 1770, top: 30 } },
    });
  });

  it('to voice without a stored position: bottom-right corner, 30 from both edges', () => {
    const p = avatar({
      shapes: {
        ...avatar().shapes,
        voice: { left: null, top: null, angle: 0, scaleX: 1, scaleY: 1, transparent: false },
      },
    });
    const voice = switchAvatarDisplayType(p, 'voice', CANVAS).property.shapes.voice;
    expect(voice).toEqual({ ...p.shapes.voice, left: 1770, top: 930 });
  });

  it('a rotated, scaled badge is kept inside by its rotated outline', () => {
    const voice = { left: null, top: null, angle: 45, scaleX: 0.5, scaleY: 0.5, transparent: false };
    const placed = keepVoiceOnCanvas(avatar(), voice, CANVAS);
    // A 60×60 badge turned 45° reaches 30√2 from its centre; its left/top corner sits at the centre's x,
    // 30√2 above it.
    const reach = 30 * Math.SQRT2;
    expect(placed.left).toBeCloseTo(1920 - 30 - reach, 9);
    expect(placed.top).toBeCloseTo(1080 - 30 - 2 * reach, 9);
  });

  it('from voice without a stored framed position: centred on the canvas', () => {
    const base = avatar({ avatarType: 'voice' });
    // Version 1 saved only the badge's position: migration leaves it as both left/top and the voice one.
    const p = { ...base, left: 500, top: 300 };
    expect(hasFramedPosition(p)).toBe(false);
    const change = switchAvatarDisplayType(p, 'halfbody', CANVAS);
    // 400×400 at scale 1: centred means left 960 − 200, top 540 − 200.
    expect(change.patch).toEqual({ avatarType: 'halfbody', left: 760, top: 340 });
    // The square keeps its own scale 0.6 × 0.7 and 20°: its centre goes to the canvas centre.
    const square = switchAvatarDisplayType(p, 'square', CANVAS).property;
    const rad = (20 * Math.PI) / 180;
    const [w, h] = [400 * 0.6, 400 * 0.7];
    expect(square.left + (w / 2) * Math.cos(rad) - (h / 2) * Math.sin(rad)).toBeCloseTo(960, 9);
    expect(square.top + (w / 2) * Math.sin(rad) + (h / 2) * Math.cos(rad)).toBeCloseTo(540, 9);
  });

  it('from voice with a stored framed position: back where it was', () => {
    const p = avatar({ avatarType: 'voice' });
    expect(hasFramedPosition(p)).toBe(true);
    expect(switchAvatarDisplayType(p, 'circle', CANVAS).patch).toEqual({ avatarType: 'circle' });
  });

  it('asks for the other presenter image of a Talking Photo when the shape transparency differs', () => {
    const shapes = avatar().shapes;
    const p = avatar({ shapes: { ...shapes, halfbody: { ...shapes.halfbody, transparent: true } } });
    expect(switchAvatarDisplayType(p, 'circle', CANVAS).image).toBe('normal');
    const circle = switchAvatarDisplayType(p, 'circle', CANVAS).property;
    expect(switchAvatarDisplayType(circle, 'halfbody', CANVAS).image).toBe('noback');
    expect(switchAvatarDisplayType(circle, 'square', CANVAS).image).toBeNull();
    expect(switchAvatarDisplayType(p, 'voice', CANVAS).image).toBeNull();
    const voice = switchAvatarDisplayType(p, 'voice', CANVAS).property;
    expect(switchAvatarDisplayType(voice, 'halfbody', CANVAS).image).toBe('noback');
    // Other avatar types have one image.
    const pro = avatar({ shapes: p.shapes }, { type: 2 });
    expect(switchAvatarDisplayType(pro, 'circle', CANVAS).image).toBeNull();
  });

  it('names a bad type or canvas size', () => {
    expect(() => switchAvatarDisplayType(avatar(), 'oval' as 'circle', CANVAS)).toThrow(
      "avatarType: 'oval' is not one of circle, square, halfbody, voice",
    );
    expect(() => switchAvatarDisplayType(avatar(), 'voice', { width: 0, height: 1080 })).toThrow(
      'canvas.width: 0 is not a positive number',
    );
  });
});
