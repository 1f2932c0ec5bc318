import { describe, expect, it } from 'vitest';
import { applyAvatarCropRect, avatarCropPlane } from './crop-plane.ts';
import { avatar, CANVAS } from './test-fixtures.ts';

/** Every number of `expected` within 0.005 in `actual`; other values equal. */
function close(actual: object, expected: object) {
  for (const [key, value] of Object.entries(expected)) {
    const got = (actual as Record<string, unknown>)[key];
    if (typeof value === 'number') expect(got, key).toBeCloseTo(value, 2);
    else expect(got, key).toEqual(value);
  }
}

describe('avatar crop plane', () => {
  it('an uncropped halfbody frame of the image size: the image stands where the frame is', () => {
    const p = avatar({ width: 760, height: 1080, left: 100, top: 50 });
    const plane = avatarCropPlane(p, CANVAS);
    expect(plane.halfbody).toBe(p);
    close(plane.image, { left: 100, top: 50, width: 760, height: 1080, scaleX: 1, scaleY: 1, angle: 0 });
    close(plane.shown, { cx: 0, cy: 0, width: 760, height: 1080 });
  });

  it('starting from circle forces halfbody; a square frame shows the middle of the image, covering it', () => {
    // 400×400 frame at (300, 200), halfbody scale 1; the 760×1080 image covers it at r = 400/760.
    const plane = avatarCropPlane(avatar({ avatarType: 'circle' }), CANVAS);
    expect(plane.halfbody.avatarType).toBe('halfbody');
    const r = 400 / 760;
    close(plane.image, { width: 760, height: 1080, scaleX: r, scaleY: r, left: 300, top: 400 - 540 * r });
    close(plane.shown, { cx: 0, cy: 0, width: 760, height: 760 });
  });

  it('a stored crop: the image plane is placed so the crop rectangle fills the frame', () => {
    const p = avatar({ cropX: 100, cropY: 200, cropWidth: 400, cropHeight: 400 });
    const plane = avatarCropPlane(p, CANVAS);
    // r = 1: the crop's centre (300, 400) of the image is the frame's centre (500, 400), so the image's
    // centre (380, 540) is at (580, 540) and its corner at (200, 0).
    close(plane.image, { left: 200, top: 0, scaleX: 1, scaleY: 1 });
    close(plane.shown, { cx: 300 - 380, cy: 400 - 540, width: 400, height: 400 });
  });
});

describe('applyAvatarCropRect', () => {
  it('stores the crop rectangle and its clip, and makes the frame the crop at the same place', () => {
    const p = avatar({ width: 760, height: 1080, left: 100, top: 50, avatarType: 'square' });
    const change = applyAvatarCropRect(p, { cx: -80, cy: -140, width: 400, height: 600 }, CANVAS);
    expect(change.patch).toMatchObject({
      avatarType: 'halfbody',
      cropX: 100,
      cropY: 100,
      cropWidth: 400,
      cropHeight: 600,
      width: 400,
      height: 600,
      left: 200,
      top: 150,
    });
    expect(change.patch.cropClip).toMatchObject({
      type: 'rect',
      left: -80,
      top: -140,
      width: 400,
      height: 600,
    });
  });

  it('keeps every pixel in place: rotated, scaled and flipped, the image plane is the same afterwards', () => {
    const p = avatar({
      flipX: true,
      originX: 'center',
      originY: 'center',
      cropX: 40,
      cropY: 60,
      cropWidth: 500,
      cropHeight: 700,
    });
    p.shapes.halfbody = { ...p.shapes.halfbody, angle: 30, scaleX: 0.7, scaleY: 0.6 };
    const before = avatarCropPlane(p, CANVAS);
    const rect = { cx: 50, cy: -100, width: 300, height: 420 };
    const after = avatarCropPlane({ ...p, ...applyAvatarCropRect(p, rect, CANVAS).patch }, CANVAS);
    close(after.image, before.image);
    close(after.shown, rect);
  });

  it('accepts a box on the image edge despite rounding; refuses one outside, naming the field', () => {
    const p = avatar({ width: 760, height: 1080 });
    const edge = applyAvatarCropRect(p, { cx: 380 - 100.0004, cy: 0, width: 200.0007, height: 1080 }, CANVAS);
    expect(edge.property.cropX + edge.property.cropWidth!).toBe(760);
    expect(() => applyAvatarCropRect(p, { cx: 300, cy: 0, width: 400, height: 1080 }, CANVAS)).toThrow(
      /^cropWidth: 400 puts the crop outside the 760×1080 image/,
    );
    expect(() => applyAvatarCropRect(p, { cx: 0, cy: 0, width: 0, height: 100 }, CANVAS)).toThrow(
      /^cropWidth: 0 /,
    );
  });
});
