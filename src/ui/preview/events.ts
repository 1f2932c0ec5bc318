/** Preview events (playback events), delivered to every listener in the order they happen. */
import type { PreviewEvent } from '../../shared/protocol/playback.ts';

export type PreviewListener = (event: PreviewEvent) => void;

export class PreviewEvents {
  private readonly listeners = new Set<PreviewListener>();

  on(listener: PreviewListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(event: PreviewEvent): void {
    for (const listener of [...this.listeners]) {
      try {
        listener(event);
      } catch (error) {
        // One failing listener must not keep the others (or the preview) from their events.
        console.error(`preview listener failed on '${event.type}':`, error);
      }
    }
  }
}
