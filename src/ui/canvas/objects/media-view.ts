/**
 * Image, video (its cover: video layers show the cover image until the video loads), icon and
 * sticker (its cover frame) views. Each draws as the worker's painter for that kind does. Images and videos
 * carry their crop, which a crop session (crop/crop-session.ts) can lift while the crop box is shown.
 */
import type { ClipPath } from '../../../shared/model/geometry.ts';
import type {
  IconProperty,
  ImageProperty,
  StickerProperty,
  VideoProperty,
} from '../../../shared/model/layer.ts';
import { stickerFrameRect } from '../../../shared/timeline/sticker.ts';
import { drawMedia, drawStickerFrame, videoBox } from '../../../canvas/media.ts';
import { loadImage, loadImageRect, loadSvg, mediaUrl } from '../media.ts';
import { drawIcon } from '../../../canvas/icon.ts';
import type { MediaResolver } from '../media.ts';
import { LayerView } from './layer-view.ts';
import { fabricPlacement } from '../../../canvas/fabric-paint.ts';
import type { SourceSize } from '../../../canvas/fit.ts';
import type { MediaPlayer } from './player.ts';
import { StickerPlayer } from './sticker-player.ts';
import { VideoPlayer } from './video-player.ts';

/** A view with a crop: what it clips to, and whether a crop session shows it uncropped. */
export class CroppableView extends LayerView {
  crop: { clip: ClipPath | undefined; type: unknown } = { clip: undefined, type: undefined };
  cropping = false;
}

export interface BuiltView<T extends LayerView = LayerView> {
  view: T;
  /** Resolves when the media are drawn (rejects with the load error; the view then stays empty). */
  ready: Promise<void>;
  /** Videos and stickers: plays the media in place. */
  player?: MediaPlayer;
}

const viewOptions = (p: Parameters<typeof fabricPlacement>[0]) => ({
  ...fabricPlacement(p),
  fill: null,
  stroke: null,
  strokeWidth: 0,
});

export function imageView(
  id: string,
  p: ImageProperty,
  resolver: MediaResolver | undefined,
): BuiltView<CroppableView> {
  const view = new CroppableView(viewOptions(p));
  view.crop = { clip: p.clipPath, type: p._cropType };
  const ready = mediaUrl(p, `image layer ${id}`, resolver)
    .then(loadImage)
    .then((image) => {
      const size = { width: image.naturalWidth, height: image.naturalHeight };
      view.draw = (ctx) => drawMedia(ctx, image, size, p, p.stretch, view.cropping ? undefined : view.crop);
    });
  return { view, ready };
}

/**
 * A video shows its cover (`_frontCover*`), covering the box, until it plays or seeks; then the
 * frame of its player. Without a cover it shows its first frame (trim start).
 */
export function videoView(
  id: string,
  p: VideoProperty,
  resolver: MediaResolver | undefined,
): BuiltView<CroppableView> {
  const view = new CroppableView(viewOptions(p));
  view.crop = { clip: p.clipPath, type: p._cropType };
  const player = new VideoPlayer(
    () => mediaUrl(p, `video layer ${id}`, resolver),
    p,
    () => view.canvas?.requestRenderAll(),
  );
  let cover: { image: CanvasImageSource; size: SourceSize } | undefined;
  view.draw = (ctx) => {
    const crop = view.cropping ? undefined : view.crop;
    const video = player.shown;
    const frame =
      video === undefined
        ? cover
        : { image: video, size: { width: video.videoWidth, height: video.videoHeight } };
    if (frame !== undefined) drawMedia(ctx, frame.image, frame.size, videoBox(p), 'cover', crop);
  };
  const hasCover = [p._frontCoverStaticUrl, p._frontCoverUrl, p._frontCoverKey].some(
    (v) => v !== undefined && v !== '',
  );
  if (!hasCover) return { view, ready: player.seek(0), player };
  const coverRef = { _staticUrl: p._frontCoverStaticUrl ?? p._frontCoverUrl, _urlkey: p._frontCoverKey };
  const ready = mediaUrl(coverRef, `video layer ${id} cover`, resolver)
    .then(loadImage)
    .then((image) => {
      cover = { image, size: { width: image.naturalWidth, height: image.naturalHeight } };
    });
  return { view, ready, player };
}

/** An icon: the SVG fitted in its box (xMidYMid meet), recoloured with `fill` when `fillNeeded`. */
export function iconView(id: string, p: IconProperty, resolver: MediaResolver | undefined): BuiltView {
  const view = new LayerView(viewOptions(p));
  const ready = mediaUrl(p, `icon layer ${id}`, resolver)
    .then(loadSvg)
    .then((icon) => {
      // While a resize or zoom changes its size, the icon may show a stand-in and redraw when exact.
      const redraw = () => view.canvas?.requestRenderAll();
      view.draw = (ctx) => drawIcon(ctx, icon, p, redraw);
    });
  return { view, ready };
}

/** A sticker shows its cover frame (default 0), cut from the sheet while decoding, until it plays. */
export function stickerView(id: string, p: StickerProperty, resolver: MediaResolver | undefined): BuiltView {
  const view = new LayerView(viewOptions(p));
  const url = () => mediaUrl(p, `sticker layer ${id}`, resolver);
  const player = new StickerPlayer(url, p.sticker, () => view.canvas?.requestRenderAll());
  const ready = url()
    .then((sheet) => loadImageRect(sheet, stickerFrameRect(p.sticker, p.sticker.coverFrame)))
    .then((cover) => {
      view.draw = (ctx) => drawStickerFrame(ctx, player.frame ?? cover, p);
    });
  return { view, ready, player };
}
