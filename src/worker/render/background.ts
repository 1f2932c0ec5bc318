/**
 * A scene's background (SPEC §3 Scene): the background colour, then the background media — an image or a
 * video covering the canvas (a video loops on the scene's clock), or an object description with a colour —
 * with its opacity and blur.
 */
import type { BackgroundMedia } from '../../shared/model/scene.ts';
import type { MediaServices } from '../layers/types.ts';
import type { VideoSource } from '../media/video.ts';

export type BackgroundSource = { kind: 'image'; bitmap: ImageBitmap } | { kind: 'video'; video: VideoSource };

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

function backgroundColour(media: BackgroundMedia): string | undefined {
  const { data } = media;
  if (typeof data !== 'object' || data === null) return undefined;
  const { fill, color } = data as Record<string, unknown>;
  return typeof fill === 'string' ? fill : typeof color === 'string' ? color : undefined;
}

export async function loadBackground(
  media: BackgroundMedia,
  services: MediaServices,
): Promise<BackgroundSource | undefined> {
  const url = backgroundUrl(media);
  if (url === undefined || media.type === 'object') return undefined;
  const absolute = services.sources.absolute(url);
  if (media.type === 'img') return { kind: 'image', bitmap: await services.images.get(absolute) };
  const video = services.videos.get(absolute);
  await video.info;
  return { kind: 'video', video };
}

function drawCover(
  ctx: OffscreenCanvasRenderingContext2D,
  source: CanvasImageSource & { width: number; height: number },
  width: number,
  height: number,
): void {
  const ratio = Math.max(width / source.width, height / source.height);
  const dw = source.width * ratio;
  const dh = source.height * ratio;
  ctx.drawImage(source, (width - dw) / 2, (height - dh) / 2, dw, dh);
}

export async function drawBackground(
  ctx: OffscreenCanvasRenderingContext2D,
  bgColor: string,
  media: BackgroundMedia | undefined,
  source: BackgroundSource | undefined,
  localTime: number,
  width: number,
  height: number,
  scale: number,
): Promise<void> {
  ctx.fillStyle = bgColor;
  ctx.fillRect(0, 0, width, height);
  if (media === undefined) return;
  ctx.save();
  ctx.globalAlpha = Math.min(1, Math.max(0, media.opacity));
  if (media.blur > 0) ctx.filter = `blur(${(media.blur * scale).toFixed(2)}px)`;
  const colour = media.type === 'object' ? backgroundColour(media) : undefined;
  if (colour !== undefined) {
    ctx.fillStyle = colour;
    ctx.fillRect(0, 0, width, height);
  } else if (source?.kind === 'image') {
    drawCover(ctx, source.bitmap, width, height);
  } else if (source?.kind === 'video') {
    const { video } = source;
    const { duration } = await video.info;
    const frame = await video.frameAt(duration > 0 ? localTime % duration : 0);
    if (frame !== null) drawCover(ctx, frame, width, height);
  }
  ctx.restore();
}
