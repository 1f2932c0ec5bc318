/**
 * New avatar layers: the template (the library's, or the shared default) showing the chosen presenter, 400 wide on
 * the canvas, centred on the target point, in the chosen display type (circle, square, halfbody or voice —
 * voice puts its badge the voice margin inside the canvas, as switching to it does).
 */
import { AVATAR, CANVAS_SIZES } from '../../constants.ts';
import { createAvatar, defaultAvatarTemplate } from '../../avatar/create-avatar.ts';
import { switchAvatarDisplayType } from '../../avatar/display-type.ts';
import type { AvatarDisplayType, AvatarInfo, AvatarProperty } from '../../model/avatar.ts';
import { AVATAR_DISPLAY_TYPES } from '../../model/avatar.ts';
import type { Layer } from '../../model/layer.ts';
import { newLayer, round, targetCentre, type NewLayerTarget } from './common.ts';

export interface NewAvatar {
  info: AvatarInfo;
  displayType: AvatarDisplayType;
  /** The library's default template; the shared default when absent. */
  template?: AvatarProperty | undefined;
}

export function newAvatarLayer(avatar: NewAvatar, target: NewLayerTarget): Layer {
  if (!AVATAR_DISPLAY_TYPES.includes(avatar.displayType)) {
    throw new RangeError(
      `displayType: '${String(avatar.displayType)}' is not one of ${AVATAR_DISPLAY_TYPES.join(', ')}`,
    );
  }
  const template = avatar.template ?? defaultAvatarTemplate(avatar.info);
  const width = AVATAR.defaultCanvasSize;
  const height = (template.height * width) / template.width;
  const centre = targetCentre(target);
  // The template's own placement is replaced: origin left/top like every new layer, and visible.
  const placed = createAvatar(
    avatar.info,
    { left: round(centre.x - width / 2), top: round(centre.y - height / 2), width, scaleX: 1 },
    { template: { ...template, originX: 'left', originY: 'top', visible: true } },
  );
  const property =
    avatar.displayType === placed.avatarType
      ? placed
      : switchAvatarDisplayType(placed, avatar.displayType, CANVAS_SIZES[target.layout]).property;
  return newLayer(property, target);
}
