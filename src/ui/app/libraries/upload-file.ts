/**
 * One dropped or chosen media file, from its check to its layer: checked (type, extension, size, content),
 * measured, uploaded with a cancellable progress, inserted at the drop point (or the canvas centre) and
 * remembered in the "uploaded" lists. Every refusal or failure becomes a notice naming the file and why; the
 * jobs and notices themselves are the hook's state (use-uploads.ts).
 */
import type { Dispatch, SetStateAction } from 'react';
import type { UploadResponse } from '../../../shared/api/media.ts';
import { ApiError } from '../../../shared/errors.ts';
import { newImageLayer, newVideoLayer } from '../../../shared/project/new-layer/media.ts';
import type { Api } from '../../api/calls.ts';
import { isAbortError } from '../../api/errors.ts';
import { uploadWithApi } from '../../api/upload-with-api.ts';
import type { Translate as TranslateIn } from '../../i18n/use-t.ts';
import { checkFile, type FileProblem, type MediaKind } from './file-check.ts';
import { measureMedia, type MediaSize } from './media-size.ts';
import { isPending } from './conversion-watch.ts';
import { uploadsStore } from './uploads.ts';
import type { InsertLayer } from './use-insert.ts';

export interface UploadJob {
  id: number;
  name: string;
  /** 0..1 */
  fraction: number;
  cancel(): void;
}

type Translate = TranslateIn<'libraries'>;
type Point = { x: number; y: number };

/** What an upload reports to and acts through. */
export interface UploadContext {
  api: Api | undefined;
  t: Translate;
  insert: InsertLayer;
  notify(text: string): void;
  /** A new job id (jobs and notices count with one counter). */
  newId(): number;
  setJobs: Dispatch<SetStateAction<readonly UploadJob[]>>;
  /** Reopens the layers showing the upload when the server has converted it. */
  watchConversion(key: string, url: string): void;
}

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

export async function uploadFile(ctx: UploadContext, file: File, at: Point | undefined): Promise<void> {
  const { t, notify } = ctx;
  const check = await checkFile(file);
  if (!check.ok) return notify(t('refused', { name: file.name, reason: problemText(t, check.problem) }));
  if (ctx.api === undefined) return notify(t('refused', { name: file.name, reason: t('noApi') }));
  let size: MediaSize;
  try {
    size = await measureMedia(file, check.kind);
  } catch (error) {
    return notify(t('readFailed', { name: file.name, error: errorText(error) }));
  }
  await sendFile(ctx, ctx.api, file, check.kind, size, at);
}

/** The upload itself, shown as a job while it runs. */
async function sendFile(
  ctx: UploadContext,
  api: Api,
  file: File,
  kind: MediaKind,
  size: MediaSize,
  at: Point | undefined,
): Promise<void> {
  const id = ctx.newId();
  const controller = new AbortController();
  const job: UploadJob = {
    id,
    name: file.name,
    fraction: 0,
    cancel: () => controller.abort('cancelled'),
  };
  ctx.setJobs((list) => [...list, job]);
  try {
    // Signed like the client's calls, and refreshed once by it when the access token expired (401).
    const uploaded = await uploadWithApi(api, file, {
      kind,
      signal: controller.signal,
      onProgress: ({ fraction }) =>
        ctx.setJobs((list) => list.map((j) => (j.id === id ? { ...j, fraction } : j))),
    });
    placeUpload(ctx, file, kind, size, uploaded, at);
  } catch (error) {
    if (!isAbortError(error)) ctx.notify(ctx.t('uploadFailed', { name: file.name, error: errorText(error) }));
  } finally {
    ctx.setJobs((list) => list.filter((j) => j.id !== id));
  }
}

/** The uploaded file as a new layer and an entry of the "uploaded" lists; a conversion still running is watched. */
function placeUpload(
  ctx: UploadContext,
  file: File,
  kind: MediaKind,
  size: MediaSize,
  uploaded: UploadResponse,
  at: Point | undefined,
): void {
  const { t, insert } = ctx;
  const source = {
    key: uploaded.key,
    url: uploaded.static_url,
    width: size.width,
    height: size.height,
  };
  if (kind === 'image') insert(t('add', { name: file.name }), (target) => newImageLayer(source, target), at);
  else
    insert(
      t('add', { name: file.name }),
      (target) => newVideoLayer({ ...source, duration: size.duration }, target),
      at,
    );
  uploadsStore.add({
    ...source,
    kind,
    name: file.name,
    duration: size.duration,
    at: Date.now(),
  });
  if (isPending(uploaded.media)) ctx.watchConversion(uploaded.key, uploaded.static_url);
}
