/**
 * The editor side of the iframe bridge: answers host requests that come from an allowed origin with
 * typed replies (errors keep their name and message), and forwards the events a host subscribed to. Messages
 * from any other origin are ignored without an answer, so a foreign page learns nothing.
 */
import { canonicalOrigin, CHANNEL, isAllowedOrigin, parseHostMessage, toWireError } from './messages.ts';
import type { EditorMessage } from './messages.ts';
import type { EditorApi, EditorMethod, HostEventHandler, HostEventName } from './types.ts';
import type { ExportProgress, ExportRunOptions } from '../export/types.ts';

export interface BridgeOptions {
  /** Origins of the host pages allowed to drive the editor, e.g. ['https://shop.example']. */
  allowedOrigins: readonly string[];
  /** The editor's window (default: this one). */
  window?: Window;
}

/** What a call may use besides its arguments: a signal the host's cancel aborts, and a progress channel. */
interface CallContext {
  signal: AbortSignal;
  progress(progress: ExportProgress): void;
}

type Call = (api: EditorApi, args: unknown[], context: CallContext) => Promise<unknown>;
const CALLS: Record<EditorMethod, Call> = {
  loadProject: (api, [json]) => api.loadProject(json),
  previewAll: (api, [t]) => api.previewAll(t as number | undefined),
  pausePreview: (api) => api.pausePreview(),
  seek: (api, [t]) => api.seek(t as number),
  getVideoFrame: (api, [t]) => api.getVideoFrame(t as number | undefined),
  replaceGoods: (api, [goods]) => api.replaceGoods(goods as Parameters<EditorApi['replaceGoods']>[0]),
  refreshConfig: (api) => api.refreshConfig(),
  getProject: (api) => api.getProject(),
  exportVideo: (api, [options], { signal, progress }) =>
    api.exportVideo({ ...(options as ExportRunOptions | undefined), signal, onProgress: progress }),
};

/** Starts answering hosts; returns the function that stops it (and drops every subscription). */
export function exposeEditor(api: EditorApi, options: BridgeOptions): () => void {
  const allowed = options.allowedOrigins.map(canonicalOrigin);
  const self = options.window ?? window;
  // One forwarding handler per (host window, origin, event), so a host subscribing twice gets one copy.
  const subscriptions = new Map<
    string,
    { source: Window; event: HostEventName; handler: HostEventHandler<HostEventName> }
  >();
  const windows: Window[] = [];
  const keyOf = (source: Window, origin: string, what: HostEventName | number) => {
    if (!windows.includes(source)) windows.push(source);
    return `${windows.indexOf(source)} ${origin} ${what}`;
  };
  // Calls under way, by (host window, origin, request id): a host's cancel aborts the one it names.
  const running = new Map<string, AbortController>();

  const post = (target: Window, origin: string, message: EditorMessage) => {
    try {
      target.postMessage(message, { targetOrigin: origin });
    } catch (error) {
      // A value that cannot be cloned: the host still gets an answer, an error saying so.
      if (message.kind !== 'reply' || !message.ok) throw error;
      target.postMessage(
        {
          channel: CHANNEL,
          kind: 'reply',
          id: message.id,
          ok: false,
          error: toWireError(error),
        } satisfies EditorMessage,
        { targetOrigin: origin },
      );
    }
  };

  const onMessage = (event: MessageEvent) => {
    if (!isAllowedOrigin(event.origin, allowed)) return;
    const source = event.source as Window | null;
    if (source === null || typeof source.postMessage !== 'function') return;
    const parsed = parseHostMessage(event.data);
    if (parsed.action === 'ignore') return;
    const origin = event.origin;
    if (parsed.action === 'reject') {
      post(source, origin, {
        channel: CHANNEL,
        kind: 'reply',
        id: parsed.id,
        ok: false,
        error: parsed.error,
      });
      return;
    }
    const message = parsed.message;
    if (message.kind === 'hello') {
      post(source, origin, { channel: CHANNEL, kind: 'ready' });
      return;
    }
    const reply = (run: () => Promise<unknown>) =>
      run().then(
        (value) => post(source, origin, { channel: CHANNEL, kind: 'reply', id: message.id, ok: true, value }),
        (error: unknown) =>
          post(source, origin, {
            channel: CHANNEL,
            kind: 'reply',
            id: message.id,
            ok: false,
            error: toWireError(error),
          }),
      );
    if (message.kind === 'cancel') {
      running.get(keyOf(source, origin, message.id))?.abort();
      return;
    }
    if (message.kind === 'call') {
      const callKey = keyOf(source, origin, message.id);
      const controller = new AbortController();
      running.set(callKey, controller);
      const context: CallContext = {
        signal: controller.signal,
        progress: (progress) =>
          post(source, origin, { channel: CHANNEL, kind: 'progress', id: message.id, progress }),
      };
      void reply(() => CALLS[message.method](api, message.args, context)).finally(() =>
        running.delete(callKey),
      );
      return;
    }
    const key = keyOf(source, origin, message.event);
    if (message.kind === 'subscribe') {
      void reply(async () => {
        if (subscriptions.has(key)) return;
        const handler: HostEventHandler<HostEventName> = (payload) =>
          post(source, origin, { channel: CHANNEL, kind: 'event', event: message.event, payload });
        subscriptions.set(key, { source, event: message.event, handler });
        await api.on(message.event, handler);
      });
      return;
    }
    void reply(async () => {
      const entry = subscriptions.get(key);
      subscriptions.delete(key);
      if (entry !== undefined) await api.off(entry.event, entry.handler);
    });
  };

  self.addEventListener('message', onMessage);
  // Tell an embedding host that the editor listens now (it may also ask with 'hello' at any time).
  if (self.parent !== self) {
    for (const origin of allowed)
      self.parent.postMessage({ channel: CHANNEL, kind: 'ready' }, { targetOrigin: origin });
  }
  return () => {
    self.removeEventListener('message', onMessage);
    for (const controller of running.values()) controller.abort();
    running.clear();
    for (const { event, handler } of subscriptions.values()) void api.off(event, handler);
    subscriptions.clear();
  };
}
