/**
 * A talking avatar's mouth, drawn over its presenter image in the image's pixels (the caller maps them onto
 * the frame, as it draws the image). Two ways, by the avatar's mouth style:
 *
 * - `drawn` (generated presenters, whose pictures have no mouth): lips in the skin's lip colour around the
 *   opening, with the upper teeth and the tongue as the shape shows them; closed, a pair of lips meeting in a
 *   line. Drawn in every frame, silent ones included.
 * - `photo` (a picture with its own mouth): the jaw under the line between the lips is pulled down by the
 *   opening, most in the middle and not at all at the corners, in thin vertical strips (the chin stays where it
 *   is: each strip is squeezed, not moved); the gap shows a dark mouth with the upper teeth and a lower lip
 *   edge. Closed, nothing is drawn: the picture as it is.
 */
import { MOUTH_IN_FACE } from '../shared/avatar/face-box.ts';
import type { FaceBox, MouthStyle } from '../shared/model/avatar.ts';
import type { Draw2D } from './draw2d.ts';
import type { MouthShape } from './mouth-shapes.ts';
import { css, lipColour, lipLineColour, type Rgb } from './skin-tone.ts';

export type MouthContext = Draw2D & Pick<OffscreenCanvasRenderingContext2D, 'lineCap'>;

const MOUTH_DARK = '#3a1115';
const TEETH = '#f3efe6';
const TONGUE = '#b9474f';
/** Vertical strips the photo's jaw is pulled down in. */
const JAW_STRIPS = 24;

/** The mouth's place in image pixels: the middle of the lip line, its width, the widest opening, the chin. */
export interface MouthBox {
  cx: number;
  lipY: number;
  width: number;
  opening: number;
  chinY: number;
}

export function mouthBoxOf(
  face: FaceBox,
  size: { width: number; height: number },
  style: MouthStyle,
): MouthBox {
  const faceW = face.width * size.width;
  const faceH = face.height * size.height;
  return {
    cx: (face.x + face.width / 2) * size.width,
    lipY: face.y * size.height + MOUTH_IN_FACE.lipLine * faceH,
    width: MOUTH_IN_FACE.width * faceW,
    opening: (style === 'drawn' ? MOUTH_IN_FACE.drawnOpening : MOUTH_IN_FACE.photoOpening) * faceW,
    chinY: (face.y + face.height) * size.height,
  };
}

/**
 * A closed outline through the corners (cx ± halfWidth, y) with its top at y + top and bottom at y + bottom
 * (top < 0 < bottom): pointed corners when `round` is 0, an oval when 1.
 */
function outline(
  ctx: MouthContext,
  cx: number,
  y: number,
  halfWidth: number,
  top: number,
  bottom: number,
  round: number,
): void {
  const corner = 0.552 * round;
  const middle = halfWidth * (0.552 + 0.3 * (1 - round));
  ctx.moveTo(cx - halfWidth, y);
  ctx.bezierCurveTo(cx - halfWidth, y + top * corner, cx - middle, y + top, cx, y + top);
  ctx.bezierCurveTo(cx + middle, y + top, cx + halfWidth, y + top * corner, cx + halfWidth, y);
  ctx.bezierCurveTo(cx + halfWidth, y + bottom * corner, cx + middle, y + bottom, cx, y + bottom);
  ctx.bezierCurveTo(cx - middle, y + bottom, cx - halfWidth, y + bottom * corner, cx - halfWidth, y);
  ctx.closePath();
}

/** Upper teeth from the opening's top down, and the tongue at its bottom, inside the current clip. */
function teethAndTongue(
  ctx: MouthContext,
  box: MouthBox,
  halfWidth: number,
  top: number,
  bottom: number,
  shape: MouthShape,
): void {
  const height = bottom - top;
  if (shape.teeth > 0) {
    ctx.beginPath();
    ctx.rect(
      box.cx - halfWidth,
      box.lipY + top,
      2 * halfWidth,
      Math.min(height, Math.max(height * 0.3, box.width * 0.08)) * shape.teeth,
    );
    ctx.fillStyle = TEETH;
    ctx.fill();
  }
  if (shape.tongue > 0) {
    ctx.beginPath();
    outline(ctx, box.cx, box.lipY + bottom, halfWidth * 0.75, -height * 0.45 * shape.tongue, height * 0.3, 1);
    ctx.fillStyle = TONGUE;
    ctx.fill();
  }
}

/** The drawn mouth of a generated presenter. */
export function drawDrawnMouth(ctx: MouthContext, box: MouthBox, shape: MouthShape, skin: Rgb): void {
  const halfWidth = (box.width * shape.width) / 2;
  const lip = box.width * 0.09;
  const open = box.opening * shape.open;
  const top = -open * 0.3;
  const bottom = open * 0.7;
  ctx.beginPath();
  outline(ctx, box.cx, box.lipY, halfWidth, top - lip, bottom + lip * 1.15, shape.round);
  ctx.fillStyle = css(lipColour(skin));
  ctx.fill();
  if (open < 0.5) {
    // Closed: the line where the lips meet, curving up a little at the corners.
    ctx.beginPath();
    ctx.moveTo(box.cx - halfWidth * 0.96, box.lipY - lip * 0.15);
    ctx.quadraticCurveTo(box.cx, box.lipY + lip * 0.35, box.cx + halfWidth * 0.96, box.lipY - lip * 0.15);
    ctx.strokeStyle = css(lipLineColour(skin));
    ctx.lineWidth = Math.max(1, box.width * 0.025);
    ctx.lineCap = 'round';
    ctx.stroke();
    return;
  }
  const inner = Math.max(halfWidth - lip * 0.55, halfWidth * 0.5);
  ctx.save();
  ctx.beginPath();
  outline(ctx, box.cx, box.lipY, inner, top, bottom, shape.round);
  ctx.fillStyle = MOUTH_DARK;
  ctx.fill();
  ctx.clip();
  teethAndTongue(ctx, box, inner, top, bottom, shape);
  ctx.restore();
}

/** How far the jaw is pulled down at `x` (image pixels) for an opening `open` over a half-width `reach`. */
const drop = (box: MouthBox, x: number, open: number, reach: number): number => {
  const u = (x - box.cx) / reach;
  return Math.abs(u) >= 1 ? 0 : open * (1 - u * u);
};

/** The opened mouth of a photo: the jaw pulled down, the dark opening in the gap. */
export function drawPhotoMouth(
  ctx: MouthContext,
  image: CanvasImageSource,
  box: MouthBox,
  shape: MouthShape,
  skin: Rgb,
): void {
  const open = box.opening * shape.open;
  if (open < 0.5) return;
  const halfWidth = (box.width * shape.width) / 2;
  const reach = halfWidth * 1.3;
  const jaw = box.chinY - box.lipY;
  if (!(jaw > open)) return;
  // The jaw, strip by strip: the source from the lip line to the chin drawn from the lip line + drop down to
  // the chin (strips overlap by a fraction of a pixel so no seam shows).
  const strip = (2 * reach) / JAW_STRIPS;
  for (let i = 0; i < JAW_STRIPS; i++) {
    const x = box.cx - reach + i * strip;
    const d = drop(box, x + strip / 2, open, reach);
    if (d < 0.25) continue;
    ctx.drawImage(image, x, box.lipY, strip, jaw, x, box.lipY + d, strip + 0.5, jaw - d);
  }
  // The opening: under a slight arch of the upper lip, down to the pulled jaw.
  const points = 12;
  const arch = open * 0.08;
  ctx.save();
  ctx.beginPath();
  ctx.moveTo(box.cx - halfWidth, box.lipY);
  ctx.quadraticCurveTo(box.cx, box.lipY - arch, box.cx + halfWidth, box.lipY);
  for (let i = points; i >= 0; i--) {
    const x = box.cx - halfWidth + (2 * halfWidth * i) / points;
    ctx.lineTo(x, box.lipY + drop(box, x, open, reach) * 0.92);
  }
  ctx.closePath();
  ctx.fillStyle = MOUTH_DARK;
  ctx.fill();
  ctx.strokeStyle = css(lipLineColour(skin));
  ctx.lineWidth = Math.max(1, box.width * 0.03);
  ctx.lineCap = 'round';
  ctx.stroke();
  ctx.clip();
  teethAndTongue(ctx, box, halfWidth, -arch, drop(box, box.cx, open, reach) * 0.92, shape);
  ctx.restore();
  // The lower lip's edge along the bottom of the opening.
  ctx.beginPath();
  for (let i = 0; i <= points; i++) {
    const x = box.cx - halfWidth * 0.9 + (1.8 * halfWidth * i) / points;
    const y = box.lipY + drop(box, x, open, reach) * 0.92 + box.width * 0.02;
    if (i === 0) ctx.moveTo(x, y);
    else ctx.lineTo(x, y);
  }
  ctx.strokeStyle = css(lipColour(skin));
  ctx.lineWidth = Math.max(1, box.width * 0.05);
  ctx.stroke();
}
