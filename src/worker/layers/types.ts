/**
 * A layer painter turns one layer into its image at a time. Painters load what they need
 * once (`prepare`), cache their rasterised image per output scale, and redraw only what changes with time
 * (video frames, sticker frames). The renderer composites the images with the animated state.
 */
import type { LayerImage } from '../../canvas/animated-layer.ts';
import type { FontRequest } from '../../shared/fonts/resolve.ts';
import type { MouthBlend } from '../../shared/speech/visemes.ts';
import type { ImageCache, ImageCrop } from '../media/images.ts';
import type { MediaSources } from '../media/sources.ts';
import type { VideoCache } from '../media/video-cache.ts';
import type { VideoSource } from '../media/video.ts';

export interface FontLoader {
  /**
   * Resolves when the named fonts (or requests with a weight and style) can draw `text` (rejects with 'no font
   * name' for an unknown name).
   */
  ensure(names: readonly (string | FontRequest)[], text: string): Promise<void>;
}

/** The media caches every painter shares (one per renderer). */
export interface MediaHub {
  sources: MediaSources;
  images: ImageCache;
  videos: VideoCache;
  fonts: FontLoader;
}

/** The media as one painter sees them: what it opens is released with it (`release`). */
export interface MediaServices {
  sources: MediaSources;
  fonts: FontLoader;
  images: {
    get(url: string, crop?: ImageCrop): Promise<ImageBitmap>;
    fetchBlob(url: string): Promise<Blob>;
  };
  /** `identity`: what names the video across sessions (its library key, else its URL; see video-cache.ts). */
  videos: { get(url: string, identity?: string): VideoSource };
  release(): void;
}

let nextUser = 0;

export function scopeMedia(hub: MediaHub, name: string): MediaServices {
  const user = `${name}#${++nextUser}`;
  return {
    sources: hub.sources,
    fonts: hub.fonts,
    images: {
      get: (url, crop) => hub.images.get(url, crop, user),
      fetchBlob: (url) => hub.images.fetchBlob(url),
    },
    videos: { get: (url, identity) => hub.videos.get(`${user}|${url}`, url, identity) },
    release() {
      hub.images.releaseUser(user);
      hub.videos.releaseUser(user);
    },
  };
}

export interface PaintRequest {
  /** Output pixels per canvas pixel. */
  scale: number;
  /** Seconds since the layer's clip started. */
  clipTime: number;
  /** Seconds since the layer's own start (its sticker/video clock). */
  layerTime: number;
  /** A talking avatar's mouth at this time (shared/avatar/mouth-track.ts); absent: closed. */
  mouth?: MouthBlend;
  /** Told when the layer is drawn with a stand-in (its cover image) because its media failed. */
  onFallback?: (reason: string) => void;
}

export interface LayerPainter {
  prepare(): Promise<void>;
  paint(request: PaintRequest): Promise<LayerImage | null>;
  dispose(): void;
}

/** Keeps one rasterised image per output scale (preview and grab sizes alternate). */
export class ScaleCache<T> {
  private readonly entries = new Map<number, T>();
  get(scale: number, make: () => T): T {
    let value = this.entries.get(scale);
    if (value === undefined) {
      if (this.entries.size >= 3) this.entries.clear();
      value = make();
      this.entries.set(scale, value);
    }
    return value;
  }
}
