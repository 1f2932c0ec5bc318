/** Runs tasks one at a time, in the order they were added (one ffmpeg at a time keeps the server responsive). */
export class SerialQueue {
  #tail: Promise<void> = Promise.resolve();
  #pending = new Set<string>();

  /** Adds a task under a name; a name already waiting is not added twice. Errors go to `onError`. */
  add(name: string, task: () => Promise<void>, onError: (error: unknown) => void): void {
    if (this.#pending.has(name)) return;
    this.#pending.add(name);
    this.#tail = this.#tail.then(async () => {
      this.#pending.delete(name);
      try {
        await task();
      } catch (error) {
        onError(error);
      }
    });
  }

  /** Resolves once every task added so far has finished. */
  idle(): Promise<void> {
    return this.#tail;
  }
}
