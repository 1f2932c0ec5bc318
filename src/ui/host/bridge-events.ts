/**
 * The events a host subscribed to, forwarded from the editor: one forwarding handler per (host window,
 * origin, event), so a host subscribing twice gets one copy.
 */
import { CHANNEL } from './messages.ts';
import type { HostMessage } from './messages.ts';
import { post, replyTo } from './bridge-host.ts';
import type { Host, RequestKey } from './bridge-host.ts';
import type { EditorApi, HostEventHandler, HostEventName } from './types.ts';

type SubscriptionMessage = Extract<HostMessage, { kind: 'subscribe' | 'unsubscribe' }>;

export interface EventForwarding {
  subscribe(host: Host, message: SubscriptionMessage): void;
  unsubscribe(host: Host, message: SubscriptionMessage): void;
  /** Drops every subscription. */
  stop(): void;
}

export function createEventForwarding(api: EditorApi, keyOf: RequestKey): EventForwarding {
  const subscriptions = new Map<
    string,
    { source: Window; event: HostEventName; handler: HostEventHandler<HostEventName> }
  >();
  return {
    subscribe(host, message) {
      const key = keyOf(host.source, host.origin, message.event);
      void replyTo(host, message.id, async () => {
        if (subscriptions.has(key)) return;
        const handler: HostEventHandler<HostEventName> = (payload) =>
          post(host, { channel: CHANNEL, kind: 'event', event: message.event, payload });
        subscriptions.set(key, { source: host.source, event: message.event, handler });
        await api.on(message.event, handler);
      });
    },
    unsubscribe(host, message) {
      const key = keyOf(host.source, host.origin, message.event);
      void replyTo(host, message.id, async () => {
        const entry = subscriptions.get(key);
        subscriptions.delete(key);
        if (entry !== undefined) await api.off(entry.event, entry.handler);
      });
    },
    stop() {
      for (const { event, handler } of subscriptions.values()) void api.off(event, handler);
      subscriptions.clear();
    },
  };
}
