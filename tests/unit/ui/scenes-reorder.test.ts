import { describe, expect, it } from 'vitest';
import { dropIndex, mirrorIndex, stepIndex } from '../../../src/ui/app/scenes/reorder.ts';
import { SerialQueue } from '../../../src/ui/app/scenes/serial-queue.ts';

/** What moveScene/moveLayer do with a `to`: take the item out, put it at `to`. */
function move<T>(list: readonly T[], from: number, to: number | undefined): T[] {
  if (to === undefined) return [...list];
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item as T);
  return copy;
}

describe('reorder index math', () => {
  const list = ['a', 'b', 'c', 'd'];

  it('drops before or after the item under the pointer', () => {
    expect(dropIndex(0, 2, false)).toBe(1);
    expect(move(list, 0, dropIndex(0, 2, false))).toEqual(['b', 'a', 'c', 'd']);
    expect(dropIndex(0, 2, true)).toBe(2);
    expect(move(list, 0, dropIndex(0, 2, true))).toEqual(['b', 'c', 'a', 'd']);
    expect(dropIndex(3, 0, false)).toBe(0);
    expect(move(list, 3, dropIndex(3, 0, false))).toEqual(['d', 'a', 'b', 'c']);
    expect(dropIndex(3, 1, true)).toBe(2);
    expect(move(list, 3, dropIndex(3, 1, true))).toEqual(['a', 'b', 'd', 'c']);
    expect(dropIndex(0, 3, true)).toBe(3);
  });

  it('is undefined when the drop puts the item where it is', () => {
    expect(dropIndex(1, 1, false)).toBeUndefined();
    expect(dropIndex(1, 1, true)).toBeUndefined();
    expect(dropIndex(1, 0, true)).toBeUndefined();
    expect(dropIndex(1, 2, false)).toBeUndefined();
  });

  it('steps one up or down within the list', () => {
    expect(stepIndex(1, -1, 4)).toBe(0);
    expect(stepIndex(1, 1, 4)).toBe(2);
    expect(stepIndex(0, -1, 4)).toBeUndefined();
    expect(stepIndex(3, 1, 4)).toBeUndefined();
  });

  it('mirrors rows (front first) and z-order (back first)', () => {
    expect(mirrorIndex(0, 4)).toBe(3);
    expect(mirrorIndex(3, 4)).toBe(0);
    expect(mirrorIndex(1, 3)).toBe(1);
    // Moving rows in the mirrored list is the same move on the z-order list.
    const z = ['back', 'mid', 'front'];
    const rows = [...z].reverse();
    const movedRows = move(rows, 0, 2);
    expect(move(z, mirrorIndex(0, 3), mirrorIndex(2, 3))).toEqual([...movedRows].reverse());
  });
});

describe('SerialQueue (thumbnail grabs)', () => {
  it('runs one task at a time, in order, and skips stale ones', async () => {
    const queue = new SerialQueue();
    const log: string[] = [];
    let running = 0;
    let most = 0;
    const task = (name: string) => async () => {
      running++;
      most = Math.max(most, running);
      log.push(`start ${name}`);
      await new Promise((r) => setTimeout(r, 5));
      log.push(`end ${name}`);
      running--;
      return name;
    };
    let staleB = false;
    const results = Promise.all([
      queue.run(task('a')),
      queue.run(task('b'), () => staleB),
      queue.run(task('c')),
    ]);
    staleB = true;
    expect(queue.size).toBe(3);
    expect(await results).toEqual(['a', undefined, 'c']);
    expect(log).toEqual(['start a', 'end a', 'start c', 'end c']);
    expect(most).toBe(1);
    expect(queue.size).toBe(0);
  });

  it('keeps going after a failing task', async () => {
    const queue = new SerialQueue();
    const failing = queue.run(() => Promise.reject(new Error('grab failed: scene 2')));
    const next = queue.run(() => Promise.resolve(7));
    await expect(failing).rejects.toThrow('grab failed: scene 2');
    expect(await next).toBe(7);
  });
});
