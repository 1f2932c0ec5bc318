/**
 * The demo library of the local API (`GET /api/library`), loaded once per panel. While the server is still
 * generating its items on a first start (`complete` false), it is asked again every few seconds so that the
 * items appear as they are stored.
 */
import { useCallback, useEffect, useState } from 'react';
import type { LibraryResponse } from '../../../shared/api/library.ts';
import type { Api } from '../../api/calls.ts';
import { isAbortError } from '../../api/errors.ts';

export type LibraryState =
  | { status: 'unavailable' }
  | { status: 'loading' }
  | { status: 'ready'; data: LibraryResponse }
  | { status: 'failed'; error: string };

const POLL_MS = 3000;

export function useLibrary(api: Api | undefined): { state: LibraryState; retry(): void } {
  const [state, setState] = useState<LibraryState>(
    api === undefined ? { status: 'unavailable' } : { status: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (api === undefined) return;
    const controller = new AbortController();
    let timer = 0;
    const load = () => {
      api.library({ signal: controller.signal }).then(
        (data) => {
          setState({ status: 'ready', data });
          if (!data.complete) timer = window.setTimeout(load, POLL_MS);
        },
        (error: unknown) => {
          if (isAbortError(error)) return;
          setState({ status: 'failed', error: error instanceof Error ? error.message : String(error) });
        },
      );
    };
    load();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [api, attempt]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { state, retry };
}
