/**
 * The lock token refreshes run under, so that only one runs at a time: across the browser's tabs of this
 * origin with Web Locks, or within this page where the browser has none (an insecure context), where the
 * server's grace window still answers a second tab's refresh with the same pair.
 */

export { REFRESH_LOCK_NAME } from '../../shared/api/auth.ts';

/** Runs `task` while holding the lock `name`, after any other holder has finished. */
export interface RefreshLock {
  run<T>(name: string, task: () => Promise<T>): Promise<T>;
}

/** The part of the Web Locks API used (`navigator.locks`). */
export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/** Web Locks: held by one tab (or worker) of this origin at a time, released when `task` settles. */
export function webLocks(locks: LockManagerLike): RefreshLock {
  return { run: (name, task) => locks.request(name, task) };
}

/** A lock within this page only: tasks of the same name run one after the other. */
export function pageLock(): RefreshLock {
  const tails = new Map<string, Promise<unknown>>();
  return {
    run<T>(name: string, task: () => Promise<T>): Promise<T> {
      const previous = tails.get(name) ?? Promise.resolve();
      const result = previous.then(task, task);
      const tail = result.then(
        () => undefined,
        () => undefined,
      );
      tails.set(name, tail);
      void tail.then(() => {
        if (tails.get(name) === tail) tails.delete(name);
      });
      return result;
    },
  };
}

/** Web Locks where the browser has them, else the page's own lock. */
export function defaultRefreshLock(): RefreshLock {
  const locks = (globalThis as { navigator?: { locks?: LockManagerLike } }).navigator?.locks;
  return locks === undefined ? pageLock() : webLocks(locks);
}
