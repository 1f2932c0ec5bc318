/**
 * The natural size (and a video's duration) of a local media file, read in the page before the layer is
 * built, so that a new layer has the media's own proportions. A video's size is read from its container
 * (mediabunny reads only the metadata): the display size, with the rotation phones write applied (a portrait
 * phone clip is a portrait layer), and known even for codecs this browser cannot decode (HEVC, ProRes), which
 * the server converts after the upload. Containers mediabunny does not read fall back to a <video> element.
 */
import type { MediaKind } from './file-check.ts';

export interface MediaSize {
  width: number;
  height: number;
  /** Seconds; 0 for images. */
  duration: number;
}

const VIDEO_METADATA_TIMEOUT_MS = 30_000;

export async function measureMedia(file: Blob, kind: MediaKind): Promise<MediaSize> {
  if (kind === 'image' && file.type === 'image/svg+xml') return measureSvg(file);
  if (kind === 'image') {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height, duration: 0 };
    bitmap.close();
    return size;
  }
  return (await measureFromContainer(file)) ?? measureWithElement(file);
}

/** An SVG's own size, as an <img> gives it (createImageBitmap cannot read SVG). */
async function measureSvg(file: Blob): Promise<MediaSize> {
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const { naturalWidth: width, naturalHeight: height } = image;
    if (!(width > 0 && height > 0)) throw new Error(`SVG size ${width}×${height} is not usable`);
    return { width, height, duration: 0 };
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** Size and duration from the container's metadata; undefined when mediabunny does not read the file. */
async function measureFromContainer(file: Blob): Promise<MediaSize | undefined> {
  const { ALL_FORMATS, BlobSource, Input } = await import('mediabunny');
  const input = new Input({ source: new BlobSource(file), formats: ALL_FORMATS });
  try {
    const track = await input.getPrimaryVideoTrack();
    if (track === null) return undefined;
    const duration = await input.computeDuration();
    const { displayWidth: width, displayHeight: height } = track;
    if (!(width > 0 && height > 0)) return undefined;
    return { width, height, duration: Number.isFinite(duration) ? duration : 0 };
  } catch {
    return undefined;
  } finally {
    input.dispose();
  }
}

async function measureWithElement(file: Blob): Promise<MediaSize> {
  const url = URL.createObjectURL(file);
  const video = document.createElement('video');
  video.preload = 'metadata';
  video.muted = true;
  try {
    return await new Promise<MediaSize>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no video metadata within ${VIDEO_METADATA_TIMEOUT_MS} ms`)),
        VIDEO_METADATA_TIMEOUT_MS,
      );
      video.onloadedmetadata = () => {
        clearTimeout(timer);
        const { videoWidth: width, videoHeight: height, duration } = video;
        if (!(width > 0 && height > 0)) reject(new Error(`video size ${width}×${height} is not usable`));
        else resolve({ width, height, duration: Number.isFinite(duration) ? duration : 0 });
      };
      video.onerror = () => {
        clearTimeout(timer);
        reject(new Error(video.error?.message || 'the browser cannot decode this video'));
      };
      video.src = url;
    });
  } finally {
    video.removeAttribute('src');
    URL.revokeObjectURL(url);
  }
}
