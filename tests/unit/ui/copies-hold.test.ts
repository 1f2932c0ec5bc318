import { describe, expect, it } from 'vitest';
import { CopiesHold } from '../../../src/ui/app/session/copies-hold.ts';
import { deferred } from '../deferred.ts';

describe('CopiesHold (no preview copy starts while an export runs)', () => {
  it('holds the copies from the first export to the end of the last, failed ones included', async () => {
    const told: boolean[] = [];
    const hold = new CopiesHold(() => ({ holdCopies: async (held) => void told.push(held) }));
    const first = deferred();
    const second = deferred();
    const a = hold.during(() => first.promise);
    const b = hold.during(() => second.promise);
    expect(told).toEqual([true]);
    first.resolve();
    await a;
    expect(told).toEqual([true]);
    second.reject(new Error('the export failed'));
    await expect(b).rejects.toThrow('the export failed');
    expect(told).toEqual([true, false]);
  });

  it('returns what the work returns, and leaves a missing or failing preview alone', async () => {
    const none = new CopiesHold(() => undefined);
    expect(await none.during(async () => 7)).toBe(7);
    const failing = new CopiesHold(() => ({ holdCopies: () => Promise.reject(new Error('closed')) }));
    expect(await failing.during(async () => 'file')).toBe('file');
  });

  it('holds a preview made while an export runs, and releases the current one at the end', async () => {
    const told: string[] = [];
    const holder = (name: string) => ({
      holdCopies: async (held: boolean) => void told.push(`${name} ${held}`),
    });
    let current = holder('first');
    const hold = new CopiesHold(() => current);
    hold.adopt(holder('before'));
    expect(told).toEqual([]);
    const work = deferred();
    const running = hold.during(() => work.promise);
    current = holder('second');
    hold.adopt(current);
    expect(told).toEqual(['first true', 'second true']);
    work.resolve();
    await running;
    expect(told).toEqual(['first true', 'second true', 'second false']);
  });
});
