/**
 * Uploads after the access token expired (401 → refresh → retry): the upload asks its refresher (the
 * ApiClient) to refresh once and sends the file again, signed with the new token. The network's part of the
 * upload is played by a scripted XMLHttpRequest; the refresh itself goes to the real local API.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/shared/errors.ts';
import { RequestAbortedError } from '../../../src/ui/api/errors.ts';
import {
  uploadWithProgress,
  type UploadOptions,
  type UploadRefresher,
  type UploadXhr,
} from '../../../src/ui/api/upload-with-progress.ts';
import { clientFor, startHttpServer, type HttpTestServer } from './helpers.ts';

class FakeXhr implements UploadXhr {
  headers: Record<string, string> = {};
  body: FormData | undefined;
  timeout = 0;
  status = 0;
  statusText = '';
  responseText = '';
  upload: UploadXhr['upload'] = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  open() {}
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(code: number, data: unknown = null) {
    this.status = 200;
    this.statusText = 'OK';
    this.responseText = JSON.stringify({ code, data });
    this.onload?.();
  }
}

const uploaded = {
  key: 'users/1/video/a.mp4',
  kind: 'video',
  content_type: 'video/mp4',
  size: 4,
  url: '/media/a?sig=1',
  static_url: '/media/a?sig=2',
};

/** Starts an upload whose XMLHttpRequests are kept in `xhrs`, in order. */
function start(extra: Partial<UploadOptions>) {
  const xhrs: FakeXhr[] = [];
  let token = 'old-token';
  const result = uploadWithProgress({
    host: '',
    signer: { accessToken: () => token, language: () => 'en' },
    file: new Blob([new Uint8Array([0, 0, 0, 0x18])], { type: 'video/mp4' }),
    name: 'clip.mp4',
    kind: 'video',
    createXhr: () => {
      const xhr = new FakeXhr();
      xhrs.push(xhr);
      return xhr;
    },
    ...extra,
  });
  return { xhrs, result, setToken: (t: string) => (token = t) };
}

/** A refresher that answers `outcome` and counts its calls. */
function refresher(outcome: () => Promise<boolean>) {
  const calls = { n: 0 };
  const value: UploadRefresher = {
    refreshAfterUnauthorized: () => {
      calls.n++;
      return outcome();
    },
  };
  return { value, calls };
}

describe('upload after a 401', () => {
  it('refreshes once and sends the file again, signed with the new token', async () => {
    const holder: { upload?: ReturnType<typeof start> } = {};
    const r = refresher(async () => {
      holder.upload?.setToken('new-token');
      return true;
    });
    holder.upload = start({ refresher: r.value });
    const { xhrs, result } = holder.upload;
    xhrs[0]!.answer(401);
    await vi.waitFor(() => expect(xhrs).toHaveLength(2));
    expect(r.calls.n).toBe(1);
    expect(xhrs[0]!.headers.Authorization).toBe('Bearer old-token');
    expect(xhrs[1]!.headers.Authorization).toBe('Bearer new-token');
    expect((xhrs[1]!.body?.get('file') as File).name).toBe('clip.mp4');
    xhrs[1]!.answer(200, uploaded);
    await expect(result).resolves.toEqual(uploaded);
  });

  it('a second 401 after the refresh rejects; no second refresh', async () => {
    const r = refresher(async () => true);
    const { xhrs, result } = start({ refresher: r.value });
    xhrs[0]!.answer(401);
    await vi.waitFor(() => expect(xhrs).toHaveLength(2));
    xhrs[1]!.answer(401);
    const error = await result.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as Error).message).toBe('/ai/source/upload error: 401');
    expect(r.calls.n).toBe(1);
  });

  it('no refresh possible (no refresh token, signed out) or no refresher: the 401 ApiError, one request', async () => {
    const r = refresher(async () => false);
    const refused = start({ refresher: r.value });
    refused.xhrs[0]!.answer(401);
    await expect(refused.result).rejects.toThrow('/ai/source/upload error: 401');
    expect(refused.xhrs).toHaveLength(1);
    const alone = start({});
    alone.xhrs[0]!.answer(401);
    await expect(alone.result).rejects.toThrow('/ai/source/upload error: 401');
    expect(alone.xhrs).toHaveLength(1);
  });

  it('a failed refresh call rejects with its error; an abort during the refresh sends nothing more', async () => {
    const failure = new Error('/api/user/refresh-token error: 500');
    const failed = start({ refresher: refresher(() => Promise.reject(failure)).value });
    failed.xhrs[0]!.answer(401);
    await expect(failed.result).rejects.toBe(failure);

    const controller = new AbortController();
    const aborting = start({
      signal: controller.signal,
      refresher: refresher(async () => {
        controller.abort('user left');
        return true;
      }).value,
    });
    aborting.xhrs[0]!.answer(401);
    const error = await aborting.result.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestAbortedError);
    expect(aborting.xhrs).toHaveLength(1);
  });

  it('other codes are not refreshed', async () => {
    const r = refresher(async () => true);
    const { xhrs, result } = start({ refresher: r.value });
    xhrs[0]!.answer(413);
    await expect(result).rejects.toThrow('/ai/source/upload error: 413');
    expect(r.calls.n).toBe(0);
  });
});

describe('upload after a 401, refreshed by the ApiClient against the local API', () => {
  let http: HttpTestServer;
  beforeAll(async () => {
    http = await startHttpServer();
  }, 60_000);
  afterAll(async () => {
    await http.close();
  });

  it('the client refreshes the tokens (cookies rewritten, page reloaded) and the upload retries with them', async () => {
    const kit = clientFor(http.origin);
    await kit.api.signUp({ email: 'uploader@example.com', password: 'correct horse battery', name: 'U' });
    const before = kit.cookies.get('access_token');
    // The access token lives 15 minutes on the server's clock: the upload is answered 401.
    http.server.clock.now += 16 * 60 * 1000;
    try {
      const { xhrs, result } = start({ refresher: kit.client, signer: kit.client.session });
      expect(xhrs[0]!.headers.Authorization).toBe(`Bearer ${before}`);
      xhrs[0]!.answer(401);
      await vi.waitFor(() => expect(xhrs).toHaveLength(2));
      const after = kit.cookies.get('access_token');
      expect(after).not.toBe(before);
      expect(xhrs[1]!.headers.Authorization).toBe(`Bearer ${after}`);
      expect(kit.navigation.reloads).toBe(1);
      // The new token is one the server accepts.
      expect((await kit.api.me()).name).toBe('U');
      xhrs[1]!.answer(200, uploaded);
      await expect(result).resolves.toEqual(uploaded);
    } finally {
      http.server.clock.now -= 16 * 60 * 1000;
    }
  });

  it('refreshAfterUnauthorized without a refresh token is false and changes nothing', async () => {
    const kit = clientFor(http.origin);
    await expect(kit.client.refreshAfterUnauthorized()).resolves.toBe(false);
    expect(kit.navigation.reloads).toBe(0);
    expect(kit.navigation.visited).toEqual([]);
  });
});
