/**
 * Waits for the server's check and conversion of an upload to end. A creator who drops a phone video (HEVC)
 * gets its layer at once; the file behind its URL is replaced by the converted one a little later, and the
 * preview must then open it again (EditorSession.reloadMedia).
 */
import type { MediaStatus } from '../../../shared/api/media.ts';
import type { Api } from '../../api/calls.ts';

const POLL_MS = 1000;

export const isPending = (status: MediaStatus | undefined): boolean =>
  status?.state === 'checking' || status?.state === 'converting';

/** The upload's final status (ready, failed, unconvertible), read every second; rejects when `signal` aborts. */
export async function conversionEnd(
  api: Api,
  key: string,
  signal: AbortSignal = new AbortController().signal,
): Promise<MediaStatus> {
  for (;;) {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(resolve, POLL_MS);
      signal.addEventListener(
        'abort',
        () => {
          clearTimeout(timer);
          reject(signal.reason as Error);
        },
        { once: true },
      );
    });
    const status = await api.mediaStatus(key, { signal, noCache: true });
    if (!isPending(status)) return status;
  }
}
