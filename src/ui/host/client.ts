/**
 * The host side of the iframe bridge: `connectEditor(iframe, {origin})` answers the same EditorApi
 * as `mountEditor`, each call a request with its own id whose reply settles the promise. Only messages from
 * the iframe's window and the given origin are read.
 */
import { createHostEmitter } from './emitter.ts';
import { canonicalOrigin, CHANNEL, checkArgs, parseEditorMessage } from './messages.ts';
import type { HostMessage } from './messages.ts';
import type { EditorApi, EditorMethod, HostEventName } from './types.ts';
import type { ExportProgress, ExportRunOptions } from '../export/types.ts';

export interface ConnectOptions {
  /** The editor's origin (where the iframe's page comes from), e.g. 'https://editor.example'. */
  origin: string;
  /** How long to wait for the editor to answer at all (ms; default 30000). */
  readyTimeoutMs?: number;
}

export interface EditorConnection extends EditorApi {
  /** Resolves when the editor in the iframe answers; rejects after `readyTimeoutMs`. */
  readonly ready: Promise<void>;
  /** Stops listening; pending calls reject. */
  disconnect(): void;
}

/** An error from the editor, with the name and message it had there. */
export class EditorError extends Error {
  constructor(
    override readonly name: string,
    message: string,
  ) {
    super(message);
  }
}

const HELLO_INTERVAL_MS = 100;

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
  onProgress?: ((progress: ExportProgress) => void) | undefined;
}

/** The error an aborted call rejects with, as `fetch` does: the signal's reason, or an AbortError. */
function abortError(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  return reason instanceof Error && reason.name === 'AbortError'
    ? reason
    : new DOMException('exportVideo: the export was cancelled', 'AbortError');
}

export function connectEditor(iframe: HTMLIFrameElement, options: ConnectOptions): EditorConnection {
  const origin = canonicalOrigin(options.origin);
  const timeoutMs = options.readyTimeoutMs ?? 30_000;
  const emitter = createHostEmitter();
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let markReady: () => void = () => {};
  let failReady: (error: Error) => void = () => {};
  const ready = new Promise<void>((resolve, reject) => {
    markReady = resolve;
    failReady = reject;
  });

  const send = (message: HostMessage) => iframe.contentWindow?.postMessage(message, { targetOrigin: origin });

  // The editor may have started before or after us: ask until it answers.
  const hello = setInterval(() => send({ channel: CHANNEL, kind: 'hello' }), HELLO_INTERVAL_MS);
  const timeout = setTimeout(() => {
    clearInterval(hello);
    failReady(new Error(`connectEditor: the editor at ${origin} did not answer within ${timeoutMs} ms`));
  }, timeoutMs);
  send({ channel: CHANNEL, kind: 'hello' });

  const onMessage = (event: MessageEvent) => {
    if (event.origin !== origin || event.source !== iframe.contentWindow) return;
    const message = parseEditorMessage(event.data);
    if (message === undefined) return;
    if (message.kind === 'ready') {
      clearInterval(hello);
      clearTimeout(timeout);
      markReady();
    } else if (message.kind === 'event') {
      emitter.emit(message.event, message.payload as never);
    } else if (message.kind === 'progress') {
      pending.get(message.id)?.onProgress?.(message.progress);
    } else {
      const waiting = pending.get(message.id);
      pending.delete(message.id);
      if (message.ok) waiting?.resolve(message.value);
      else waiting?.reject(new EditorError(message.error.name, message.error.message));
    }
  };
  window.addEventListener('message', onMessage);

  type Request =
    | { kind: 'call'; method: EditorMethod; args: unknown[] }
    | { kind: 'subscribe' | 'unsubscribe'; event: HostEventName };
  const request = async (message: Request): Promise<unknown> => {
    await ready;
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      send({ ...message, channel: CHANNEL, id } as HostMessage);
    });
  };

  /**
   * An export across the frame: the options travel as data (a signal and a callback cannot be cloned), the
   * editor's progress messages reach `onProgress`, and an aborted signal sends a cancel for this request; the
   * promise then settles with the editor's answer (an AbortError once the export has stopped and cleaned up).
   */
  const exportVideo = async (options: ExportRunOptions = {}): Promise<Blob> => {
    const problem = checkArgs('exportVideo', [options]);
    if (problem !== undefined) throw new TypeError(problem);
    const { signal, onProgress, ...settings } = options;
    const aborted = () => signal?.aborted === true;
    if (signal !== undefined && aborted()) throw abortError(signal);
    await ready;
    const id = nextId++;
    const cancel = () => send({ channel: CHANNEL, kind: 'cancel', id });
    signal?.addEventListener('abort', cancel, { once: true });
    try {
      return (await new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject, onProgress });
        send({ channel: CHANNEL, kind: 'call', id, method: 'exportVideo', args: [settings] });
      })) as Blob;
    } catch (error) {
      if (signal !== undefined && aborted() && error instanceof Error && error.name === 'AbortError')
        throw abortError(signal);
      throw error;
    } finally {
      signal?.removeEventListener('abort', cancel);
    }
  };
  const call = (method: EditorMethod, ...args: unknown[]) => request({ kind: 'call', method, args });
  const subscribed = new Set<HostEventName>();

  return {
    ready,
    loadProject: async (json) => void (await call('loadProject', json)),
    previewAll: async (startTime) =>
      void (await call('previewAll', ...(startTime === undefined ? [] : [startTime]))),
    pausePreview: async () => (await call('pausePreview')) as number,
    seek: async (time) => void (await call('seek', time)),
    getVideoFrame: async (time) =>
      (await call('getVideoFrame', ...(time === undefined ? [] : [time]))) as File,
    replaceGoods: async (goods) => void (await call('replaceGoods', goods)),
    refreshConfig: async () => void (await call('refreshConfig')),
    getProject: () => call('getProject'),
    exportVideo,
    on: async (event, handler) => {
      emitter.on(event, handler);
      if (subscribed.has(event)) return;
      subscribed.add(event);
      await request({ kind: 'subscribe', event });
    },
    off: async (event, handler) => {
      emitter.off(event, handler);
      if (emitter.count(event) > 0 || !subscribed.has(event)) return;
      subscribed.delete(event);
      await request({ kind: 'unsubscribe', event });
    },
    disconnect: () => {
      clearInterval(hello);
      clearTimeout(timeout);
      window.removeEventListener('message', onMessage);
      for (const { reject } of pending.values()) reject(new Error('connectEditor: disconnected'));
      pending.clear();
    },
  };
}
