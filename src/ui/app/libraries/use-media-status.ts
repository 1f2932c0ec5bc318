/**
 * Where the server's check and conversion of an uploaded video stand: read once, then every second while
 * it is being checked or converted (a conversion ends by itself; the page only watches).
 */
import { useEffect, useState } from 'react';
import type { MediaStatus } from '../../../shared/api/media.ts';
import { useServices } from '../services.ts';

const POLL_MS = 1000;

/**
 * The status; null until the first answer, undefined when unknown (no API, or the server does not know the
 * key).
 */
export function useMediaStatus(key: string): MediaStatus | null | undefined {
  const { api } = useServices();
  const [status, setStatus] = useState<MediaStatus | null | undefined>(api === undefined ? undefined : null);
  useEffect(() => {
    if (api === undefined) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = () =>
      api.mediaStatus(key, { signal: controller.signal, noCache: true }).then(
        (next) => {
          setStatus(next);
          if (next.state === 'checking' || next.state === 'converting') timer = setTimeout(read, POLL_MS);
        },
        // An upload made before the check existed, or a key of another account: nothing to show.
        () => setStatus(undefined),
      );
    void read();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [api, key]);
  return status;
}
