/** Host events delivered to every handler in the order they happen; a failing handler does not stop the rest. */
import { Emitter } from '../../shared/emitter.ts';
import type { HostEventMap } from './types.ts';

export function createHostEmitter(): Emitter<HostEventMap> {
  return new Emitter<HostEventMap>({
    onError: (error, event) => console.error(`clipwright: '${event}' handler failed:`, error),
  });
}
