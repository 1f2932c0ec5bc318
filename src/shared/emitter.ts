/**
 * A small typed event emitter over an event map `{ name: payload }` (a `void` payload: `emit(name)` takes
 * none). What the editor's stores, sessions and APIs hand their listeners:
 *
 * - listeners of one event run in the order they subscribed; one function subscribed twice runs once;
 * - an emit calls the listeners subscribed when it starts: one that subscribes during the emit first hears
 *   the next emit, and one that is removed during the emit still hears this one (the emitter never skips a
 *   listener because of what another did);
 * - a listener that throws: with `onError` the error is handed to it and the listeners after it still run;
 *   without, the error leaves `emit` and the listeners after it miss this emit (the emitter stays usable).
 */
export type Listener<P> = (payload: P) => void;

/** The payload argument of `emit`: none for a `void` event. */
type PayloadArgs<P> = [P] extends [void] ? [] : [payload: P];

export interface EmitterOptions<M extends object> {
  /** A listener of `name` threw `error` on `payload`; the emit goes on with the next listener. */
  onError?: (error: unknown, name: keyof M, payload: M[keyof M]) => void;
}

export class Emitter<M extends object> {
  readonly #sets = new Map<keyof M, Set<Listener<never>>>();
  readonly #onError: EmitterOptions<M>['onError'];

  constructor(options: EmitterOptions<M> = {}) {
    this.#onError = options.onError;
  }

  /** Subscribes `listener` to `name`; returns the function that removes it (calling it again does nothing). */
  on<K extends keyof M>(name: K, listener: Listener<M[K]>): () => void {
    let set = this.#sets.get(name);
    if (set === undefined) {
      set = new Set();
      this.#sets.set(name, set);
    }
    set.add(listener);
    return () => this.off(name, listener);
  }

  off<K extends keyof M>(name: K, listener: Listener<M[K]>): void {
    const set = this.#sets.get(name);
    set?.delete(listener);
    if (set?.size === 0) this.#sets.delete(name);
  }

  /** How many listeners `name` has now. */
  count(name: keyof M): number {
    return this.#sets.get(name)?.size ?? 0;
  }

  emit<K extends keyof M>(name: K, ...args: PayloadArgs<M[K]>): void {
    const set = this.#sets.get(name);
    if (set === undefined) return;
    // A void event has no argument: its listeners get undefined, which is what `void` holds.
    const payload = args[0] as M[K];
    // The listeners are stored without their payload type (one map holds every event); `on` only ever
    // stores listeners of M[K] under K, so they take this payload.
    for (const listener of [...set] as Array<Listener<M[K]>>) {
      if (this.#onError === undefined) {
        listener(payload);
        continue;
      }
      try {
        listener(payload);
      } catch (error) {
        this.#onError(error, name, payload);
      }
    }
  }

  /** Removes every listener of every event. */
  clear(): void {
    this.#sets.clear();
  }
}
