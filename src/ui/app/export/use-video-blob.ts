/** Shows a blob in a video element through an object URL that lives exactly as long as the element shows it. */
import { useCallback } from 'react';

/** A ref callback for the video: the URL is revoked when the element goes (the dialog closes). */
export function useVideoBlob(blob: Blob): (video: HTMLVideoElement | null) => (() => void) | undefined {
  return useCallback(
    (video: HTMLVideoElement | null) => {
      if (video === null) return;
      const url = URL.createObjectURL(blob);
      video.src = url;
      return () => {
        video.removeAttribute('src');
        video.load();
        URL.revokeObjectURL(url);
      };
    },
    [blob],
  );
}
