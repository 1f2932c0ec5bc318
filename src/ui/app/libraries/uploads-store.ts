/**
 * The creator's uploads (the libraries' "uploaded" lists): the local API keeps the files but lists none, so
 * the page remembers what it uploaded, per signed-in browser, in local storage. Malformed entries are dropped
 * on reading. The list is an external store for useSyncExternalStore.
 */
import { Emitter } from '../../../shared/emitter.ts';
import type { MediaKind } from './file-check.ts';

export interface UploadedItem {
  key: string;
  /** A URL that stays valid (the upload's static URL). */
  url: string;
  kind: MediaKind;
  name: string;
  width: number;
  height: number;
  /** Seconds (videos). */
  duration: number;
  at: number;
  /** A cover image URL (exported videos have one), shown as the video's tile. */
  cover?: string;
}

export const UPLOADS_STORAGE_KEY = 'clipwright-uploads';
const MAX_ITEMS = 200;

export interface KeyValue {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

function isItem(value: unknown): value is UploadedItem {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.key === 'string' &&
    typeof v.url === 'string' &&
    (v.kind === 'image' || v.kind === 'video') &&
    typeof v.name === 'string' &&
    [v.width, v.height, v.duration, v.at].every((n) => typeof n === 'number' && Number.isFinite(n)) &&
    (v.width as number) > 0 &&
    (v.height as number) > 0 &&
    (v.cover === undefined || typeof v.cover === 'string')
  );
}

export class UploadsStore {
  #items: readonly UploadedItem[];
  readonly #events = new Emitter<{ change: void }>();

  constructor(private readonly storage: KeyValue | undefined) {
    this.#items = this.#read();
  }

  #read(): readonly UploadedItem[] {
    try {
      const raw = this.storage?.getItem(UPLOADS_STORAGE_KEY);
      const parsed: unknown = raw == null ? [] : JSON.parse(raw);
      return Array.isArray(parsed) ? parsed.filter(isItem) : [];
    } catch {
      return [];
    }
  }

  get = (): readonly UploadedItem[] => this.#items;

  subscribe = (listener: () => void): (() => void) => {
    return this.#events.on('change', listener);
  };

  /** Newest first; an upload of the same key replaces the older entry. */
  add(item: UploadedItem): void {
    if (!isItem(item)) throw new TypeError(`upload: ${JSON.stringify(item)} is not a complete uploaded item`);
    this.#items = [item, ...this.#items.filter((i) => i.key !== item.key)].slice(0, MAX_ITEMS);
    try {
      this.storage?.setItem(UPLOADS_STORAGE_KEY, JSON.stringify(this.#items));
    } catch (error) {
      // Storage full or denied: the list still holds the item for this visit.
      console.warn(`clipwright: uploads list not saved (${(error as Error).message})`);
    }
    this.#events.emit('change');
  }
}
