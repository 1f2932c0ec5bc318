/**
 * Projects deleted on this device whose server copy has not been trashed yet (the server could not be
 * reached). Kept in local storage so a reload does not forget them; the next library sync sends them first.
 */
export interface Tombstones {
  list(): string[];
  add(id: string): void;
  drop(id: string): void;
}

/** The part of Web Storage tombstones use. */
export interface TombstoneStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

const KEY = 'clipwright.sync.deleted';

export function storedTombstones(storage: TombstoneStorage | undefined): Tombstones {
  const read = (): string[] => {
    try {
      const value: unknown = JSON.parse(storage?.getItem(KEY) ?? '[]');
      return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
    } catch {
      return [];
    }
  };
  const write = (ids: string[]) => {
    try {
      storage?.setItem(KEY, JSON.stringify(ids));
    } catch {
      // Storage full or denied: the deletion reaches the server only if this page stays open.
    }
  };
  return {
    list: read,
    add: (id) => write([...new Set([...read(), id])]),
    drop: (id) => write(read().filter((other) => other !== id)),
  };
}
