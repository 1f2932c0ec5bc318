/**
 * A persistent cache of JSON values with an expiry time. The page keeps it in IndexedDB through dexie
 * (dexie-store.ts); Node tests and pages without IndexedDB use the in-memory one.
 */
export interface CacheEntry<T> {
  key: string;
  value: T;
  /** Epoch milliseconds after which the value is stale. */
  expiresAt: number;
}

export interface CacheStore {
  get<T>(key: string): Promise<CacheEntry<T> | undefined>;
  put<T>(entry: CacheEntry<T>): Promise<void>;
  delete(key: string): Promise<void>;
}

export class MemoryCacheStore implements CacheStore {
  readonly #entries = new Map<string, CacheEntry<unknown>>();

  get<T>(key: string): Promise<CacheEntry<T> | undefined> {
    return Promise.resolve(this.#entries.get(key) as CacheEntry<T> | undefined);
  }

  put<T>(entry: CacheEntry<T>): Promise<void> {
    // Stored as a copy, as IndexedDB would (structured clone): later edits to the value do not reach the cache.
    this.#entries.set(entry.key, structuredClone(entry));
    return Promise.resolve();
  }

  delete(key: string): Promise<void> {
    this.#entries.delete(key);
    return Promise.resolve();
  }
}
