/**
 * Runs tasks one after another. Scene thumbnails are frame grabs rendered by the preview worker; asking for
 * all of them at once would queue renders there and delay the preview, so they go one at a time. A task can
 * be dropped while it waits (its scene changed again): `isStale` is asked just before it would run.
 */
export class SerialQueue {
  private tail: Promise<void> = Promise.resolve();
  private pending = 0;

  /** How many tasks wait or run. */
  get size(): number {
    return this.pending;
  }

  /**
   * Runs `task` after the earlier ones; resolves with its result, or with undefined when `isStale()` said it
   * was no longer wanted. A failing task rejects its own promise only, never the queue.
   */
  run<T>(task: () => Promise<T>, isStale: () => boolean = () => false): Promise<T | undefined> {
    this.pending++;
    const result = this.tail.then(() => (isStale() ? undefined : task()));
    this.tail = result.then(
      () => void this.pending--,
      () => void this.pending--,
    );
    return result;
  }
}
