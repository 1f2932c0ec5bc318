/**
 * The rules of the sign-in and sign-up limits, as pure functions of an attempt count and the time (ms), so they
 * are tested exactly without a clock or a server. A few attempts are free; after that each attempt locks the
 * key for a window that doubles per attempt, up to a ceiling; a key left quiet long enough starts afresh.
 */

export interface AttemptPolicy {
  /** Attempts answered before the first lock. */
  freeAttempts: number;
  /** The first lock, ms; each later attempt doubles it. */
  baseLockMs: number;
  /** The longest lock, ms. */
  maxLockMs: number;
  /** A key with no attempt for this long (and no lock running) is forgotten, ms. */
  forgetAfterMs: number;
}

/** What is known of one key (an email or a client address). */
export interface AttemptState {
  /** Attempts counted since the key was last forgotten or reset. */
  attempts: number;
  /** Time of the last counted attempt, ms. */
  lastAt: number;
  /** No attempt is answered before this time, ms (0: not locked). */
  lockedUntil: number;
}

export const NO_ATTEMPTS: AttemptState = { attempts: 0, lastAt: 0, lockedUntil: 0 };

/** How long the key is locked after its `attempts`-th attempt: 0 while free, then base × 2^k up to the ceiling. */
export function lockAfter(attempts: number, policy: AttemptPolicy): number {
  if (attempts < policy.freeAttempts) return 0;
  const doublings = attempts - policy.freeAttempts;
  // 2^40 × any base is far past every ceiling; capping the exponent keeps the number finite.
  return Math.min(policy.maxLockMs, policy.baseLockMs * 2 ** Math.min(doublings, 40));
}

/** The state as it stands at `now`: a quiet key whose lock has run out is forgotten. */
export function stateAt(state: AttemptState, now: number, policy: AttemptPolicy): AttemptState {
  const quiet = now - state.lastAt >= policy.forgetAfterMs;
  return quiet && now >= state.lockedUntil ? NO_ATTEMPTS : state;
}

/** Milliseconds until the key may try again (0: it may now). */
export function waitAt(state: AttemptState, now: number): number {
  return Math.max(0, state.lockedUntil - now);
}

/** The state after one more counted attempt at `now` (call `stateAt` first). */
export function afterAttempt(state: AttemptState, now: number, policy: AttemptPolicy): AttemptState {
  const attempts = state.attempts + 1;
  const lock = lockAfter(attempts, policy);
  return { attempts, lastAt: now, lockedUntil: lock === 0 ? 0 : now + lock };
}

/**
 * The state once a counted attempt turned out to be allowed after all (a right password from a shared address):
 * with no attempt counted since, the key is as it was before it; otherwise only the count shrinks, and the
 * locks that later attempts set stay.
 */
export function undoAttempt(current: AttemptState, before: AttemptState, after: AttemptState): AttemptState {
  const untouched =
    current.attempts === after.attempts &&
    current.lastAt === after.lastAt &&
    current.lockedUntil === after.lockedUntil;
  if (untouched) return before;
  return { ...current, attempts: Math.max(0, current.attempts - 1) };
}
