import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/shared/errors.ts';
import {
  uploadHeaders,
  uploadWithProgress,
  type UploadProgress,
  type UploadXhr,
} from '../../../src/ui/api/upload-with-progress.ts';

/** A scripted XMLHttpRequest: records what was sent, and the test plays the network's part. */
class FakeXhr implements UploadXhr {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | undefined;
  aborted = false;
  timeout = 0;
  status = 0;
  statusText = '';
  responseText = '';
  upload: UploadXhr['upload'] = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.onprogress?.({ loaded, total, lengthComputable } as ProgressEvent);
  }
  answer(status: number, body: string, statusText = 'OK') {
    this.status = status;
    this.statusText = statusText;
    this.responseText = body;
    this.onload?.();
  }
}

const signer = { accessToken: () => 'cwa.token', language: () => 'fr' };
const file = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
const data = {
  key: 'users/1/image/a.png',
  kind: 'image',
  content_type: 'image/png',
  size: 4,
  url: '/media/u?sig=1',
  static_url: '/media/u?sig=2',
};

function start(extra: Partial<Parameters<typeof uploadWithProgress>[0]> = {}) {
  const xhr = new FakeXhr();
  const progress: UploadProgress[] = [];
  const result = uploadWithProgress({
    host: 'https://api.example.com',
    signer,
    file,
    name: 'cat.png',
    kind: 'image',
    onProgress: (p) => progress.push(p),
    createXhr: () => xhr,
    ...extra,
  });
  return { xhr, progress, result };
}

describe('uploadWithProgress', () => {
  it('signs the request like the API client and posts the form', () => {
    const { xhr } = start();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('https://api.example.com/ai/source/upload');
    expect(xhr.headers).toEqual({
      'Request-Language': 'fr',
      'Request-App': 'ai',
      'Is-Official': '1',
      'X-TASK-VERSION': '2.0.0',
      'Request-Origin': 'web',
      Authorization: 'Bearer cwa.token',
    });
    expect(xhr.timeout).toBe(300000);
    expect((xhr.body?.get('file') as File).name).toBe('cat.png');
    expect(xhr.body?.get('kind')).toBe('image');
    expect(xhr.body?.get('origin')).toBe('web');
  });

  it('sends no Authorization header without a token', () => {
    expect(
      uploadHeaders({ accessToken: () => undefined, language: () => 'en' }).Authorization,
    ).toBeUndefined();
  });

  it('reports progress and resolves with the data of a 200 envelope', async () => {
    const { xhr, progress, result } = start();
    xhr.progress(50, 200);
    xhr.progress(200, 200);
    xhr.progress(10, 0, false);
    xhr.answer(200, JSON.stringify({ code: 200, data }));
    await expect(result).resolves.toEqual(data);
    expect(progress).toEqual([
      { loaded: 50, total: 200, fraction: 0.25 },
      { loaded: 200, total: 200, fraction: 1 },
      { loaded: 10, total: 0, fraction: 0 },
    ]);
  });

  it('rejects with ApiError for another code, keeping the envelope (its message) as cause', async () => {
    const { xhr, result } = start();
    const envelope = {
      code: 415,
      data: null,
      message: "file 'cat.png': declared as image/png but its content is video/mp4",
    };
    xhr.answer(415, JSON.stringify(envelope), 'Unsupported Media Type');
    const error = await result.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('/ai/source/upload error: 415');
    expect((error as ApiError).cause).toEqual(envelope);
  });

  it('rejects an answer that is not JSON with the status text', async () => {
    const { xhr, result } = start();
    xhr.answer(502, '<html>', 'Bad Gateway');
    await expect(result).rejects.toThrow('/ai/source/upload: 502 Bad Gateway (answer is not JSON)');
  });

  it('rejects a network failure and a timeout', async () => {
    const failed = start();
    failed.xhr.onerror?.();
    await expect(failed.result).rejects.toThrow('/ai/source/upload: network error');
    const slow = start({ timeoutMs: 5 });
    slow.xhr.ontimeout?.();
    await expect(slow.result).rejects.toThrow('/ai/source/upload: no answer within 5 ms');
  });

  it('is cancelled by its signal (error named abort), also while an ignored code holds it', async () => {
    const controller = new AbortController();
    const { xhr, result } = start({ signal: controller.signal });
    xhr.progress(10, 100);
    controller.abort('user');
    const error = (await result.catch((e: unknown) => e)) as Error;
    expect(error.name).toBe('abort');
    expect(xhr.aborted).toBe(true);

    const held = new AbortController();
    const second = start({ signal: held.signal });
    second.xhr.answer(200, JSON.stringify({ code: 2003, data: null }));
    let settled = false;
    void second.result.then(
      () => (settled = true),
      () => (settled = true),
    );
    await new Promise((r) => setTimeout(r, 10));
    expect(settled).toBe(false);
    held.abort();
    await expect(second.result).rejects.toThrow('abort error: /ai/source/upload');
  });

  it('rejects at once when the signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(start({ signal: controller.signal }).result).rejects.toThrow('abort error');
  });
});
