import wretch, { type Wretch } from 'wretch';
import { WretchError } from 'wretch/resolver';
import { API_CODE, API_HEADERS, SILENT_CODES, type ApiEnvelope } from '../../shared/api/envelope.ts';
import type { TokenPair } from '../../shared/api/auth.ts';
import { DURATIONS } from '../../shared/constants.ts';
import { Emitter } from '../../shared/emitter.ts';
import { ApiError } from '../../shared/errors.ts';
import type { AuthSession } from '../auth/session.ts';
import { RequestAbortedError, RequestTimeoutError, TransportError } from './errors.ts';
import { RefreshCoordinator, type RefreshOutcome } from './refresh-coordinator.ts';
import { defaultRefreshLock, type RefreshLock } from './refresh-lock.ts';

export interface ApiClientOptions {
  /** Base URL ('' = same origin, the local API); see env.ts. */
  host: string;
  session: AuthSession;
  /** Default 300000 ms. */
  timeoutMs?: number;
  /** A fetch to use instead of the global one. */
  fetch?: typeof fetch;
  /** The lock token refreshes run under; default Web Locks (one refresh across tabs), else this page's. */
  refreshLock?: RefreshLock;
}

export interface RequestOptions {
  /** Default POST; GET and DELETE send no body. */
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** JSON fields (origin: 'web' is added) or a multipart form; optional. */
  body?: object | FormData;
  /** Query parameters (GET and DELETE calls also carry origin=web, having no body to carry it). */
  query?: Record<string, string | number>;
  signal?: AbortSignal;
  /** Asks every cache on the way for a fresh answer. */
  noCache?: boolean;
  /** false for calls that must not trigger a token refresh (the refresh call itself). */
  refresh?: boolean;
}

/**
 * The API client. Every answer is `{code, data}`: 200 resolves with `data`; 2002–2004 are
 * ignored (the promise never settles, but it is released when its caller aborts or the client is disposed);
 * 401 refreshes the tokens once and retries; any other code rejects with `ApiError('{api} error: {code}')`.
 */
export class ApiClient {
  readonly #options: ApiClientOptions;
  readonly #base: Wretch;
  readonly #timeoutMs: number;
  /** Requests held unsettled because of an ignored code, until their caller aborts or `dispose()`. */
  readonly #held = new Emitter<{ dispose: void }>();
  readonly #lifetime = new AbortController();
  readonly #refresher: RefreshCoordinator;

  constructor(options: ApiClientOptions) {
    this.#options = options;
    this.#refresher = new RefreshCoordinator({
      lock: options.refreshLock ?? defaultRefreshLock(),
      currentToken: () => this.session.refreshToken(),
      refresh: (token) => this.#refreshNow(token),
      // Everything starts again with the rewritten cookies, ours or another tab's.
      settled: (outcome) => {
        if (outcome !== 'signed out') this.session.reload();
      },
    });
    this.#timeoutMs = options.timeoutMs ?? DURATIONS.requestTimeoutMs;
    let base = wretch(options.host).errorType('json');
    if (options.fetch !== undefined) base = base.polyfills({ fetch: options.fetch });
    this.#base = base;
  }

  get session(): AuthSession {
    return this.#options.session;
  }

  /** How many requests an ignored code holds unsettled right now. */
  get heldRequests(): number {
    return this.#held.count('dispose');
  }

  /** Cancels every request in flight and releases the held ones (each rejects with an 'abort' error). */
  dispose(): void {
    this.#lifetime.abort();
    this.#held.emit('dispose');
    this.#held.clear();
  }

  async request<T>(api: string, options: RequestOptions = {}): Promise<T> {
    const envelope = await this.#send(api, options, readEnvelope<T>);
    if (envelope.code === API_CODE.ok) return envelope.data;
    return this.#refused(api, options, envelope, () => this.request<T>(api, { ...options, refresh: false }));
  }

  /**
   * A GET whose answer is a file (an image), not an envelope: resolves with its bytes. A refusal still comes
   * as an envelope and is treated as `request` treats it (401 refreshes once, other codes reject).
   */
  async requestBlob(api: string, options: Omit<RequestOptions, 'method' | 'body'> = {}): Promise<Blob> {
    const answer = await this.#send(api, { ...options, method: 'GET' }, readBlobOrEnvelope);
    if (answer instanceof Blob) return answer;
    if (answer.code === API_CODE.ok)
      throw new TransportError(api, 200, 'answer is an envelope, not a file', answer);
    return this.#refused(api, options, answer, () => this.requestBlob(api, { ...options, refresh: false }));
  }

  /** A refused call: held (ignored codes), sent once more after a token refresh (401), or rejected. */
  async #refused<T>(
    api: string,
    options: RequestOptions,
    envelope: ApiEnvelope<unknown>,
    again: () => Promise<T>,
  ): Promise<T> {
    if (SILENT_CODES.includes(envelope.code)) return this.#hold<T>(api, options.signal);
    if (envelope.code === API_CODE.unauthorized && options.refresh !== false) {
      // The cookies hold a working pair again (ours or another tab's): the same call once more.
      if (await this.refreshAfterUnauthorized()) return again();
    }
    throw new ApiError(api, envelope.code, envelope);
  }

  /**
   * What a 401 answer calls for, for requests this client does not send itself (uploads through
   * XMLHttpRequest, for their progress): refreshes the tokens as `request` does — one refresh shared by
   * concurrent callers, cookies rewritten, page reloaded; a refused refresh signs out. Resolves true when the
   * cookies hold a working pair again, so the caller may send its request once more; false without a refresh
   * token or after signing out. A failed refresh call rejects (ApiError, transport error).
   */
  async refreshAfterUnauthorized(): Promise<boolean> {
    const refreshToken = this.session.refreshToken();
    if (refreshToken === undefined) return false;
    // One refresh at a time, shared by this page's concurrent 401s and coordinated with other tabs.
    return (await this.#refresher.refresh(refreshToken)) !== 'signed out';
  }

  /** Keeps a request unsettled without keeping anything alive: only its caller's abort (or dispose) ends it. */
  #hold<T>(api: string, signal: AbortSignal | undefined): Promise<T> {
    return new Promise<T>((_resolve, reject) => {
      let unhold = (): void => {};
      const release = (error: Error) => {
        unhold();
        signal?.removeEventListener('abort', onAbort);
        reject(error);
      };
      const onAbort = () => release(new RequestAbortedError(api, signal?.reason));
      if (signal?.aborted === true) return onAbort();
      unhold = this.#held.on('dispose', () => release(new RequestAbortedError('client disposed')));
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }

  /** The refresh call itself: keeps the new pair, or signs out when the server refuses our unchanged token. */
  async #refreshNow(refreshToken: string): Promise<RefreshOutcome> {
    const api = '/api/user/refresh-token';
    const body = { refresh_token: refreshToken };
    const answer = await this.#send(api, { method: 'POST', body, refresh: false }, readEnvelope<TokenPair>);
    if (answer.code === API_CODE.ok) {
      this.session.keep(answer.data);
      return 'refreshed';
    }
    if (answer.code === API_CODE.badRequest) {
      // Another tab may have rotated the token meanwhile: only an unchanged token means the session is over.
      if (this.session.refreshToken() !== refreshToken) return 'rotated elsewhere';
      this.session.signOut();
      return 'signed out';
    }
    throw new ApiError(api, answer.code, answer);
  }

  /**
   * One HTTP exchange: the answer as `read` takes it (within the timeout), the envelope of an HTTP error
   * status, or a transport, abort or timeout error.
   */
  async #send<R>(
    api: string,
    options: RequestOptions,
    read: (api: string, response: Response) => Promise<R>,
  ): Promise<R | ApiEnvelope<never>> {
    const { signal } = options;
    if (signal?.aborted === true) throw new RequestAbortedError(api, signal.reason);
    const controller = new AbortController();
    let timedOut = false;
    const onAbort = () => controller.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    this.#lifetime.signal.addEventListener('abort', onAbort, { once: true });
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, this.#timeoutMs);
    try {
      const response = await this.#prepare(api, options)
        .options({ signal: controller.signal })
        .fetch(options.method ?? 'POST', '', this.#payload(options))
        .res();
      return await read(api, response);
    } catch (error) {
      // The signal may have fired while waiting (TypeScript keeps the narrowing from before the await).
      if (aborted(signal)) throw new RequestAbortedError(api, signal?.reason);
      if (this.#lifetime.signal.aborted) throw new RequestAbortedError(api, 'client disposed');
      if (timedOut) throw new RequestTimeoutError(api, this.#timeoutMs);
      if (error instanceof WretchError) {
        const body: unknown = error.json;
        if (isEnvelope(body)) return body as ApiEnvelope<never>;
        throw new TransportError(api, error.status, error.response.statusText, error);
      }
      if (error instanceof TransportError) throw error;
      throw new TransportError(api, undefined, error instanceof Error ? error.message : String(error), error);
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      this.#lifetime.signal.removeEventListener('abort', onAbort);
    }
  }

  #prepare(api: string, options: RequestOptions): Wretch {
    const session = this.session;
    const headers: Record<string, string> = {
      'Request-Language': session.language(),
      'Request-App': API_HEADERS.app,
      'Is-Official': API_HEADERS.isOfficial,
      'X-TASK-VERSION': API_HEADERS.taskVersion,
      'Request-Origin': API_HEADERS.origin,
    };
    const token = session.accessToken();
    if (token !== undefined) headers.Authorization = `Bearer ${token}`;
    if (options.noCache === true) {
      headers['Cache-Control'] = 'no-cache';
      headers.Pragma = 'no-cache';
    }
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(options.query ?? {})) query.set(name, String(value));
    if (!hasBody(options)) query.set('origin', API_HEADERS.origin);
    const search = query.size === 0 ? '' : `?${query.toString()}`;
    return this.#base.url(`${api}${search}`).headers(headers);
  }

  /** The body: JSON fields plus origin 'web', or the form with an origin field. GET and DELETE have none. */
  #payload(options: RequestOptions): object | FormData | null {
    if (!hasBody(options)) return null;
    const { body } = options;
    if (body instanceof FormData) {
      if (!body.has('origin')) body.append('origin', API_HEADERS.origin);
      return body;
    }
    return { ...body, origin: API_HEADERS.origin };
  }
}

function hasBody(options: RequestOptions): boolean {
  const method = options.method ?? 'POST';
  return method === 'POST' || method === 'PUT';
}

function aborted(signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true;
}

function isEnvelope(value: unknown): value is ApiEnvelope<unknown> {
  return (
    typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number'
  );
}

async function readEnvelope<T>(api: string, response: Response): Promise<ApiEnvelope<T>> {
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    throw new TransportError(api, response.status, `${response.statusText} (answer is not JSON)`, error);
  }
  if (!isEnvelope(body))
    throw new TransportError(api, response.status, `${response.statusText} (answer has no code)`, body);
  return body as ApiEnvelope<T>;
}

/** A file answer as its bytes; a JSON answer (a refusal) as its envelope. */
async function readBlobOrEnvelope(api: string, response: Response): Promise<Blob | ApiEnvelope<never>> {
  const type = response.headers.get('Content-Type') ?? '';
  if (type.startsWith('application/json')) return readEnvelope<never>(api, response);
  return response.blob();
}
