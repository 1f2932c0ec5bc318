/**
 * Dropped or chosen media files: each is checked (type, extension, size, content), uploaded with a
 * visible, cancellable progress, measured, then inserted as a layer at the drop point (or the canvas centre)
 * and remembered in the "uploaded" lists. Every refusal or failure becomes a notice naming the file and why.
 */
import { useCallback, useRef, useState } from 'react';
import type { Translate as TranslateIn } from '../../i18n/use-t.ts';
import { useServices } from '../services.ts';
import { useSession } from '../session/context.ts';
import { conversionEnd } from './conversion-watch.ts';
import { uploadFile, type UploadJob } from './upload-file.ts';
import { useInsertLayer } from './use-insert.ts';

export interface UploadNotice {
  id: number;
  text: string;
}

type Translate = TranslateIn<'libraries'>;

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
    (file: File, at: { x: number; y: number } | undefined) =>
      uploadFile(
        { api, t, insert, notify, newId: () => nextId.current++, setJobs, watchConversion },
        file,
        at,
      ),
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
