import { describe, expect, it } from 'vitest';
import {
  AVATAR_CATALOG,
  AVATAR_FACE,
  avatarMouthStyle,
  drawAvatar,
} from '../../../src/server/demo/avatars.ts';
import { decodePng } from '../../../src/server/demo/png-decode.ts';
import { MOUTH_IN_FACE } from '../../../src/shared/avatar/face-box.ts';

/** RGB of the generated picture at (x, y). */
function rgbAt(png: Buffer, x: number, y: number): number[] {
  const { width, rgba } = decodePng(new Uint8Array(png));
  const i = (Math.round(y) * width + Math.round(x)) * 4;
  return [...rgba.subarray(i, i + 3)];
}

describe('the generated presenters have faces for talking', () => {
  const centre = AVATAR_FACE.x + AVATAR_FACE.width / 2;
  const lipLine = AVATAR_FACE.y + MOUTH_IN_FACE.lipLine * AVATAR_FACE.height;

  it('a Talking Photo has a closed mouth of its own on the lip line; the others have skin there, for a drawn one', () => {
    for (const avatar of AVATAR_CATALOG) {
      const png = drawAvatar(avatar, true);
      const mouth = rgbAt(png, centre, lipLine + 2);
      const cheek = rgbAt(png, AVATAR_FACE.x + AVATAR_FACE.width * 0.25, lipLine);
      expect(cheek, avatar.name).toEqual([...avatar.skin]);
      if (avatarMouthStyle(avatar) === 'photo') {
        expect(avatar.type).toBe(1);
        // Lips: redder and darker than the skin.
        expect(mouth[0]! - mouth[1]!, avatar.name).toBeGreaterThan(avatar.skin[0] - avatar.skin[1]);
        expect(mouth[1]!, avatar.name).toBeLessThan(avatar.skin[1]);
      } else expect(mouth, avatar.name).toEqual([...avatar.skin]);
    }
  });

  it('has two eyes inside the face box, above the mouth', () => {
    const png = drawAvatar(AVATAR_CATALOG[2]!, false);
    for (const eye of [0.3, 0.7]) {
      const rgb = rgbAt(
        png,
        AVATAR_FACE.x + eye * AVATAR_FACE.width,
        AVATAR_FACE.y + 0.47 * AVATAR_FACE.height,
      );
      expect(rgb[0]! + rgb[1]! + rgb[2]!).toBeLessThan(150);
    }
  });
});
