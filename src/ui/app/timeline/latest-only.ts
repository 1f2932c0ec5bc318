/**
 * Runs an async action for a stream of values so that calls never pile up: at most one runs at a time, and
 * while it runs only the latest value waits (older waiting values are dropped). Scrubbing the ruler sends a
 * seek per pointer move; the preview only ever seeks to where the pointer is now.
 */
export interface LatestOnly<T> {
  push(value: T): void;
  /** Resolves when nothing runs and nothing waits. */
  idle(): Promise<void>;
}

export function latestOnly<T>(
  run: (value: T) => Promise<unknown>,
  onError?: (error: unknown) => void,
): LatestOnly<T> {
  let running: Promise<void> | undefined;
  let waiting: { value: T } | undefined;

  const start = (value: T): void => {
    running = (async () => {
      try {
        await run(value);
      } catch (error) {
        onError?.(error);
      }
      const next = waiting;
      waiting = undefined;
      running = undefined;
      if (next !== undefined) start(next.value);
    })();
  };

  return {
    push(value) {
      if (running === undefined) start(value);
      else waiting = { value };
    },
    async idle() {
      while (running !== undefined) await running;
    },
  };
}
