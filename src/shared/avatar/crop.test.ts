import { describe, expect, it } from 'vitest';
import { applyAvatarCrop, startAvatarCrop } from './crop.ts';
import { avatar, CANVAS } from './test-fixtures.ts';

const clip = { type: 'rect', left: 0, top: -100, width: 760, height: 600 };

describe('avatar crop', () => {
  it('starting a crop forces halfbody', () => {
    expect(startAvatarCrop(avatar({ avatarType: 'circle' }), CANVAS).patch).toEqual({
      avatarType: 'halfbody',
    });
    expect(startAvatarCrop(avatar(), CANVAS).patch).toEqual({});
  });

  it('applying stores the crop in halfbody', () => {
    const crop = { cropClip: clip, cropX: 0, cropY: 40, cropWidth: 760, cropHeight: 600 };
    const change = applyAvatarCrop(avatar({ avatarType: 'square' }), crop, CANVAS);
    // cropX was 0 already: the patch holds only what changed.
    const { cropX: _unchanged, ...changed } = crop;
    expect(change.patch).toEqual({ avatarType: 'halfbody', ...changed });
    expect(change.property).toMatchObject(crop);
  });

  it('refuses a crop outside the image, naming the field', () => {
    const crop = { cropClip: clip, cropX: 100, cropY: 0, cropWidth: 700, cropHeight: 600 };
    expect(() => applyAvatarCrop(avatar(), crop, CANVAS)).toThrow(
      'cropWidth: 700 puts the crop outside the 760×1080 image',
    );
    expect(() => applyAvatarCrop(avatar(), { ...crop, cropX: -1, cropWidth: 10 }, CANVAS)).toThrow(
      'cropX: -1 puts the crop outside',
    );
  });
});
