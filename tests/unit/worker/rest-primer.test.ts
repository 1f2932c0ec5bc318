import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRIME_AFTER_REST_MS, RestPrimer } from '../../../src/worker/playback/rest-primer.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('RestPrimer', () => {
  it('primes once a paused frame has stayed on show for the rest, not before', () => {
    const prime = vi.fn();
    const primer = new RestPrimer(prime);
    primer.pausedFrame();
    vi.advanceTimersByTime(PRIME_AFTER_REST_MS - 1);
    expect(prime).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(prime).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10 * PRIME_AFTER_REST_MS);
    expect(prime).toHaveBeenCalledTimes(1);
  });

  it('never primes while scrubbing: each new paused frame starts the wait again', () => {
    const prime = vi.fn();
    const primer = new RestPrimer(prime, 400);
    for (let i = 0; i < 10; i++) {
      primer.pausedFrame();
      vi.advanceTimersByTime(100);
    }
    expect(prime).not.toHaveBeenCalled();
    vi.advanceTimersByTime(300);
    expect(prime).toHaveBeenCalledTimes(1);
  });

  it('primes nothing after a cancel (playback, a grab, a frame asked for) until the next paused frame', () => {
    const prime = vi.fn();
    const primer = new RestPrimer(prime, 400);
    primer.pausedFrame();
    vi.advanceTimersByTime(200);
    primer.cancel();
    vi.advanceTimersByTime(1000);
    expect(prime).not.toHaveBeenCalled();
    primer.pausedFrame();
    vi.advanceTimersByTime(400);
    expect(prime).toHaveBeenCalledTimes(1);
  });

  it('primes again when what a video plays from changes, only while at rest', () => {
    const prime = vi.fn();
    const primer = new RestPrimer(prime, 400);
    // Not rested yet: a copy becoming ready waits for the rest.
    primer.pausedFrame();
    primer.changed();
    expect(prime).not.toHaveBeenCalled();
    vi.advanceTimersByTime(400);
    expect(prime).toHaveBeenCalledTimes(1);
    primer.changed();
    expect(prime).toHaveBeenCalledTimes(2);
    // Playing (cancelled): no longer at rest.
    primer.cancel();
    primer.changed();
    expect(prime).toHaveBeenCalledTimes(2);
  });
});
