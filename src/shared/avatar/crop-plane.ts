/**
 * Cropping an avatar on the canvas: the crop is of the presenter image, so while the crop box is up
 * the canvas shows the whole image (imageWidth × imageHeight) standing exactly where the halfbody frame shows
 * its part of it, and the box is dragged in that image's plane (origin at the image's centre, image pixels).
 * When done, the box becomes the crop rectangle (cropX/Y/Width/Height) and the frame is resized and moved so
 * that every pixel stays where it was on the canvas: the frame becomes the crop, nothing jumps. Pure.
 *
 * The halfbody frame draws its crop rectangle covering the frame (src/canvas/avatar.ts): `r`, the frame's
 * units per image pixel, is max(frame width / crop width, frame height / crop height), and the crop's centre
 * sits at the frame's centre. A new frame of (crop size × r) keeps `r`, hence the pixels' size.
 */
import type { AvatarProperty } from '../model/avatar.ts';
import type { Box } from '../model/geometry.ts';
import { boxCenter } from '../model/geometry.ts';
import { cropClipPath, type CropRect } from '../geometry/crop-shapes.ts';
import type { AvatarChange } from './change.ts';
import { avatarChange } from './change.ts';
import { applyAvatarCrop, startAvatarCrop } from './crop.ts';
import { leftTopForCentre } from './placement.ts';
import type { CanvasSize } from './placement.ts';

/** A rectangle in the image plane: its centre (origin at the image's centre) and size, image pixels. */
export type ImagePlaneRect = CropRect;

export interface AvatarCropPlane {
  /** The avatar in halfbody, as the crop sees it. */
  halfbody: AvatarProperty;
  /** Where the whole presenter image stands on the canvas: a box of imageWidth × imageHeight. */
  image: Box & { flipX: boolean; flipY: boolean };
  /** The part of the image the frame shows now (the crop box's start). */
  shown: ImagePlaneRect;
}

/** The halfbody frame's box and the mapping of its object plane to the canvas. */
function frameOf(q: AvatarProperty) {
  const shape = q.shapes.halfbody;
  const frame: Box = {
    left: q.left,
    top: q.top,
    width: q.width,
    height: q.height,
    scaleX: shape.scaleX,
    scaleY: shape.scaleY,
    angle: shape.angle,
    originX: q.originX,
    originY: q.originY,
  };
  const W = q.imageWidth;
  const H = q.imageHeight;
  for (const [field, value] of [
    ['imageWidth', W],
    ['imageHeight', H],
    ['width', q.width],
    ['height', q.height],
  ] as const) {
    if (!(Number.isFinite(value) && value > 0)) {
      throw new RangeError(`${field}: ${String(value)} leaves no avatar image to crop`);
    }
  }
  const sw = q.cropWidth ?? W;
  const sh = q.cropHeight ?? H;
  const r = Math.max(q.width / sw, q.height / sh);
  // The image's centre in the frame's object plane (origin at the frame's centre, units before its scale).
  const ox = (W / 2 - q.cropX - sw / 2) * r;
  const oy = (H / 2 - q.cropY - sh / 2) * r;
  const centre = boxCenter(frame);
  const rad = (frame.angle * Math.PI) / 180;
  const fx = q.flipX ? -1 : 1;
  const fy = q.flipY ? -1 : 1;
  /** A point of the frame's object plane on the canvas (Fabric: flip, scale, rotate, then translate). */
  const toCanvas = (x: number, y: number) => {
    const sx = x * frame.scaleX * fx;
    const sy = y * frame.scaleY * fy;
    return {
      x: centre.x + sx * Math.cos(rad) - sy * Math.sin(rad),
      y: centre.y + sx * Math.sin(rad) + sy * Math.cos(rad),
    };
  };
  return { frame, r, ox, oy, toCanvas, W, H };
}

/** Where the crop happens: the avatar forced into halfbody, its whole image, and the part shown now. */
export function avatarCropPlane(p: AvatarProperty, canvas: CanvasSize): AvatarCropPlane {
  const halfbody = startAvatarCrop(p, canvas).property;
  const { frame, r, ox, oy, toCanvas, W, H } = frameOf(halfbody);
  const box: Box = { ...frame, width: W, height: H, scaleX: frame.scaleX * r, scaleY: frame.scaleY * r };
  const at = toCanvas(ox, oy);
  const moved = leftTopForCentre(box, at.x, at.y);
  return {
    halfbody,
    image: { ...box, ...moved, flipX: halfbody.flipX, flipY: halfbody.flipY },
    shown: { cx: -ox / r, cy: -oy / r, width: halfbody.width / r, height: halfbody.height / r },
  };
}

/** Thousandths of a pixel: enough, and keeps floating-point dust out of the saved project. */
const snap = (v: number) => Math.round(v * 1000) / 1000;
/** A value within rounding dust of an image edge is that edge (so a box at the edge is not refused). */
const dust = (v: number, edge: number) => (Math.abs(v - edge) < 0.01 ? edge : v);

/**
 * The avatar with the crop box `rect` (image plane) stored: halfbody, the crop rectangle and its clip, and the
 * frame made the crop's size at the same place on the canvas. A box outside the image or of no size is
 * refused with a RangeError naming the crop field.
 */
export function applyAvatarCropRect(
  p: AvatarProperty,
  rect: ImagePlaneRect,
  canvas: CanvasSize,
): AvatarChange {
  const plane = avatarCropPlane(p, canvas);
  const { frame, r, ox, oy, toCanvas, W, H } = frameOf(plane.halfbody);
  const cropX = dust(snap(W / 2 + rect.cx - rect.width / 2), 0);
  const cropY = dust(snap(H / 2 + rect.cy - rect.height / 2), 0);
  const cropWidth = dust(cropX + snap(rect.width), W) - cropX;
  const cropHeight = dust(cropY + snap(rect.height), H) - cropY;
  const cropClip = cropClipPath('rect', {
    cx: snap(rect.cx),
    cy: snap(rect.cy),
    width: snap(rect.width),
    height: snap(rect.height),
  });
  const cropped = applyAvatarCrop(p, { cropClip, cropX, cropY, cropWidth, cropHeight }, canvas).property;
  const width = snap(rect.width * r);
  const height = snap(rect.height * r);
  const at = toCanvas(ox + rect.cx * r, oy + rect.cy * r);
  const { left, top } = leftTopForCentre({ ...frame, width, height }, at.x, at.y);
  return avatarChange(p, { ...cropped, width, height, left: snap(left), top: snap(top) });
}
