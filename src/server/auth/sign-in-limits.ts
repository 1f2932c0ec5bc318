import { tooManyRequests } from '../http/errors.ts';
import { AttemptLimiter, type CountedAttempt } from './attempt-limiter.ts';
import type { AttemptPolicy } from './attempt-rules.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/**
 * The limits of sign-in and sign-up. An account gets 5 tries, then waits 30 s, 1 min, 2 min… up to 15 min
 * (short enough that someone else's guessing locks its owner out only briefly). A client address gets more
 * (people share one behind a router), up to an hour. Sign-ups per address count every attempt, successful
 * ones too: they limit how fast one client creates accounts (20 an hour before the pauses start).
 */
export const AUTH_POLICIES = {
  signInAccount: { freeAttempts: 5, baseLockMs: 30 * SECOND, maxLockMs: 15 * MINUTE, forgetAfterMs: HOUR },
  signInAddress: { freeAttempts: 20, baseLockMs: 30 * SECOND, maxLockMs: HOUR, forgetAfterMs: 6 * HOUR },
  signUpAccount: { freeAttempts: 5, baseLockMs: 30 * SECOND, maxLockMs: 15 * MINUTE, forgetAfterMs: HOUR },
  signUpAddress: { freeAttempts: 20, baseLockMs: MINUTE, maxLockMs: HOUR, forgetAfterMs: HOUR },
} as const satisfies Record<string, AttemptPolicy>;

export type AuthLimits = Record<keyof typeof AUTH_POLICIES, AttemptLimiter>;

export function createAuthLimits(now: () => number): AuthLimits {
  return {
    signInAccount: new AttemptLimiter(AUTH_POLICIES.signInAccount, now),
    signInAddress: new AttemptLimiter(AUTH_POLICIES.signInAddress, now),
    signUpAccount: new AttemptLimiter(AUTH_POLICIES.signUpAccount, now),
    signUpAddress: new AttemptLimiter(AUTH_POLICIES.signUpAddress, now),
  };
}

/** An admitted attempt: what its success changes. */
export interface AdmittedAttempt {
  succeeded(): void;
}

/** A wait as people read it: seconds below two minutes, else whole minutes (rounded up). */
export function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / SECOND));
  if (seconds < 120) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

interface Bucket {
  limiter: AttemptLimiter;
  key: string;
  /** The key as the message names it: "email 'a@b.c'", "client address 10.0.0.1". */
  what: string;
}

/**
 * Refuses the attempt (429) while its account or its address is locked, naming which and when to try again;
 * otherwise counts it at once, before the password is checked, so that a burst of concurrent attempts is
 * counted as it arrives. Its success resets the account and takes the attempt back from the address (sign-in),
 * or resets the account only (sign-up: every sign-up counts against its address).
 */
export function admitAttempt(
  limits: AuthLimits,
  action: 'sign-in' | 'sign-up',
  email: string,
  address: string | undefined,
  now: number,
): AdmittedAttempt {
  const account: Bucket = {
    limiter: action === 'sign-in' ? limits.signInAccount : limits.signUpAccount,
    key: email,
    what: `email '${email}'`,
  };
  const buckets = [account];
  if (address !== undefined) {
    const limiter = action === 'sign-in' ? limits.signInAddress : limits.signUpAddress;
    buckets.push({ limiter, key: address, what: `client address ${address}` });
  }
  refuseWhileLocked(action, buckets, now);
  const counted: CountedAttempt[] = buckets.map((bucket) => bucket.limiter.count(bucket.key));
  return {
    succeeded() {
      account.limiter.reset(account.key);
      if (action === 'sign-in') counted[1]?.undo();
    },
  };
}

function refuseWhileLocked(action: string, buckets: readonly Bucket[], now: number): void {
  let longest: { bucket: Bucket; wait: number } | undefined;
  for (const bucket of buckets) {
    const wait = bucket.limiter.waitFor(bucket.key);
    if (wait > 0 && (longest === undefined || wait > longest.wait)) longest = { bucket, wait };
  }
  if (longest === undefined) return;
  const { bucket, wait } = longest;
  const allowed = bucket.limiter.policy.freeAttempts;
  const at = new Date(now + wait).toISOString().replace(/\.\d{3}Z$/, 'Z');
  throw tooManyRequests(
    `${bucket.what}: too many ${action} attempts (${allowed} allowed before a pause); ` +
      `try again in ${waitText(wait)} (after ${at})`,
    wait,
  );
}
