import Dexie, { type EntityTable } from 'dexie';
import type { CacheEntry, CacheStore } from './cache-store.ts';

/** The page's IndexedDB cache: one table of entries keyed by name. */
class CacheDatabase extends Dexie {
  entries!: EntityTable<CacheEntry<unknown>, 'key'>;

  constructor(name: string) {
    super(name);
    this.version(1).stores({ entries: 'key, expiresAt' });
  }
}

export class DexieCacheStore implements CacheStore {
  readonly #db: CacheDatabase;

  constructor(name = 'clipwright-cache') {
    this.#db = new CacheDatabase(name);
  }

  async get<T>(key: string): Promise<CacheEntry<T> | undefined> {
    return (await this.#db.entries.get(key)) as CacheEntry<T> | undefined;
  }

  async put<T>(entry: CacheEntry<T>): Promise<void> {
    await this.#db.entries.put(entry as CacheEntry<unknown>);
  }

  async delete(key: string): Promise<void> {
    await this.#db.entries.delete(key);
  }
}
