/**
 * The host's link to the editor in an iframe: it says hello until the editor answers, numbers requests and
 * settles each with the editor's reply, passes progress to the call it belongs to and events to the host's
 * handlers. Only messages from the iframe's window and the editor's origin are read.
 */
import type { Emitter } from '../../shared/emitter.ts';
import { CHANNEL, parseEditorMessage } from './messages.ts';
import type { EditorMessage, HostMessage } from './messages.ts';
import type { EditorMethod, HostEventMap, HostEventName } from './types.ts';
import type { ExportProgress } from '../export/types.ts';

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

/** A request waiting for the editor's reply. */
interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
  onProgress?: ((progress: ExportProgress) => void) | undefined;
}

/** A request as the calls write it; the link adds the channel and the request id. */
export type LinkRequest =
  | { kind: 'call'; method: EditorMethod; args: unknown[] }
  | { kind: 'subscribe' | 'unsubscribe'; event: HostEventName };

export interface EditorLink {
  /** Resolves when the editor answers; rejects after the ready timeout. */
  readonly ready: Promise<void>;
  send(message: HostMessage): void;
  /** A new request id. */
  nextId(): number;
  /** Sends `message` (request `id`) and resolves with the editor's reply; progress goes to `onProgress`. */
  exchange(
    id: number,
    message: HostMessage,
    onProgress?: (progress: ExportProgress) => void,
  ): Promise<unknown>;
  /** Waits for the editor, then sends `message` under a new id and resolves with the reply. */
  request(message: LinkRequest): Promise<unknown>;
  /** Stops listening; pending requests reject. */
  close(): void;
}

export function openEditorLink(
  iframe: HTMLIFrameElement,
  origin: string,
  timeoutMs: number,
  emitter: Emitter<HostEventMap>,
): EditorLink {
  const pending = new Map<number, Pending>();
  let nextId = 1;
  const send = (message: HostMessage) => iframe.contentWindow?.postMessage(message, { targetOrigin: origin });
  const handshake = sayHello(send, origin, timeoutMs);
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== origin || event.source !== iframe.contentWindow) return;
    const message = parseEditorMessage(event.data);
    if (message !== undefined) receive(message, handshake, pending, emitter);
  };
  window.addEventListener('message', onMessage);

  const exchange = (id: number, message: HostMessage, onProgress?: (progress: ExportProgress) => void) =>
    new Promise<unknown>((resolve, reject) => {
      pending.set(id, { resolve, reject, onProgress });
      send(message);
    });
  return {
    ready: handshake.ready,
    send,
    nextId: () => nextId++,
    exchange,
    request: async (message) => {
      await handshake.ready;
      const id = nextId++;
      return exchange(id, { ...message, channel: CHANNEL, id } as HostMessage);
    },
    close: () => {
      handshake.stop();
      window.removeEventListener('message', onMessage);
      for (const { reject } of pending.values()) reject(new Error('connectEditor: disconnected'));
      pending.clear();
    },
  };
}

/** The hello handshake: `ready` settles when the editor answers (`answered`) or the wait runs out. */
interface Handshake {
  readonly ready: Promise<void>;
  answered(): void;
  stop(): void;
}

function sayHello(send: (message: HostMessage) => void, origin: string, timeoutMs: number): Handshake {
  let markReady: () => void = () => {};
  let failReady: (error: Error) => void = () => {};
  const ready = new Promise<void>((resolve, reject) => {
    markReady = resolve;
    failReady = reject;
  });
  // The editor may have started before or after us: ask until it answers.
  const hello = setInterval(() => send({ channel: CHANNEL, kind: 'hello' }), HELLO_INTERVAL_MS);
  const timeout = setTimeout(() => {
    clearInterval(hello);
    failReady(new Error(`connectEditor: the editor at ${origin} did not answer within ${timeoutMs} ms`));
  }, timeoutMs);
  send({ channel: CHANNEL, kind: 'hello' });
  const stop = () => {
    clearInterval(hello);
    clearTimeout(timeout);
  };
  return {
    ready,
    answered: () => {
      stop();
      markReady();
    },
    stop,
  };
}

/** One message from the editor: the handshake's answer, an event, an export's progress, or a reply. */
function receive(
  message: EditorMessage,
  handshake: Handshake,
  pending: Map<number, Pending>,
  emitter: Emitter<HostEventMap>,
): void {
  if (message.kind === 'ready') {
    handshake.answered();
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
}
