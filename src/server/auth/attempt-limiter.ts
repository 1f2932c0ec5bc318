import {
  afterAttempt,
  type AttemptPolicy,
  type AttemptState,
  NO_ATTEMPTS,
  stateAt,
  undoAttempt,
  waitAt,
} from './attempt-rules.ts';

/** A counted attempt, which can be taken back when it turns out to be allowed after all. */
export interface CountedAttempt {
  undo(): void;
}

/**
 * The attempt rules (attempt-rules.ts) kept per key, in memory. In memory because one API process owns a data
 * folder's sessions, so there is no other node to share counts with; a flood of wrong passwords then costs no
 * database write each; and a restart forgetting the counts gives an attacker nothing they could cause. The map is
 * bounded: forgotten keys are swept, and past `maxKeys` the longest untouched ones go first.
 */
export class AttemptLimiter {
  readonly #states = new Map<string, AttemptState>();

  constructor(
    readonly policy: AttemptPolicy,
    private readonly now: () => number,
    private readonly maxKeys = 100_000,
  ) {}

  /** Milliseconds until `key` may try again (0: it may now). */
  waitFor(key: string): number {
    return waitAt(this.#current(key), this.now());
  }

  /** Counts one attempt of `key` now. */
  count(key: string): CountedAttempt {
    const before = this.#current(key);
    const after = afterAttempt(before, this.now(), this.policy);
    this.#set(key, after);
    return {
      undo: () => this.#set(key, undoAttempt(this.#current(key), before, after)),
    };
  }

  /** Forgets `key` (a successful sign-in resets its account). */
  reset(key: string): void {
    this.#states.delete(key);
  }

  /** How many keys are kept (tests check the bound). */
  get size(): number {
    return this.#states.size;
  }

  #current(key: string): AttemptState {
    const state = this.#states.get(key);
    return state === undefined ? NO_ATTEMPTS : stateAt(state, this.now(), this.policy);
  }

  #set(key: string, state: AttemptState): void {
    // Re-inserted so that the map's order is least recently counted first.
    this.#states.delete(key);
    if (state.attempts === 0 && state.lockedUntil === 0) return;
    this.#states.set(key, state);
    if (this.#states.size > this.maxKeys) this.#shrink();
  }

  #shrink(): void {
    const now = this.now();
    for (const [key, state] of this.#states) {
      if (stateAt(state, now, this.policy).attempts === 0) this.#states.delete(key);
    }
    for (const key of this.#states.keys()) {
      if (this.#states.size <= this.maxKeys) break;
      this.#states.delete(key);
    }
  }
}
