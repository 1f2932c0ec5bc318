/**
 * Uploads with progress: `POST /ai/source/upload` through XMLHttpRequest, because fetch reports no
 * upload progress. Signed like every call of the API client (client.ts): the same headers and bearer
 * token, the form's `origin` field, cookies as a same-origin fetch sends them; the answer's `{code, data}`
 * envelope is read the same way (200 → data; 2002–2004 ignored: the promise waits for its caller's abort;
 * any other code → ApiError '{api} error: {code}'). A 401 after the access token expired is handled as the
 * client handles it: with a refresher (the ApiClient), the tokens are refreshed once and the upload is sent
 * again, signed with the new token. Cancellable with an AbortSignal. The XMLHttpRequest is injectable, so the
 * core is unit-tested without a browser.
 */
import { API_CODE, API_HEADERS, SILENT_CODES, type ApiEnvelope } from '../../shared/api/envelope.ts';
import type { UploadKind, UploadResponse } from '../../shared/api/media.ts';
import { DURATIONS } from '../../shared/constants.ts';
import { ApiError } from '../../shared/errors.ts';
import { RequestAbortedError, RequestTimeoutError, TransportError } from './errors.ts';

export const UPLOAD_API = '/ai/source/upload';

/** The part of XMLHttpRequest an upload uses. */
export interface UploadXhr {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body: FormData): void;
  abort(): void;
  timeout: number;
  readonly status: number;
  readonly statusText: string;
  readonly responseText: string;
  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  onabort: (() => void) | null;
  ontimeout: (() => void) | null;
}

/** What signs a request: the current access token and site language (AuthSession has both). */
export interface UploadSigner {
  accessToken(): string | undefined;
  language(): string;
}

/** What refreshes expired tokens after a 401: ApiClient#refreshAfterUnauthorized (true: retry once). */
export interface UploadRefresher {
  refreshAfterUnauthorized(): Promise<boolean>;
}

export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0..1; 0 while the total is unknown. */
  fraction: number;
}

export interface UploadOptions {
  /** API base URL ('' = same origin), as the API client's. */
  host: string;
  signer: UploadSigner;
  file: Blob;
  /** The file name the server sees (it names it in its errors). */
  name: string;
  kind?: UploadKind | undefined;
  onProgress?: ((progress: UploadProgress) => void) | undefined;
  signal?: AbortSignal | undefined;
  /** Without one, a 401 rejects with its ApiError (no refresh). */
  refresher?: UploadRefresher | undefined;
  /** Default 300000 ms. */
  timeoutMs?: number | undefined;
  createXhr?: (() => UploadXhr) | undefined;
}

/** The headers every API call carries (client.ts #prepare), for an XMLHttpRequest. */
export function uploadHeaders(signer: UploadSigner): Record<string, string> {
  const headers: Record<string, string> = {
    'Request-Language': signer.language(),
    'Request-App': API_HEADERS.app,
    'Is-Official': API_HEADERS.isOfficial,
    'X-TASK-VERSION': API_HEADERS.taskVersion,
    'Request-Origin': API_HEADERS.origin,
  };
  const token = signer.accessToken();
  if (token !== undefined && token !== '') headers.Authorization = `Bearer ${token}`;
  return headers;
}

/** The multipart body: `file`, optional `kind`, and `origin` 'web' (every payload has it). */
export function uploadForm(file: Blob, name: string, kind: UploadKind | undefined): FormData {
  const form = new FormData();
  form.append('file', file, name);
  if (kind !== undefined) form.append('kind', kind);
  form.append('origin', API_HEADERS.origin);
  return form;
}

/** The envelope of an answer, or a TransportError naming the path and status when it is not one. */
export function readUploadEnvelope(
  status: number,
  statusText: string,
  text: string,
): ApiEnvelope<UploadResponse> {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    throw new TransportError(UPLOAD_API, status, `${statusText} (answer is not JSON)`, error);
  }
  if (typeof body !== 'object' || body === null || typeof (body as { code?: unknown }).code !== 'number')
    throw new TransportError(UPLOAD_API, status, `${statusText} (answer has no code)`, body);
  return body as ApiEnvelope<UploadResponse>;
}

export async function uploadWithProgress(options: UploadOptions): Promise<UploadResponse> {
  const first = await sendUpload(options);
  if (first.code === API_CODE.ok) return first.data;
  if (first.code === API_CODE.unauthorized && options.refresher !== undefined) {
    // The access token expired: refreshed (or rotated by another tab), the same upload goes once more.
    if (await options.refresher.refreshAfterUnauthorized()) {
      const { signal } = options;
      if (signal?.aborted === true) throw new RequestAbortedError(UPLOAD_API, signal.reason);
      const second = await sendUpload(options);
      if (second.code === API_CODE.ok) return second.data;
      throw new ApiError(UPLOAD_API, second.code, second);
    }
  }
  throw new ApiError(UPLOAD_API, first.code, first);
}

/**
 * One exchange: the answer's envelope (any code but the ignored ones, which never settle: only the caller's
 * abort ends the wait), or a transport, timeout or abort error.
 */
function sendUpload(options: UploadOptions): Promise<ApiEnvelope<UploadResponse>> {
  const { signal } = options;
  if (signal?.aborted === true) return Promise.reject(new RequestAbortedError(UPLOAD_API, signal.reason));
  const xhr = (options.createXhr ?? (() => new XMLHttpRequest() as unknown as UploadXhr))();
  const timeoutMs = options.timeoutMs ?? DURATIONS.requestTimeoutMs;
  return new Promise<ApiEnvelope<UploadResponse>>((resolve, reject) => {
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      outcome();
    };
    const onAbort = () => {
      xhr.abort();
      finish(() => reject(new RequestAbortedError(UPLOAD_API, signal?.reason)));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    xhr.open('POST', `${options.host}${UPLOAD_API}`);
    xhr.timeout = timeoutMs;
    for (const [name, value] of Object.entries(uploadHeaders(options.signer)))
      xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      const total = event.lengthComputable ? event.total : 0;
      options.onProgress?.({
        loaded: event.loaded,
        total,
        fraction: total > 0 ? Math.min(1, event.loaded / total) : 0,
      });
    };
    xhr.onload = () => {
      let envelope: ApiEnvelope<UploadResponse>;
      try {
        envelope = readUploadEnvelope(xhr.status, xhr.statusText, xhr.responseText);
      } catch (error) {
        return finish(() => reject(error as Error));
      }
      // Ignored codes never settle; only the caller's abort ends the wait.
      if (SILENT_CODES.includes(envelope.code)) return;
      finish(() => resolve(envelope));
    };
    xhr.onerror = () =>
      finish(() =>
        reject(new TransportError(UPLOAD_API, xhr.status || undefined, xhr.statusText || 'network error')),
      );
    xhr.ontimeout = () => finish(() => reject(new RequestTimeoutError(UPLOAD_API, timeoutMs)));
    xhr.onabort = () => finish(() => reject(new RequestAbortedError(UPLOAD_API, signal?.reason)));
    xhr.send(uploadForm(options.file, options.name, options.kind));
  });
}
