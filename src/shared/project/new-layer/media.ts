/**
 * New media layers: images and videos sized from the media's natural size (shrunk to fit
 * MEDIA_CANVAS_SHARE of the canvas, never enlarged), icons 300×300 recoloured with the scene's foreground
 * colour, stickers at 300 wide from their sprite-sheet settings. Every media layer names its storage key and
 * its static URL (a layer needs a key or a static URL).
 */
import { SHAPES, STICKER } from '../../constants.ts';
import type { Layer, StickerSettings } from '../../model/layer.ts';
import { centredPlacement, fitScale, newLayer, round, type NewLayerTarget } from './common.ts';

/** New images and videos take at most this share of the canvas width and height. */
export const MEDIA_CANVAS_SHARE = 0.6;

/** Where a media file is: its storage key and/or its URL (a public path or a signed static URL). */
export interface MediaSource {
  key?: string | undefined;
  url?: string | undefined;
}

export interface NewImage extends MediaSource {
  /** Natural size of the image in pixels. */
  width: number;
  height: number;
  /** A small cover image (shown while the full image loads). */
  cover?: MediaSource | undefined;
}

export interface NewVideo extends NewImage {
  /** Seconds of the source. */
  duration: number;
  videoId?: string | number | undefined;
}

export interface NewIcon extends MediaSource {
  /** The icon is recoloured with the layer's fill (the fill-needed flag). */
  fillNeeded: boolean;
}

export interface NewSticker extends MediaSource {
  sticker: StickerSettings;
  cover?: MediaSource | undefined;
}

function sourceFields(source: MediaSource, what: string): { _urlkey?: string; _staticUrl?: string } {
  const key = source.key ?? '';
  const url = source.url ?? '';
  if (key === '' && url === '')
    throw new RangeError(`${what}: no key and no url (got ${JSON.stringify(source)})`);
  return { ...(key !== '' ? { _urlkey: key } : {}), ...(url !== '' ? { _staticUrl: url } : {}) };
}

function coverFields(cover: MediaSource | undefined): Record<string, string> {
  if (cover === undefined) return {};
  const out: Record<string, string> = {};
  if (cover.key !== undefined && cover.key !== '') out._frontCoverKey = cover.key;
  if (cover.url !== undefined && cover.url !== '') {
    out._frontCoverUrl = cover.url;
    out._frontCoverStaticUrl = cover.url;
  }
  return out;
}

function checkSize(width: number, height: number, what: string): void {
  if (!(Number.isFinite(width) && width > 0 && Number.isFinite(height) && height > 0))
    throw new RangeError(`${what}.width/height: ${width}×${height} is not a natural size`);
}

export function newImageLayer(image: NewImage, target: NewLayerTarget): Layer {
  checkSize(image.width, image.height, 'image');
  const scale = fitScale(target.layout, image.width, image.height, MEDIA_CANVAS_SHARE);
  return newLayer(
    {
      type: 'CustomImage',
      ...centredPlacement(target, image.width, image.height, scale),
      ...sourceFields(image, 'image'),
      ...coverFields(image.cover),
      stretch: 'cover',
      cropX: 0,
      cropY: 0,
    },
    target,
    { padding: SHAPES.imageLockScalingPadding },
  );
}

export function newVideoLayer(video: NewVideo, target: NewLayerTarget): Layer {
  checkSize(video.width, video.height, 'video');
  if (!(Number.isFinite(video.duration) && video.duration >= 0))
    throw new RangeError(`video.duration: ${String(video.duration)} is not a duration in seconds`);
  const scale = fitScale(target.layout, video.width, video.height, MEDIA_CANVAS_SHARE);
  const source = sourceFields(video, 'video');
  return newLayer(
    {
      type: 'CustomVideo',
      ...centredPlacement(target, video.width, video.height, scale),
      ...source,
      ...(source._staticUrl !== undefined ? { _videoSrc: source._staticUrl } : {}),
      ...coverFields(video.cover),
      ...(video.videoId !== undefined ? { videoId: video.videoId } : {}),
      _start: 0,
      _end: video.duration,
      _duration: video.duration,
      _speed: '1.0',
      _volume: 1,
      _loop: true,
    },
    target,
  );
}

export function newIconLayer(icon: NewIcon, target: NewLayerTarget): Layer {
  const source = sourceFields(icon, 'icon');
  return newLayer(
    {
      type: 'CustomIcon',
      ...centredPlacement(target, SHAPES.size, SHAPES.size),
      ...source,
      ...(source._staticUrl !== undefined ? { src: source._staticUrl } : {}),
      fillNeeded: icon.fillNeeded,
      fill: target.scene.fgColor,
    },
    target,
  );
}

/** The sticker's sheet settings with every field present (defaults for the missing ones). */
function stickerSettings(input: StickerSettings): StickerSettings {
  const total = Math.floor(input.totalFrames);
  const settings: StickerSettings = {
    startTime: input.startTime,
    currentFrame: input.currentFrame,
    coverFrame: input.coverFrame,
    frameWidth: input.frameWidth,
    frameHeight: input.frameHeight,
    frameRate: input.frameRate,
    totalFrames: total,
    columns: Math.floor(input.columns),
  };
  if (input.backend !== undefined) settings.backend = input.backend;
  if (input.sheets !== undefined) settings.sheets = input.sheets.map((sheet) => ({ ...sheet }));
  const positive = ['frameWidth', 'frameHeight', 'frameRate', 'totalFrames', 'columns'] as const;
  for (const key of positive) {
    if (!(Number.isFinite(settings[key]) && settings[key] >= 1))
      throw new RangeError(`sticker.${key}: ${String(settings[key])} must be at least 1`);
  }
  for (const key of ['currentFrame', 'coverFrame'] as const) {
    const v = settings[key];
    if (!(Number.isFinite(v) && v >= 0 && v <= total - 1))
      throw new RangeError(`sticker.${key}: ${String(v)} is not a frame of 0..${total - 1}`);
  }
  if (!(Number.isFinite(settings.startTime) && settings.startTime >= 0))
    throw new RangeError(`sticker.startTime: ${String(settings.startTime)} must be ≥ 0`);
  return settings;
}

/** Default sheet settings (25 fps, 38 frames of 1024×1024, 25 columns) for a sheet that gives none. */
export const DEFAULT_STICKER_SETTINGS: StickerSettings = {
  startTime: 0,
  currentFrame: 0,
  coverFrame: STICKER.coverFrame,
  frameWidth: STICKER.frameWidth,
  frameHeight: STICKER.frameHeight,
  frameRate: STICKER.frameRate,
  totalFrames: STICKER.totalFrames,
  columns: STICKER.columns,
};

export function newStickerLayer(sticker: NewSticker, target: NewLayerTarget): Layer {
  const settings = stickerSettings(sticker.sticker);
  const scale = round(SHAPES.size / settings.frameWidth);
  return newLayer(
    {
      type: 'CustomSticker',
      ...centredPlacement(target, settings.frameWidth, settings.frameHeight, scale),
      ...sourceFields(sticker, 'sticker'),
      ...coverFields(sticker.cover),
      sticker: settings,
    },
    target,
  );
}
