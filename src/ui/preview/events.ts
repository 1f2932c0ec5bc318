/** Preview events (playback events), delivered to every listener in the order they happen. */
import { Emitter } from '../../shared/emitter.ts';
import type { PreviewEvent } from '../../shared/protocol/playback.ts';

export type PreviewListener = (event: PreviewEvent) => void;

export class PreviewEvents {
  // One failing listener must not keep the others (or the preview) from their events.
  readonly #emitter = new Emitter<{ event: PreviewEvent }>({
    onError: (error, _name, event) => console.error(`preview listener failed on '${event.type}':`, error),
  });

  on(listener: PreviewListener): () => void {
    return this.#emitter.on('event', listener);
  }

  emit(event: PreviewEvent): void {
    this.#emitter.emit('event', event);
  }
}
