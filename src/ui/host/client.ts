/**
 * The host side of the iframe bridge: `connectEditor(iframe, {origin})` answers the same EditorApi
 * as `mountEditor`, each call a request with its own id whose reply settles the promise. Only messages from
 * the iframe's window and the given origin are read.
 */
import type { Emitter } from '../../shared/emitter.ts';
import { openEditorLink } from './client-link.ts';
import type { EditorLink } from './client-link.ts';
import { createHostEmitter } from './emitter.ts';
import { canonicalOrigin, CHANNEL, checkArgs } from './messages.ts';
import type { EditorApi, EditorMethod, HostEventMap, HostEventName } from './types.ts';
import type { ExportRunOptions } from '../export/types.ts';

export { EditorError } from './client-link.ts';

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

export function connectEditor(iframe: HTMLIFrameElement, options: ConnectOptions): EditorConnection {
  const origin = canonicalOrigin(options.origin);
  const timeoutMs = options.readyTimeoutMs ?? 30_000;
  const emitter = createHostEmitter();
  const link = openEditorLink(iframe, origin, timeoutMs, emitter);
  return {
    ready: link.ready,
    ...remoteCalls(link),
    exportVideo: remoteExport(link),
    ...remoteSubscriptions(link, emitter),
    disconnect: () => link.close(),
  };
}

type RemoteCalls = Omit<EditorApi, 'exportVideo' | 'on' | 'off'>;

/** The calls that travel as plain requests: their arguments go as they are, their replies come back typed. */
function remoteCalls(link: EditorLink): RemoteCalls {
  const call = (method: EditorMethod, ...args: unknown[]) => link.request({ kind: 'call', method, args });
  return {
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
    exportSubtitles: async (options) => (await call('exportSubtitles', options)) as string,
  };
}

/** The error an aborted call rejects with, as `fetch` does: the signal's reason, or an AbortError. */
function abortError(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  return reason instanceof Error && reason.name === 'AbortError'
    ? reason
    : new DOMException('exportVideo: the export was cancelled', 'AbortError');
}

/**
 * An export across the frame: the options travel as data (a signal and a callback cannot be cloned), the
 * editor's progress messages reach `onProgress`, and an aborted signal sends a cancel for this request; the
 * promise then settles with the editor's answer (an AbortError once the export has stopped and cleaned up).
 */
function remoteExport(link: EditorLink): EditorApi['exportVideo'] {
  return async (options: ExportRunOptions = {}): Promise<Blob> => {
    const problem = checkArgs('exportVideo', [options]);
    if (problem !== undefined) throw new TypeError(problem);
    const { signal, onProgress, ...settings } = options;
    const aborted = () => signal?.aborted === true;
    if (signal !== undefined && aborted()) throw abortError(signal);
    await link.ready;
    const id = link.nextId();
    const cancel = () => link.send({ channel: CHANNEL, kind: 'cancel', id });
    signal?.addEventListener('abort', cancel, { once: true });
    try {
      return (await link.exchange(
        id,
        { channel: CHANNEL, kind: 'call', id, method: 'exportVideo', args: [settings] },
        onProgress,
      )) as Blob;
    } catch (error) {
      if (signal !== undefined && aborted() && error instanceof Error && error.name === 'AbortError')
        throw abortError(signal);
      throw error;
    } finally {
      signal?.removeEventListener('abort', cancel);
    }
  };
}

/** on/off: handlers stay on this page; the editor is asked for an event while any handler wants it. */
function remoteSubscriptions(
  link: EditorLink,
  emitter: Emitter<HostEventMap>,
): Pick<EditorApi, 'on' | 'off'> {
  const subscribed = new Set<HostEventName>();
  return {
    on: async (event, handler) => {
      emitter.on(event, handler);
      if (subscribed.has(event)) return;
      subscribed.add(event);
      await link.request({ kind: 'subscribe', event });
    },
    off: async (event, handler) => {
      emitter.off(event, handler);
      if (emitter.count(event) > 0 || !subscribed.has(event)) return;
      subscribed.delete(event);
      await link.request({ kind: 'unsubscribe', event });
    },
  };
}
