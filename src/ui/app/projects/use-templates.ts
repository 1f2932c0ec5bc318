/**
 * The template list for "start from a template" (`api.library()`). Without the API (a browser that denies
 * storage) or when the call fails, the page says so and still offers blank projects.
 */
import { useEffect, useState } from 'react';
import type { LibraryTemplate } from '../../../shared/api/library.ts';
import { API_CODE } from '../../../shared/api/envelope.ts';
import { ApiError } from '../../../shared/errors.ts';
import type { Api } from '../../api/calls.ts';

export type TemplateList =
  | { kind: 'loading' }
  | { kind: 'unavailable' }
  | { kind: 'signedOut' }
  | { kind: 'failed'; error: string }
  | { kind: 'ready'; templates: LibraryTemplate[]; complete: boolean };

export function useTemplates(api: Api | undefined): TemplateList {
  const [list, setList] = useState<TemplateList>({ kind: 'loading' });
  useEffect(() => {
    if (api === undefined) return;
    const abort = new AbortController();
    api.library({ signal: abort.signal }).then(
      (library) => setList({ kind: 'ready', templates: library.templates, complete: library.complete }),
      (error: unknown) => {
        if (abort.signal.aborted) return;
        // The library is for signed-in creators: without a session, say how to get the templates.
        if (error instanceof ApiError && error.code === API_CODE.unauthorized) setList({ kind: 'signedOut' });
        else setList({ kind: 'failed', error: (error as Error).message });
      },
    );
    return () => abort.abort();
  }, [api]);
  return api === undefined ? { kind: 'unavailable' } : list;
}
