/**
 * The editor side of the iframe bridge: answers host requests that come from an allowed origin with
 * typed replies (errors keep their name and message), and forwards the events a host subscribed to. Messages
 * from any other origin are ignored without an answer, so a foreign page learns nothing.
 */
import { canonicalOrigin, CHANNEL, isAllowedOrigin, parseHostMessage } from './messages.ts';
import type { ParsedHostMessage } from './messages.ts';
import { createCallRunner } from './bridge-calls.ts';
import type { CallRunner } from './bridge-calls.ts';
import { createEventForwarding } from './bridge-events.ts';
import type { EventForwarding } from './bridge-events.ts';
import { post, requestKeys } from './bridge-host.ts';
import type { Host } from './bridge-host.ts';
import type { EditorApi } from './types.ts';

export interface BridgeOptions {
  /** Origins of the host pages allowed to drive the editor, e.g. ['https://shop.example']. */
  allowedOrigins: readonly string[];
  /** The editor's window (default: this one). */
  window?: Window;
}

/** Starts answering hosts; returns the function that stops it (and drops every subscription). */
export function exposeEditor(api: EditorApi, options: BridgeOptions): () => void {
  const allowed = options.allowedOrigins.map(canonicalOrigin);
  const self = options.window ?? window;
  const keyOf = requestKeys();
  const calls = createCallRunner(api, keyOf);
  const events = createEventForwarding(api, keyOf);

  const onMessage = (event: MessageEvent) => {
    if (!isAllowedOrigin(event.origin, allowed)) return;
    const source = event.source as Window | null;
    if (source === null || typeof source.postMessage !== 'function') return;
    answer({ source, origin: event.origin }, parseHostMessage(event.data), calls, events);
  };

  self.addEventListener('message', onMessage);
  // Tell an embedding host that the editor listens now (it may also ask with 'hello' at any time).
  if (self.parent !== self) {
    for (const origin of allowed)
      self.parent.postMessage({ channel: CHANNEL, kind: 'ready' }, { targetOrigin: origin });
  }
  return () => {
    self.removeEventListener('message', onMessage);
    calls.stop();
    events.stop();
  };
}

/** What the editor does with a host's message: nothing, an error reply, or the work it asks for. */
function answer(host: Host, parsed: ParsedHostMessage, calls: CallRunner, events: EventForwarding): void {
  if (parsed.action === 'ignore') return;
  if (parsed.action === 'reject') {
    post(host, { channel: CHANNEL, kind: 'reply', id: parsed.id, ok: false, error: parsed.error });
    return;
  }
  const message = parsed.message;
  switch (message.kind) {
    case 'hello':
      return post(host, { channel: CHANNEL, kind: 'ready' });
    case 'cancel':
      return calls.cancel(host, message.id);
    case 'call':
      return calls.run(host, message);
    case 'subscribe':
      return events.subscribe(host, message);
    case 'unsubscribe':
      return events.unsubscribe(host, message);
  }
}
