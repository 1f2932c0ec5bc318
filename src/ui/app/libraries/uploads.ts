/** The page's list of uploads (see uploads-store.ts), backed by local storage when the browser allows it. */
import { UploadsStore, type KeyValue } from './uploads-store.ts';

function pageStorage(): KeyValue | undefined {
  try {
    return window.localStorage;
  } catch {
    // A framed page may be denied storage: the list then lasts for this visit.
    return undefined;
  }
}

export const uploadsStore = new UploadsStore(pageStorage());
