/**
 * The host's method calls on the editor side: each runs through a dispatch table by method name, with a
 * signal that the host's cancel for the same request aborts, and a progress channel back to the host.
 */
import { CHANNEL } from './messages.ts';
import type { HostMessage } from './messages.ts';
import { post, replyTo } from './bridge-host.ts';
import type { Host, RequestKey } from './bridge-host.ts';
import type { EditorApi, EditorMethod } from './types.ts';
import type { ExportProgress, ExportRunOptions } from '../export/types.ts';

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
  exportSubtitles: (api, [options]) =>
    api.exportSubtitles(options as Parameters<EditorApi['exportSubtitles']>[0]),
};

export interface CallRunner {
  run(host: Host, message: Extract<HostMessage, { kind: 'call' }>): void;
  cancel(host: Host, id: number): void;
  /** Aborts every call under way. */
  stop(): void;
}

export function createCallRunner(api: EditorApi, keyOf: RequestKey): CallRunner {
  // Calls under way, by (host window, origin, request id): a host's cancel aborts the one it names.
  const running = new Map<string, AbortController>();
  return {
    run(host, message) {
      const callKey = keyOf(host.source, host.origin, message.id);
      const controller = new AbortController();
      running.set(callKey, controller);
      const context: CallContext = {
        signal: controller.signal,
        progress: (progress) => post(host, { channel: CHANNEL, kind: 'progress', id: message.id, progress }),
      };
      void replyTo(host, message.id, () => CALLS[message.method](api, message.args, context)).finally(() =>
        running.delete(callKey),
      );
    },
    cancel(host, id) {
      running.get(keyOf(host.source, host.origin, id))?.abort();
    },
    stop() {
      for (const controller of running.values()) controller.abort();
      running.clear();
    },
  };
}
