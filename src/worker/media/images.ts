/**
 * Decoded images by URL, shared by every layer that shows them. Each is an ImageBitmap decoded once
 * (createImageBitmap: the worker has no <img>), counted by the resource tracker and closed when the project
 * no longer uses it. SVG cannot be decoded in a worker, so SVG files are drawn by resvg (svg-image.ts).
 */
import { release, track } from './resources.ts';
import { withMediaTimeout } from './timeout.ts';
import { recordStage } from '../stats/stages.ts';
import { isSvgBlob, svgImageBitmap } from './svg-image.ts';

export interface ImageCrop {
  sx: number;
  sy: number;
  sw: number;
  sh: number;
  /** Decode the crop straight to this size (a sprite sheet kept small: one decode, no full-size bitmap). */
  resizeWidth?: number;
  resizeHeight?: number;
  /** How the resize filters (default 'medium'). */
  resizeQuality?: ResizeQuality;
}

interface Entry {
  bitmap: Promise<ImageBitmap>;
  /** Painters using it; the bitmap is closed when the last one lets go. */
  users: Set<string>;
}

export class ImageCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly timeoutMs: number) {}

  /** The decoded image at `url` (optionally a crop of it: sprite-sheet frames), used by `user`. */
  get(url: string, crop: ImageCrop | undefined, user: string): Promise<ImageBitmap> {
    const id =
      crop === undefined
        ? url
        : `${url}#${crop.sx},${crop.sy},${crop.sw},${crop.sh}@${crop.resizeWidth ?? ''}x${crop.resizeHeight ?? ''}:${crop.resizeQuality ?? ''}`;
    let entry = this.entries.get(id);
    if (entry === undefined) {
      const bitmap = withMediaTimeout(this.decode(url, crop), `image ${url}`, this.timeoutMs);
      const created: Entry = { bitmap, users: new Set() };
      entry = created;
      this.entries.set(id, created);
      bitmap.catch(() => {
        if (this.entries.get(id) === created) this.entries.delete(id);
      });
    }
    entry.users.add(user);
    return entry.bitmap;
  }

  /** Fetches a URL's bytes (with the media timeout). */
  async fetchBlob(url: string): Promise<Blob> {
    const response = await withMediaTimeout(
      fetch(url, { mode: 'cors', credentials: 'omit' }),
      url,
      this.timeoutMs,
    );
    if (!response.ok) throw new Error(`image ${url}: HTTP ${response.status} ${response.statusText}`);
    return response.blob();
  }

  private async decode(url: string, crop: ImageCrop | undefined): Promise<ImageBitmap> {
    const fetchStarted = performance.now();
    const blob = await this.fetchBlob(url);
    const decodeStarted = performance.now();
    recordStage('image.fetch', decodeStarted - fetchStarted);
    try {
      if (crop === undefined && (await isSvgBlob(blob))) {
        const bitmap = await svgImageBitmap(blob, url);
        recordStage('image.svg', performance.now() - decodeStarted);
        return track(bitmap, 'imageBitmaps', url);
      }
      const bitmap =
        crop === undefined
          ? await createImageBitmap(blob)
          : await createImageBitmap(
              blob,
              crop.sx,
              crop.sy,
              crop.sw,
              crop.sh,
              crop.resizeWidth === undefined || crop.resizeHeight === undefined
                ? {}
                : {
                    resizeWidth: crop.resizeWidth,
                    resizeHeight: crop.resizeHeight,
                    resizeQuality: crop.resizeQuality ?? 'medium',
                  },
            );
      recordStage(
        crop === undefined ? 'image.decode' : 'image.decodeCrop',
        performance.now() - decodeStarted,
      );
      return track(bitmap, 'imageBitmaps', url);
    } catch (error) {
      throw new Error(`image ${url}: cannot be decoded (${(error as Error).message})`, { cause: error });
    }
  }

  /** `user` no longer needs its images; those nobody uses any more are closed. */
  releaseUser(user: string): void {
    for (const [id, entry] of this.entries) {
      if (!entry.users.delete(user) || entry.users.size > 0) continue;
      this.entries.delete(id);
      entry.bitmap.then(release, () => {});
    }
  }

  clear(): void {
    for (const entry of this.entries.values()) entry.bitmap.then(release, () => {});
    this.entries.clear();
  }
}
