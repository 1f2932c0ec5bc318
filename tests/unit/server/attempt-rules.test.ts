import { describe, expect, it } from 'vitest';
import { AttemptLimiter } from '../../../src/server/auth/attempt-limiter.ts';
import {
  afterAttempt,
  type AttemptPolicy,
  lockAfter,
  NO_ATTEMPTS,
  stateAt,
  undoAttempt,
  waitAt,
} from '../../../src/server/auth/attempt-rules.ts';
import { addressKey } from '../../../src/server/http/client-address.ts';
import { waitText } from '../../../src/server/auth/sign-in-limits.ts';

const policy: AttemptPolicy = { freeAttempts: 3, baseLockMs: 1000, maxLockMs: 10_000, forgetAfterMs: 60_000 };

describe('attempt rules', () => {
  it('lock nothing during the free attempts, then double from the base up to the ceiling', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8].map((n) => lockAfter(n, policy))).toEqual([
      0, 0, 0, 1000, 2000, 4000, 8000, 10_000, 10_000,
    ]);
    expect(lockAfter(10_000, policy)).toBe(10_000);
  });

  it('count attempts and lock from the time of the attempt that crosses the free count', () => {
    let state = NO_ATTEMPTS;
    state = afterAttempt(state, 100, policy);
    state = afterAttempt(state, 200, policy);
    expect(state).toEqual({ attempts: 2, lastAt: 200, lockedUntil: 0 });
    state = afterAttempt(state, 300, policy);
    expect(state).toEqual({ attempts: 3, lastAt: 300, lockedUntil: 1300 });
    expect(waitAt(state, 300)).toBe(1000);
    expect(waitAt(state, 1299)).toBe(1);
    expect(waitAt(state, 1300)).toBe(0);
    state = afterAttempt(state, 1300, policy);
    expect(state).toEqual({ attempts: 4, lastAt: 1300, lockedUntil: 3300 });
  });

  it('forget a key only once it has been quiet long enough and its lock has run out', () => {
    const locked = { attempts: 9, lastAt: 0, lockedUntil: 70_000 };
    expect(stateAt(locked, 59_999, policy)).toBe(locked);
    expect(stateAt(locked, 65_000, policy)).toBe(locked); // quiet, but still locked
    expect(stateAt(locked, 70_000, policy)).toBe(NO_ATTEMPTS);
    const counted = { attempts: 2, lastAt: 1000, lockedUntil: 0 };
    expect(stateAt(counted, 60_999, policy)).toBe(counted);
    expect(stateAt(counted, 61_000, policy)).toBe(NO_ATTEMPTS);
  });

  it('undo an attempt exactly when nothing came since, and only its count otherwise', () => {
    const before = { attempts: 2, lastAt: 100, lockedUntil: 0 };
    const after = afterAttempt(before, 200, policy);
    expect(after.lockedUntil).toBe(1200);
    expect(undoAttempt(after, before, after)).toBe(before);
    const later = afterAttempt(after, 300, policy);
    expect(undoAttempt(later, before, after)).toEqual({ attempts: 3, lastAt: 300, lockedUntil: 2300 });
    expect(undoAttempt(NO_ATTEMPTS, before, after)).toEqual(NO_ATTEMPTS);
  });

  it('say waits in seconds, then in whole minutes', () => {
    expect(waitText(1)).toBe('1 second');
    expect(waitText(30_000)).toBe('30 seconds');
    expect(waitText(119_001)).toBe('2 minutes');
    expect(waitText(15 * 60_000)).toBe('15 minutes');
  });
});

describe('attempt limiter', () => {
  it('applies the rules per key with its injected clock', () => {
    const clock = { now: 0 };
    const limiter = new AttemptLimiter(policy, () => clock.now);
    for (let i = 0; i < 3; i++) {
      expect(limiter.waitFor('a')).toBe(0);
      limiter.count('a');
    }
    expect(limiter.waitFor('a')).toBe(1000);
    expect(limiter.waitFor('b')).toBe(0);
    clock.now = 1000;
    expect(limiter.waitFor('a')).toBe(0);
    limiter.reset('a');
    expect(limiter.size).toBe(0);
  });

  it('takes back an allowed attempt', () => {
    const limiter = new AttemptLimiter(policy, () => 5);
    limiter.count('a');
    limiter.count('a');
    limiter.count('a').undo();
    expect(limiter.waitFor('a')).toBe(0);
    limiter.count('a');
    expect(limiter.waitFor('a')).toBe(1000);
  });

  it('keeps at most its bound of keys, dropping forgotten then least recently counted ones', () => {
    const clock = { now: 0 };
    const limiter = new AttemptLimiter(policy, () => clock.now, 3);
    limiter.count('old');
    clock.now = 61_000; // 'old' is forgotten by now
    for (const key of ['a', 'b', 'c']) limiter.count(key);
    expect(limiter.size).toBe(3);
    limiter.count('d');
    expect(limiter.size).toBe(3);
    limiter.count('e');
    expect(limiter.size).toBe(3);
    // Kept: 'c' (its third attempt locks it). Dropped: 'a' and 'b', counted first (two more leave 'a' free).
    limiter.count('c');
    limiter.count('c');
    expect(limiter.waitFor('c')).toBe(1000);
    limiter.count('a');
    limiter.count('a');
    expect(limiter.waitFor('a')).toBe(0);
    expect(limiter.size).toBe(3);
  });
});

describe('client address keys', () => {
  it('keep IPv4 (also IPv6-mapped) and group IPv6 by its /64', () => {
    expect(addressKey('192.0.2.7')).toBe('192.0.2.7');
    expect(addressKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(addressKey('2001:db8:0:12:aaaa::1')).toBe('2001:db8:0:12::/64');
    expect(addressKey('2001:0db8:0000:0012:ffff:1:2:3')).toBe('2001:db8:0:12::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});
