/**
 * An upload with progress (upload-with-progress.ts) made the way the page's API client makes its calls: the
 * host of this build's environment flags, signed with the client's session, and refreshed by the client when
 * the access token has expired (401 → refresh → the upload once more).
 */
import type { UploadKind, UploadResponse } from '../../shared/api/media.ts';
import type { Api } from './calls.ts';
import { apiHost, buildFlags } from './env.ts';
import { uploadWithProgress, type UploadProgress } from './upload-with-progress.ts';

export interface ApiUploadOptions {
  kind?: UploadKind | undefined;
  onProgress?: ((progress: UploadProgress) => void) | undefined;
  signal?: AbortSignal | undefined;
}

export function uploadWithApi(api: Api, file: File, options: ApiUploadOptions = {}): Promise<UploadResponse> {
  return uploadWithProgress({
    host: apiHost(buildFlags(import.meta.env as Record<string, string | boolean | undefined>)),
    signer: api.client.session,
    refresher: api.client,
    file,
    name: file.name,
    ...options,
  });
}
