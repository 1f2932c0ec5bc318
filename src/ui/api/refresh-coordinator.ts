import { REFRESH_LOCK_NAME } from '../../shared/api/auth.ts';
import type { RefreshLock } from './refresh-lock.ts';

/** How a refresh ended: a new pair kept, another tab's pair found in the shared cookies, or signed out. */
export type RefreshOutcome = 'refreshed' | 'rotated elsewhere' | 'signed out';

export interface RefreshCoordinatorOptions {
  lock: RefreshLock;
  /** The refresh token the shared storage (the cookies every tab reads) holds now. */
  currentToken(): string | undefined;
  /** Sends the refresh call with `token` and keeps its answer (called under the lock). */
  refresh(token: string): Promise<RefreshOutcome>;
  /** Called once per shared refresh with how it ended (the page reloads on a working pair). */
  settled?(outcome: RefreshOutcome): void;
}

/**
 * One token refresh at a time, in this page and across tabs. Callers of this page that saw the same expired
 * token share one promise; each page then refreshes under a lock, and a tab that waited for it first reads
 * the cookies again: when they hold another refresh token than the one it saw, another tab has refreshed
 * meanwhile and its pair is used ('rotated elsewhere'), so the old token is not sent a second time.
 */
export class RefreshCoordinator {
  #inFlight: { token: string; outcome: Promise<RefreshOutcome> } | undefined;

  constructor(private readonly options: RefreshCoordinatorOptions) {}

  /** Refreshes the session whose refresh token was `seen` (the one the failed request went out with). */
  refresh(seen: string): Promise<RefreshOutcome> {
    if (this.#inFlight?.token === seen) return this.#inFlight.outcome;
    const outcome = this.options.lock
      .run(REFRESH_LOCK_NAME, async (): Promise<RefreshOutcome> => {
        const current = this.options.currentToken();
        if (current !== undefined && current !== seen) return 'rotated elsewhere';
        return this.options.refresh(seen);
      })
      .then((ended) => {
        this.options.settled?.(ended);
        return ended;
      });
    const flight = { token: seen, outcome };
    this.#inFlight = flight;
    const clear = () => {
      if (this.#inFlight === flight) this.#inFlight = undefined;
    };
    outcome.then(clear, clear);
    return outcome;
  }
}
