/** Host events delivered to every handler in the order they happen; a failing handler does not stop the rest. */
import type { HostEventHandler, HostEventMap, HostEventName } from './types.ts';

export class HostEmitter {
  private readonly handlers = new Map<HostEventName, Set<HostEventHandler<never>>>();

  on<K extends HostEventName>(event: K, handler: HostEventHandler<K>): void {
    let set = this.handlers.get(event);
    if (set === undefined) {
      set = new Set();
      this.handlers.set(event, set);
    }
    set.add(handler as HostEventHandler<never>);
  }

  off<K extends HostEventName>(event: K, handler: HostEventHandler<K>): void {
    this.handlers.get(event)?.delete(handler as HostEventHandler<never>);
  }

  has(event: HostEventName): boolean {
    return (this.handlers.get(event)?.size ?? 0) > 0;
  }

  emit<K extends HostEventName>(event: K, payload: HostEventMap[K]): void {
    for (const handler of [...(this.handlers.get(event) ?? [])]) {
      try {
        (handler as HostEventHandler<K>)(payload);
      } catch (error) {
        console.error(`clipwright: '${event}' handler failed:`, error);
      }
    }
  }
}
