/**
 * Avatar drawing, shared by the worker and the editing canvas: the presenter
 * in its display type, in the object plane (origin at the centre). Each display type keeps its own angle and
 * scale; circle, square and halfbody their stroke (colour, width, dash array) and background colour; circle
 * and square frame the image (cover) in the shape inscribed in the box; halfbody shows the crop rectangle of
 * the image; voice is the small voice badge at its own position. The transparent flag picks the no-background
 * image for Talking Photos (type 1). A talking avatar's mouth is drawn over its presenter in the shape given
 * (avatar-mouth.ts), closed when none is.
 */
import { avatarFaceBox, avatarMouthStyle } from '../shared/avatar/face-box.ts';
import { AVATAR } from '../shared/constants.ts';
import type { AvatarProperty } from '../shared/model/avatar.ts';
import { drawDrawnMouth, drawPhotoMouth, mouthBoxOf, type MouthContext } from './avatar-mouth.ts';
import { CLOSED_SHAPE, mouthShapeKey, type MouthShape } from './mouth-shapes.ts';
import { skinTone } from './skin-tone.ts';

/** The badge drawn for the voice display type: a disc with a speaker and sound waves. */
export const VOICE_BADGE_SIZE = AVATAR.voiceBadgeSize;

/** An image either thread can draw: its pixel size. */
export interface PresenterImage {
  width: number;
  height: number;
}

/** Placement of the avatar for its display type: each type keeps its own angle and scale (voice: position). */
export function avatarPlacement<P extends AvatarProperty>(p: P): P {
  if (p.avatarType === 'voice') {
    const v = p.shapes.voice;
    return {
      ...p,
      left: v.left ?? p.left,
      top: v.top ?? p.top,
      width: VOICE_BADGE_SIZE,
      height: VOICE_BADGE_SIZE,
      angle: v.angle,
      scaleX: v.scaleX,
      scaleY: v.scaleY,
    };
  }
  const shape = p.shapes[p.avatarType];
  return { ...p, angle: shape.angle, scaleX: shape.scaleX, scaleY: shape.scaleY };
}

/** How far (model units) the stroke reaches past the avatar's box. */
export function avatarMargin(p: AvatarProperty): number {
  return p.avatarType === 'voice' ? 0 : p.shapes[p.avatarType].strokeWidth / 2 + 1;
}

/** The image the display type shows: the no-background one for a transparent Talking Photo, if known. */
export function avatarImageUrl(p: AvatarProperty): string | undefined {
  const info = p._avatarInfo as AvatarProperty['_avatarInfo'] & {
    noback_url?: string;
    noback_static_url?: string;
  };
  const framed = p.avatarType === 'voice' ? undefined : p.shapes[p.avatarType];
  const noBack =
    framed?.transparent === true && info.type === 1 ? (info.noback_static_url ?? info.noback_url) : undefined;
  return noBack ?? info.static_url ?? info.url;
}

/**
 * Whether `mouth` draws the avatar as it is in silence: a photo's mouth whenever it is shut (lips pressed
 * included), a drawn mouth in the closed shape only; a painter keeps that picture.
 */
export function mouthDrawsClosed(p: AvatarProperty, mouth: MouthShape): boolean {
  if (p.avatarType === 'voice') return true;
  return avatarMouthStyle(p) === 'photo'
    ? mouth.open === 0
    : mouthShapeKey(mouth) === mouthShapeKey(CLOSED_SHAPE);
}

/**
 * Draws the avatar (object plane): the frame with its background, the presenter (when its image is loaded)
 * and the stroke; or the voice badge.
 */
export function drawAvatar(
  ctx: MouthContext,
  p: AvatarProperty,
  image: (CanvasImageSource & PresenterImage) | undefined,
  mouth: MouthShape = CLOSED_SHAPE,
): void {
  if (p.avatarType === 'voice') {
    drawVoiceBadge(ctx, VOICE_BADGE_SIZE, p.shapes.voice.transparent);
    return;
  }
  const type = p.avatarType;
  const shape = p.shapes[type];
  const w = p.width;
  const h = p.height;
  const side = Math.min(w, h);
  ctx.beginPath();
  if (type === 'circle') ctx.arc(0, 0, side / 2, 0, Math.PI * 2);
  else if (type === 'square') ctx.rect(-side / 2, -side / 2, side, side);
  else ctx.rect(-w / 2, -h / 2, w, h);
  ctx.save();
  ctx.clip();
  // The shape's background colour shows behind the presenter: behind a no-background (transparent) image it
  // is the colour the user chose; after a restore it is lavender (circle) or fully transparent.
  ctx.fillStyle = shape.bgColor;
  ctx.fill();
  if (image !== undefined) drawPresenter(ctx, p, image, mouth);
  ctx.restore();
  if (shape.strokeWidth > 0 && shape.stroke !== '') {
    ctx.strokeStyle = shape.stroke;
    ctx.lineWidth = shape.strokeWidth;
    ctx.setLineDash(shape.strokeDashArray ?? []);
    ctx.stroke();
  }
}

/**
 * The presenter: the crop rectangle (halfbody) or the whole image, covering the frame, standing at its bottom;
 * then its mouth, in the image's pixels mapped as the image is.
 */
function drawPresenter(
  ctx: MouthContext,
  p: AvatarProperty,
  image: CanvasImageSource & PresenterImage,
  mouth: MouthShape,
): void {
  const halfbody = p.avatarType === 'halfbody';
  const sx = halfbody ? p.cropX : 0;
  const sy = halfbody ? p.cropY : 0;
  const sw = halfbody ? (p.cropWidth ?? image.width) : image.width;
  const sh = halfbody ? (p.cropHeight ?? image.height) : image.height;
  const frameW = halfbody ? p.width : Math.min(p.width, p.height);
  const frameH = halfbody ? p.height : Math.min(p.width, p.height);
  const ratio = Math.max(frameW / sw, frameH / sh);
  const dw = sw * ratio;
  const dh = sh * ratio;
  // Circle and square align the image's top with the frame's; halfbody centres the crop.
  const dy = halfbody ? -dh / 2 : -frameH / 2;
  ctx.drawImage(image, sx, sy, sw, sh, -dw / 2, dy, dw, dh);
  const style = avatarMouthStyle(p);
  if (style === 'photo' && mouth.open === 0) return;
  const face = avatarFaceBox(p, image);
  const box = mouthBoxOf(face, image, style);
  ctx.save();
  ctx.translate(-dw / 2 - sx * ratio, dy - sy * ratio);
  ctx.scale(ratio, ratio);
  const skin = skinTone(image, image.width, image.height, face);
  if (style === 'drawn') drawDrawnMouth(ctx, box, mouth, skin);
  else drawPhotoMouth(ctx, image, box, mouth, skin);
  ctx.restore();
}

function drawVoiceBadge(ctx: MouthContext, size: number, transparent: boolean): void {
  const r = size / 2;
  if (!transparent) {
    ctx.beginPath();
    ctx.arc(0, 0, r, 0, Math.PI * 2);
    ctx.fillStyle = '#8b3dff';
    ctx.fill();
  }
  ctx.fillStyle = '#ffffff';
  ctx.strokeStyle = '#ffffff';
  ctx.lineWidth = size * 0.05;
  ctx.lineCap = 'round';
  // Speaker.
  ctx.beginPath();
  ctx.moveTo(-r * 0.5, -r * 0.18);
  ctx.lineTo(-r * 0.3, -r * 0.18);
  ctx.lineTo(-r * 0.05, -r * 0.42);
  ctx.lineTo(-r * 0.05, r * 0.42);
  ctx.lineTo(-r * 0.3, r * 0.18);
  ctx.lineTo(-r * 0.5, r * 0.18);
  ctx.closePath();
  ctx.fill();
  // Two sound waves.
  for (const k of [0.25, 0.45]) {
    ctx.beginPath();
    ctx.arc(0, 0, r * k + r * 0.1, -Math.PI / 4, Math.PI / 4);
    ctx.stroke();
  }
}
