import { describe, expect, it } from 'vitest';
import {
  avatarFaceBox,
  avatarMouthStyle,
  DEFAULT_FACE_BOX,
  lipSyncOn,
  setAvatarFaceBox,
  setAvatarLipSync,
} from '../../../src/shared/avatar/face-box.ts';
import type { AvatarProperty } from '../../../src/shared/model/avatar.ts';
import { normalizeProject } from '../../../src/shared/normalize/project.ts';

function avatar(extra: Record<string, unknown> = {}, info: Record<string, unknown> = {}): AvatarProperty {
  const project = normalizeProject({
    clips: [
      {
        layers: [
          {
            id: 'avatar01',
            type: 'avatar',
            property: { type: 'Avatar', _avatarInfo: { id: 201, type: 2, ...info }, ...extra },
          },
        ],
      },
    ],
  });
  return project.clips[0]!.layers[0]!.property as AvatarProperty;
}

const SIZE = { width: 380, height: 540 };

describe('the face of a talking avatar', () => {
  it("is the user's box, else the library's rectangle in the picture's pixels, else a portrait's usual place", () => {
    const config = { x: 114, y: 108, width: 152, height: 162 };
    expect(avatarFaceBox(avatar({}, { config }), SIZE)).toEqual({ x: 0.3, y: 0.2, width: 0.4, height: 0.3 });
    // The rectangle is in the pixels of the picture drawn: on one twice as large it is half the face.
    expect(avatarFaceBox(avatar({}, { config }), { width: 760, height: 1080 })).toEqual({
      x: 0.15,
      y: 0.1,
      width: 0.2,
      height: 0.15,
    });
    const mine = { x: 0.1, y: 0.1, width: 0.5, height: 0.5 };
    expect(avatarFaceBox(avatar({ faceBox: mine }, { config }), SIZE)).toEqual(mine);
    expect(avatarFaceBox(avatar(), SIZE)).toEqual(DEFAULT_FACE_BOX);
    // A rectangle that does not fit the picture, or a picture of no size, leaves the default.
    expect(avatarFaceBox(avatar({}, { config: { x: 300, y: 0, width: 200, height: 100 } }), SIZE)).toEqual(
      DEFAULT_FACE_BOX,
    );
    expect(avatarFaceBox(avatar({}, { config }), { width: 0, height: 0 })).toEqual(DEFAULT_FACE_BOX);
  });

  it('moves as the library says (else as a photo) and follows the speech unless turned off or a voice badge', () => {
    expect(avatarMouthStyle(avatar())).toBe('photo');
    expect(avatarMouthStyle(avatar({}, { mouth_style: 'drawn' }))).toBe('drawn');
    expect(lipSyncOn(avatar())).toBe(true);
    expect(lipSyncOn(avatar({ lipSync: false }))).toBe(false);
    expect(lipSyncOn(avatar({ avatarType: 'voice' }))).toBe(false);
  });

  it('is set and reset by pure edits that refuse a box outside the picture, naming the field and the value', () => {
    const p = avatar();
    const box = { x: 0.2, y: 0.1, width: 0.5, height: 0.4 };
    expect(setAvatarFaceBox(p, box).patch).toEqual({ faceBox: box });
    const set = setAvatarFaceBox(p, box).property;
    expect(setAvatarFaceBox(set, undefined).patch).toEqual({ faceBox: undefined });
    expect(() => setAvatarFaceBox(p, { ...box, x: 0.6 })).toThrow(
      'faceBox.width: 0.5 does not fit the image: it must be > 0 and at most 0.4',
    );
    expect(() => setAvatarFaceBox(p, { ...box, y: -0.1 })).toThrow(
      'faceBox.y: -0.1 is not a fraction of the image from 0 to below 1',
    );
    expect(setAvatarLipSync(p, false).patch).toEqual({ lipSync: false });
    expect(setAvatarLipSync(setAvatarLipSync(p, false).property, true).patch).toEqual({ lipSync: true });
  });
});
