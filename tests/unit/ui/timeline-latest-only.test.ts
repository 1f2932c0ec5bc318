import { describe, expect, it } from 'vitest';
import { latestOnly } from '../../../src/ui/app/timeline/latest-only.ts';
import { deferred } from '../deferred.ts';

describe('latestOnly (scrub seeks)', () => {
  it('runs one at a time and only the latest waiting value', async () => {
    const started: number[] = [];
    const gates: Array<ReturnType<typeof deferred<void>>> = [];
    const runner = latestOnly<number>((value) => {
      started.push(value);
      const gate = deferred();
      gates.push(gate);
      return gate.promise;
    });
    runner.push(1);
    runner.push(2);
    runner.push(3);
    runner.push(4);
    expect(started).toEqual([1]);
    gates[0]?.resolve();
    await Promise.resolve();
    await Promise.resolve();
    expect(started).toEqual([1, 4]);
    runner.push(5);
    expect(started).toEqual([1, 4]);
    gates[1]?.resolve();
    await new Promise((r) => setTimeout(r, 0));
    expect(started).toEqual([1, 4, 5]);
    gates[2]?.resolve();
    await runner.idle();
    expect(started).toEqual([1, 4, 5]);
    // Idle again: the next value starts at once.
    runner.push(6);
    expect(started).toEqual([1, 4, 5, 6]);
    gates[3]?.resolve();
    await runner.idle();
  });

  it('reports a failure and goes on with the waiting value', async () => {
    const errors: unknown[] = [];
    const done: number[] = [];
    const gate = deferred();
    const runner = latestOnly<number>(
      async (value) => {
        if (value === 1) {
          await gate.promise;
          throw new Error('seek 1 failed');
        }
        done.push(value);
      },
      (error) => errors.push((error as Error).message),
    );
    runner.push(1);
    runner.push(2);
    gate.resolve();
    await runner.idle();
    expect(errors).toEqual(['seek 1 failed']);
    expect(done).toEqual([2]);
  });
});
