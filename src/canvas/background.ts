/**
 * A scene's background, drawn the same by the worker and the editing canvas: the background
 * colour, then the background media — an image or a video frame covering the canvas, or an object
 * description with a colour — at its opacity and blur. Callers load the picture (an image, or the video's
 * frame for the time shown); this draws it into a width × height area at the context's origin.
 */
import type { BackgroundMedia } from '../shared/model/scene.ts';
import type { Draw2D } from './draw2d.ts';

export type BackgroundContext = Draw2D &
  Pick<OffscreenCanvasRenderingContext2D, 'fillRect' | 'globalAlpha' | 'filter'>;

/** A loaded background picture and its pixel size. */
export interface BackgroundPicture {
  source: CanvasImageSource;
  width: number;
  height: number;
}

/** The URL a background media item points at: `data` is the URL, or an object with one. */
export function backgroundUrl(media: BackgroundMedia): string | undefined {
  const { data } = media;
  if (typeof data === 'string') return data === '' ? undefined : data;
  if (typeof data === 'object' && data !== null) {
    const record = data as Record<string, unknown>;
    for (const field of ['_staticUrl', 'staticUrl', 'url', 'src']) {
      const value = record[field];
      if (typeof value === 'string' && value !== '') return value;
    }
  }
  return undefined;
}

/** What kind of picture a background needs loaded: none for an object description or a missing URL. */
export function backgroundPictureKind(media: BackgroundMedia | undefined): 'image' | 'video' | undefined {
  if (media === undefined || media.type === 'object' || backgroundUrl(media) === undefined) return undefined;
  return media.type === 'img' ? 'image' : 'video';
}

function backgroundColour(media: BackgroundMedia): string | undefined {
  const { data } = media;
  if (typeof data !== 'object' || data === null) return undefined;
  const { fill, color } = data as Record<string, unknown>;
  return typeof fill === 'string' ? fill : typeof color === 'string' ? color : undefined;
}

function drawCover(ctx: Draw2D, picture: BackgroundPicture, width: number, height: number): void {
  const ratio = Math.max(width / picture.width, height / picture.height);
  const dw = picture.width * ratio;
  const dh = picture.height * ratio;
  ctx.drawImage(picture.source, (width - dw) / 2, (height - dh) / 2, dw, dh);
}

/**
 * Draws the background over width × height. `blurScale` turns the model's blur (model units) into the
 * context's pixels: canvas filters blur in output pixels, whatever the transform.
 */
export function drawSceneBackground(
  ctx: BackgroundContext,
  bgColor: string,
  media: BackgroundMedia | undefined,
  picture: BackgroundPicture | undefined,
  width: number,
  height: number,
  blurScale: number,
): void {
  ctx.fillStyle = bgColor;
  ctx.fillRect(0, 0, width, height);
  if (media === undefined) return;
  ctx.save();
  ctx.globalAlpha = Math.min(1, Math.max(0, media.opacity));
  if (media.blur > 0) ctx.filter = `blur(${(media.blur * blurScale).toFixed(2)}px)`;
  const colour = media.type === 'object' ? backgroundColour(media) : undefined;
  if (colour !== undefined) {
    ctx.fillStyle = colour;
    ctx.fillRect(0, 0, width, height);
  } else if (picture !== undefined) {
    drawCover(ctx, picture, width, height);
  }
  ctx.restore();
}
