/**
 * A host as the editor sees it: every answer goes to the host's window, addressed to the host's origin, and
 * its requests are told apart by (window, origin, request id or event).
 */
import { CHANNEL, toWireError } from './messages.ts';
import type { EditorMessage } from './messages.ts';
import type { HostEventName } from './types.ts';

/** A host that sent a request: its window and its origin, where the answers go. */
export interface Host {
  source: Window;
  origin: string;
}

/** A request's key: the same (host window, origin, id or event) gives the same key. */
export type RequestKey = (source: Window, origin: string, what: HostEventName | number) => string;

/** Request keys for one bridge: a string cannot hold a window, so each window is numbered as first seen. */
export function requestKeys(): RequestKey {
  const windows: Window[] = [];
  return (source, origin, what) => {
    if (!windows.includes(source)) windows.push(source);
    return `${windows.indexOf(source)} ${origin} ${what}`;
  };
}

export function post(host: Host, message: EditorMessage): void {
  const { source, origin } = host;
  try {
    source.postMessage(message, { targetOrigin: origin });
  } catch (error) {
    // A value that cannot be cloned: the host still gets an answer, an error saying so.
    if (message.kind !== 'reply' || !message.ok) throw error;
    source.postMessage(
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
}

/** Runs request `id`'s work and replies with its value, or with its error (name and message kept). */
export function replyTo(host: Host, id: number, run: () => Promise<unknown>): Promise<void> {
  return run().then(
    (value) => post(host, { channel: CHANNEL, kind: 'reply', id, ok: true, value }),
    (error: unknown) =>
      post(host, {
        channel: CHANNEL,
        kind: 'reply',
        id,
        ok: false,
        error: toWireError(error),
      }),
  );
}
