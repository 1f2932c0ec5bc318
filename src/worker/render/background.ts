/**
 * A scene's background: the background colour, then the background media — an image or a
 * video covering the canvas (a video loops on the scene's clock), or an object description with a colour —
 * with its opacity and blur.
 */
import type { BackgroundMedia } from '../../shared/model/scene.ts';
import type { MediaServices } from '../layers/types.ts';
import type { VideoSource } from '../media/video.ts';
import { backgroundUrl, type BackgroundPicture } from '../../canvas/background.ts';

export type BackgroundSource = { kind: 'image'; bitmap: ImageBitmap } | { kind: 'video'; video: VideoSource };

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

/**
 * The picture of the scene's background media at `localTime`, or undefined for none. A video is read at the
 * frame for `localTime` (looping on the scene's clock), converted at the size it covers the canvas with, not
 * at the video's own. Separate from the drawing so the frame decodes while the layers paint (drawScene).
 */
export async function backgroundPicture(
  media: BackgroundMedia | undefined,
  source: BackgroundSource | undefined,
  localTime: number,
  width: number,
  height: number,
): Promise<BackgroundPicture | undefined> {
  if (media === undefined || media.type === 'object' || source === undefined) return undefined;
  if (source.kind === 'image')
    return { source: source.bitmap, width: source.bitmap.width, height: source.bitmap.height };
  const { duration, width: vw, height: vh } = await source.video.info;
  const cover = vw > 0 && vh > 0 ? Math.max(width / vw, height / vh) : 1;
  const frame = await source.video.frameAt(duration > 0 ? localTime % duration : 0, cover);
  return frame === null ? undefined : { source: frame.canvas, width: frame.width, height: frame.height };
}
