/** Avatars for the avatar tests: the default template with the display type and shapes a test needs. */
import type { AvatarInfo, AvatarProperty } from '../model/avatar.ts';
import { defaultAvatarTemplate } from './create-avatar.ts';

export const CANVAS = { width: 1920, height: 1080 };

export function avatar(
  overrides: Partial<AvatarProperty> = {},
  info: Partial<AvatarInfo> = {},
): AvatarProperty {
  const base = defaultAvatarTemplate({ id: 7, type: 1, key: 'presenter', ...info });
  return {
    ...base,
    width: 400,
    height: 400,
    scaleX: 1,
    scaleY: 1,
    left: 300,
    top: 200,
    shapes: {
      circle: {
        ...base.shapes.circle,
        angle: 10,
        scaleX: 0.5,
        scaleY: 0.5,
        stroke: '#ff0000',
        strokeWidth: 4,
      },
      square: { ...base.shapes.square, angle: 20, scaleX: 0.6, scaleY: 0.7, strokeDashArray: [4, 2] },
      halfbody: { ...base.shapes.halfbody, angle: 0, scaleX: 1, scaleY: 1 },
      voice: { left: 500, top: 300, angle: 0, scaleX: 1, scaleY: 1, transparent: false },
    },
    ...overrides,
  };
}
