/**
 * Replace media (it swaps the source and keeps the geometry): the patch that shows
 * new media in the layer's place. What the viewer sees of the box — its position, size on the canvas,
 * rotation, flips and crop outline — stays; only the source changes. Images follow Fabric's image semantics
 * (the box is a region cropX/cropY/width/height of the source, scaled): the new region is the centred one
 * with the box's proportions that covers it (stretch cover) or the whole image letterboxed (contain), and the
 * scale and crop clip are recomputed so nothing moves on screen. Videos, stickers and icons are fitted into
 * their box when drawn, so their box stays as it is; a sticker loses its sheet's smaller copies. Pure.
 */
import type { ClipPath } from '../../shared/model/geometry.ts';
import type { ImageProperty, LayerProperty, VideoProperty } from '../../shared/model/layer.ts';
import type { LayerPatch } from './layer-patch.ts';
import { round } from './layer-patch.ts';

export interface ReplacementMedia {
  /** A static URL, a storage key, or both. */
  url?: string;
  key?: string;
  /** The media's own size in pixels (a sticker: its sheet). */
  width: number;
  height: number;
  /** Videos: the source duration in seconds (the new trim is the whole video). */
  duration?: number;
  /** Videos: the new cover image; without one the view shows the video's first frame. */
  cover?: { url?: string; key?: string };
}

export function replaceMedia(p: LayerProperty, media: ReplacementMedia): LayerPatch {
  for (const key of ['width', 'height'] as const) {
    if (!(Number.isFinite(media[key]) && media[key] > 0)) {
      throw new RangeError(`media.${key}: ${String(media[key])} is not a positive size`);
    }
  }
  const hasUrl = media.url !== undefined && media.url !== '';
  const hasKey = media.key !== undefined && media.key !== '';
  if (!hasUrl && !hasKey) throw new TypeError('media: neither url nor key is given');
  const source = { _staticUrl: hasUrl ? media.url : undefined, _urlkey: hasKey ? media.key : undefined };
  switch (p.type) {
    case 'CustomImage':
      return { ...source, ...imageGeometry(p, media) };
    case 'CustomVideo':
      return { ...source, _videoSrc: undefined, videoId: undefined, ...videoFields(media) };
    case 'CustomSticker': {
      // The smaller copies belong to the sheet being replaced: kept, they would go on showing it.
      const { sheets: _replaced, ...sticker } = p.sticker;
      return { ...source, sticker };
    }
    case 'CustomIcon':
      return { ...source, src: undefined };
    default:
      throw new TypeError(`replaceMedia: layer type '${p.type}' has no media to replace`);
  }
}

function videoFields(media: ReplacementMedia): Partial<VideoProperty> {
  const { duration } = media;
  if (duration === undefined || !(Number.isFinite(duration) && duration > 0)) {
    throw new RangeError(`media.duration: ${String(duration)} is not a positive number of seconds`);
  }
  return {
    _start: 0,
    _end: duration,
    _duration: duration,
    _frontCoverStaticUrl: media.cover?.url,
    _frontCoverKey: media.cover?.key,
    _frontCoverUrl: undefined,
  };
}

function imageGeometry(p: ImageProperty, media: ReplacementMedia): Partial<ImageProperty> {
  const shownW = p.width * Math.abs(p.scaleX);
  const shownH = p.height * Math.abs(p.scaleY);
  if (!(shownW > 0 && shownH > 0)) {
    throw new RangeError(`image layer of ${shownW}×${shownH} on the canvas has no box to keep`);
  }
  const fit = p.stretch === 'contain' ? Math.min : Math.max;
  // Canvas units per source pixel: the new media covers (or fits in) the box shown now.
  const scale = fit(shownW / media.width, shownH / media.height);
  const width = shownW / scale;
  const height = shownH / scale;
  const cover = p.stretch !== 'contain';
  const patch: Partial<ImageProperty> = {
    width: round(width),
    height: round(height),
    cropX: cover ? round((media.width - width) / 2) : 0,
    cropY: cover ? round((media.height - height) / 2) : 0,
    scaleX: round(Math.sign(p.scaleX || 1) * scale),
    scaleY: round(Math.sign(p.scaleY || 1) * scale),
  };
  if (p.clipPath !== undefined) {
    patch.clipPath = rescaleClip(p.clipPath, Math.abs(p.scaleX) / scale, Math.abs(p.scaleY) / scale);
  }
  return patch;
}

/** The clip in the new object units (old units × k): the same outline on the canvas. */
function rescaleClip(clip: ClipPath, kx: number, ky: number): ClipPath {
  return {
    ...clip,
    left: round(clip.left * kx),
    top: round(clip.top * ky),
    scaleX: round((clip.scaleX ?? 1) * kx),
    scaleY: round((clip.scaleY ?? 1) * ky),
  };
}
