/**
 * Avatar creation: a new avatar is a copy of the
 * default template (760×1080, scale about 0.398, initial width 700, halfbody) for the chosen avatar, put where
 * an existing placeholder image is and scaled so that its width on the canvas equals the placeholder's; it is
 * visible unless the placeholder was explicitly hidden. An avatar with a role index is the presenter of that
 * conversation role, whose key, name, gender and URLs follow the avatar. Pure.
 */
import { AVATAR } from '../constants.ts';
import type { AvatarFrameState, AvatarInfo, AvatarProperty, FramedDisplayType } from '../model/avatar.ts';
import { FRAMED_DISPLAY_TYPES } from '../model/avatar.ts';
import { uprightPlacement, type Box } from '../model/geometry.ts';
import type { ConversationRole, Speech } from '../model/speech.ts';

/** Where the avatar goes: the placeholder image's placement; visible false: it was explicitly hidden. */
export type AvatarPlaceholder = Pick<Box, 'left' | 'top' | 'width' | 'scaleX' | 'originX' | 'originY'> & {
  visible?: boolean;
};

const frame = (shape: FramedDisplayType): AvatarFrameState => ({
  angle: 0,
  scaleX: AVATAR.templateScale,
  scaleY: AVATAR.templateScale,
  stroke: '',
  strokeWidth: 0,
  strokeDashArray: null,
  bgColor: AVATAR.restoreBackground[shape],
  transparent: false,
});

/** The default avatar template showing `info`: halfbody, at the origin, at the template scale. */
export function defaultAvatarTemplate(info: AvatarInfo): AvatarProperty {
  return {
    type: 'Avatar',
    ...uprightPlacement(0, 0, AVATAR.templateWidth, AVATAR.templateHeight, AVATAR.templateScale),
    version: AVATAR.version,
    _avatarInfo: info,
    avatarType: 'halfbody',
    shapes: {
      circle: frame('circle'),
      square: frame('square'),
      halfbody: frame('halfbody'),
      voice: { left: null, top: null, angle: 0, scaleX: 1, scaleY: 1, transparent: false },
    },
    imageWidth: AVATAR.templateWidth,
    imageHeight: AVATAR.templateHeight,
    initWidth: AVATAR.templateInitialWidth,
    initHeight: AVATAR.templateHeight,
    cropClip: null,
    cropX: 0,
    cropY: 0,
    cropWidth: null,
    cropHeight: null,
  };
}

export interface CreateAvatarOptions {
  /** The conversation role this avatar presents. */
  roleIndex?: number;
  /** Another template to copy; default: defaultAvatarTemplate(info). */
  template?: AvatarProperty;
}

export function createAvatar(
  info: AvatarInfo,
  placeholder: AvatarPlaceholder,
  options: CreateAvatarOptions = {},
): AvatarProperty {
  for (const key of ['left', 'top', 'width', 'scaleX'] as const) {
    const value = placeholder[key];
    const ok = Number.isFinite(value) && (key === 'left' || key === 'top' || value !== 0);
    if (!ok || (key === 'width' && value <= 0)) {
      throw new RangeError(`placeholder.${key}: ${String(value)} cannot place an avatar`);
    }
  }
  const template = options.template ?? defaultAvatarTemplate(info);
  const scale = (placeholder.width * Math.abs(placeholder.scaleX)) / template.width;
  // Every display type keeps its own scale: each is scaled by the same factor as the template's.
  const factor = scale / template.scaleX;
  const shapes = { ...template.shapes };
  for (const shape of FRAMED_DISPLAY_TYPES) {
    const state = template.shapes[shape];
    shapes[shape] = { ...state, scaleX: state.scaleX * factor, scaleY: state.scaleY * factor };
  }
  const avatar: AvatarProperty = {
    ...template,
    _avatarInfo: info,
    left: placeholder.left,
    top: placeholder.top,
    originX: placeholder.originX ?? template.originX,
    originY: placeholder.originY ?? template.originY,
    scaleX: scale,
    scaleY: scale,
    shapes,
    visible: placeholder.visible !== false,
  };
  if (options.roleIndex !== undefined) avatar._roleIndex = options.roleIndex;
  return avatar;
}

/**
 * The speech with the avatar's conversation role updated from its avatar info (key, name, gender, URLs); the
 * speech itself when the avatar has no role index.
 */
export function linkConversationRole(speech: Speech, avatar: AvatarProperty): Speech {
  const index = avatar._roleIndex;
  if (index === undefined) return speech;
  const role = speech.roles[index];
  if (!Number.isInteger(index) || role === undefined) {
    throw new RangeError(`_roleIndex: ${index} names no role of the ${speech.roles.length} in the speech`);
  }
  const info = avatar._avatarInfo;
  const next: ConversationRole = {
    ...role,
    key: info.key,
    name: info.name,
    gender: info.gender ?? role.gender,
    static_url: info.static_url,
    url: info.url,
  };
  return { ...speech, roles: speech.roles.map((r, i) => (i === index ? next : r)) };
}
