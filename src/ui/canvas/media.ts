/**
 * Media for canvas objects: the URL of a layer's media (a static URL, else its key through the host's
 * resolver, else 'no key and no staticurl'), images decoded with anonymous cross-origin access, icons
 * loaded for the shared SVG renderer (resvg, src/canvas/svg-icon.ts), and single sticker frames cut out of
 * the sheet while decoding (a 25600 px sheet is never one texture).
 */
import { loadSvgIcon } from '../../canvas/svg-icon.ts';
import type { SvgIcon } from '../../canvas/svg-icon.ts';
import { SPEC_MESSAGES, SpecError } from '../../shared/errors.ts';
import { mediaSourceOf } from '../../shared/media/source.ts';
import type { MediaRef } from '../../shared/media/source.ts';

export type MediaResolver = (key: string) => Promise<string>;

export async function mediaUrl(
  ref: MediaRef,
  what: string,
  resolver: MediaResolver | undefined,
): Promise<string> {
  const source = mediaSourceOf(ref, what);
  if (source.kind === 'url') return new URL(source.url, location.href).href;
  if (resolver === undefined) {
    throw new SpecError(SPEC_MESSAGES.noKeyNoStaticUrl, {
      cause: `${what}: key '${source.key}' and no media resolver set by the host`,
    });
  }
  return new URL(await resolver(source.key), location.href).href;
}

export async function loadImage(url: string): Promise<HTMLImageElement> {
  const image = new Image();
  image.crossOrigin = 'anonymous';
  image.src = url;
  try {
    await image.decode();
  } catch (error) {
    throw new Error(`image ${url} failed to load`, { cause: error });
  }
  return image;
}

/** An icon's SVG, loaded for src/canvas/icon.ts (the worker draws icons with the same renderer). */
export async function loadSvg(url: string): Promise<SvgIcon> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`icon ${url} failed to load: HTTP ${response.status}`);
  return loadSvgIcon(await response.text(), `icon ${url}`);
}

/** One rectangle of an image file, decoded on its own (the sticker's cover frame). */
export async function loadImageRect(
  url: string,
  rect: { sx: number; sy: number; sw: number; sh: number },
): Promise<ImageBitmap> {
  const [bitmap] = await loadImageRects(url, [rect]);
  if (bitmap === undefined) throw new Error(`sticker sheet ${url}: no frame decoded`);
  return bitmap;
}

/** A muted video element with its first frame decoded (readyState ≥ 2), for playing in place or a still. */
export async function loadVideo(url: string): Promise<HTMLVideoElement> {
  const video = document.createElement('video');
  video.crossOrigin = 'anonymous';
  // Sound belongs to the app's AudioContext clock; muted elements may also play without a gesture.
  video.muted = true;
  video.playsInline = true;
  video.preload = 'auto';
  await new Promise<void>((resolve, reject) => {
    video.addEventListener('loadeddata', () => resolve(), { once: true });
    video.addEventListener(
      'error',
      () => reject(new Error(`video ${url} failed to load: ${video.error?.message ?? 'unknown error'}`)),
      { once: true },
    );
    video.src = url;
  });
  return video;
}

/** Shows the frame at `seconds` (resolves once the element has it). */
export async function seekVideo(video: HTMLVideoElement, seconds: number): Promise<void> {
  await new Promise<void>((resolve) => {
    video.addEventListener('seeked', () => resolve(), { once: true });
    video.currentTime = seconds;
  });
}

/** Several rectangles of one image file, each decoded on its own (a sticker's frames), fetched once. */
export async function loadImageRects(
  url: string,
  rects: ReadonlyArray<{ sx: number; sy: number; sw: number; sh: number }>,
): Promise<ImageBitmap[]> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`sticker sheet ${url} failed to load: HTTP ${response.status}`);
  const blob = await response.blob();
  return Promise.all(rects.map((r) => createImageBitmap(blob, r.sx, r.sy, r.sw, r.sh)));
}
