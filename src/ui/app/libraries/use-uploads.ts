/**
 * Dropped or chosen media files: each is checked (type, extension, size, content), uploaded with a
 * visible, cancellable progress, measured, then inserted as a layer at the drop point (or the canvas centre)
 * and remembered in the "uploaded" lists. Every refusal or failure becomes a notice naming the file and why.
 */
import { useCallback, useRef, useState } from 'react';
import type { Translate as TranslateIn } from '../../i18n/use-t.ts';
import { ApiError } from '../../../shared/errors.ts';
import { newImageLayer, newVideoLayer } from '../../../shared/project/new-layer/media.ts';
import { isAbortError } from '../../api/errors.ts';
import { uploadWithApi } from '../../api/upload-with-api.ts';
import { useServices } from '../services.ts';
import { useSession } from '../session/context.ts';
import { conversionEnd, isPending } from './conversion-watch.ts';
import { checkFile, type FileProblem } from './file-check.ts';
import { measureMedia } from './media-size.ts';
import { uploadsStore } from './uploads.ts';
import { useInsertLayer } from './use-insert.ts';

export interface UploadJob {
  id: number;
  name: string;
  /** 0..1 */
  fraction: number;
  cancel(): void;
}

export interface UploadNotice {
  id: number;
  text: string;
}

type Translate = TranslateIn<'libraries'>;

const MB = 1024 * 1024;

export function problemText(t: Translate, problem: FileProblem): string {
  switch (problem.reason) {
    case 'empty':
      return t('reasonEmpty');
    case 'unsupported':
      return t('reasonUnsupported', { type: problem.type || '?' });
    case 'extension':
      return t('reasonExtension', { extension: problem.extension || '?', type: problem.type });
    case 'too-large':
      return t('reasonTooLarge', { size: problem.size / MB, limit: Math.round(problem.limit / MB) });
    case 'content':
      return t('reasonContent', { type: problem.type });
  }
}

/** The server's own message when it sent one (it names the file and the reason), else the error's. */
function errorText(error: unknown): string {
  if (error instanceof ApiError) {
    const cause = error.cause as { message?: unknown } | undefined;
    if (typeof cause?.message === 'string' && cause.message !== '')
      return `${error.message}: ${cause.message}`;
  }
  return error instanceof Error ? error.message : String(error);
}

export function useUploads(t: Translate): {
  jobs: readonly UploadJob[];
  notices: readonly UploadNotice[];
  start(files: readonly File[], at?: { x: number; y: number }): void;
  dismiss(id: number): void;
} {
  const { api } = useServices();
  const session = useSession();
  const insert = useInsertLayer();
  const [jobs, setJobs] = useState<readonly UploadJob[]>([]);
  const [notices, setNotices] = useState<readonly UploadNotice[]>([]);
  const nextId = useRef(1);

  const notify = useCallback((text: string) => {
    const id = nextId.current++;
    setNotices((list) => [...list, { id, text }]);
  }, []);

  // A converted upload replaces the file behind its URL: the layers showing it open it again. The watch
  // ends with the page (the library tile still shows the state when the creator comes back).
  const watchConversion = useCallback(
    (key: string, url: string) => {
      if (api === undefined) return;
      conversionEnd(api, key)
        .then((status) => (status.state === 'ready' ? session.reloadMedia(url) : undefined))
        .catch((error: unknown) => console.warn(`clipwright: upload ${key} not reopened (${String(error)})`));
    },
    [api, session],
  );

  const uploadOne = useCallback(
    async (file: File, at: { x: number; y: number } | undefined) => {
      const check = await checkFile(file);
      if (!check.ok) return notify(t('refused', { name: file.name, reason: problemText(t, check.problem) }));
      if (api === undefined) return notify(t('refused', { name: file.name, reason: t('noApi') }));
      let size;
      try {
        size = await measureMedia(file, check.kind);
      } catch (error) {
        return notify(t('readFailed', { name: file.name, error: errorText(error) }));
      }
      const id = nextId.current++;
      const controller = new AbortController();
      const job: UploadJob = {
        id,
        name: file.name,
        fraction: 0,
        cancel: () => controller.abort('cancelled'),
      };
      setJobs((list) => [...list, job]);
      try {
        // Signed like the client's calls, and refreshed once by it when the access token expired (401).
        const uploaded = await uploadWithApi(api, file, {
          kind: check.kind,
          signal: controller.signal,
          onProgress: ({ fraction }) =>
            setJobs((list) => list.map((j) => (j.id === id ? { ...j, fraction } : j))),
        });
        const source = {
          key: uploaded.key,
          url: uploaded.static_url,
          width: size.width,
          height: size.height,
        };
        if (check.kind === 'image')
          insert(t('add', { name: file.name }), (target) => newImageLayer(source, target), at);
        else
          insert(
            t('add', { name: file.name }),
            (target) => newVideoLayer({ ...source, duration: size.duration }, target),
            at,
          );
        uploadsStore.add({
          ...source,
          kind: check.kind,
          name: file.name,
          duration: size.duration,
          at: Date.now(),
        });
        if (isPending(uploaded.media)) watchConversion(uploaded.key, uploaded.static_url);
      } catch (error) {
        if (!isAbortError(error)) notify(t('uploadFailed', { name: file.name, error: errorText(error) }));
      } finally {
        setJobs((list) => list.filter((j) => j.id !== id));
      }
    },
    [api, insert, notify, t, watchConversion],
  );

  const start = useCallback(
    (files: readonly File[], at?: { x: number; y: number }) => {
      for (const file of files) void uploadOne(file, at);
    },
    [uploadOne],
  );
  const dismiss = useCallback((id: number) => setNotices((list) => list.filter((n) => n.id !== id)), []);
  return { jobs, notices, start, dismiss };
}
