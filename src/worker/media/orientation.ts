/**
 * Turning a decoded picture upright. Phones store portrait video as landscape frames plus a rotation in the
 * container's matrix (90° or 270°, sometimes 180°, and a mirror for some front cameras), which every player
 * applies when it shows the video. Frames are converted in their stored orientation (the YUV planes are laid
 * out that way) and turned here, once, into the canvas the renderer draws.
 */

export type Rotation = 0 | 90 | 180 | 270;

/** The displayed size of a `width` × `height` picture turned by `rotation`. */
export function turnedSize(
  width: number,
  height: number,
  rotation: Rotation,
): { width: number; height: number } {
  return rotation === 90 || rotation === 270 ? { width: height, height: width } : { width, height };
}

/**
 * Draws `source` (stored orientation) into `target` turned clockwise by `rotation`, then mirrored when
 * `flip`, filling the target: its size must be `turnedSize` of the source's (at any scale).
 */
export function drawTurned(
  target: OffscreenCanvasRenderingContext2D,
  source: OffscreenCanvas,
  rotation: Rotation,
  flip: boolean,
): void {
  const { width, height } = target.canvas;
  target.save();
  target.setTransform(1, 0, 0, 1, 0, 0);
  if (flip) target.transform(-1, 0, 0, 1, width, 0);
  target.translate(width / 2, height / 2);
  target.rotate((rotation * Math.PI) / 180);
  const turned = rotation === 90 || rotation === 270;
  const w = turned ? height : width;
  const h = turned ? width : height;
  target.drawImage(source, -w / 2, -h / 2, w, h);
  target.restore();
}
