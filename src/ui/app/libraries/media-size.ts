/**
 * The natural size (and a video's duration) of a local media file, read in the page before the layer is
 * built, so that a new layer has the media's own proportions.
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
  if (kind === 'image') {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height, duration: 0 };
    bitmap.close();
    return size;
  }
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
