/**
 * Which inspector groups are folded, kept in local storage on this device (where the browser allows it) and
 * shared by every group of the same title, so folding "Timing" on one layer folds it on the next. Groups
 * are keyed by their shown title: a group folded in one language opens again in another, which costs a
 * click and nothing else.
 */
import { useSyncExternalStore } from 'react';
import { allowedStorage } from '../../api/browser-ports.ts';

const KEY = 'clipwright.inspector.folded';
const listeners = new Set<() => void>();
let folded: ReadonlySet<string> = load();

function load(): ReadonlySet<string> {
  try {
    const saved: unknown = JSON.parse(allowedStorage()?.getItem(KEY) ?? '[]');
    return new Set(Array.isArray(saved) ? saved.filter((x): x is string => typeof x === 'string') : []);
  } catch {
    return new Set();
  }
}

function setGroup(title: string, fold: boolean): void {
  const next = new Set(folded);
  if (fold) next.add(title);
  else next.delete(title);
  folded = next;
  try {
    allowedStorage()?.setItem(KEY, JSON.stringify([...next]));
  } catch {
    // Storage full or denied: the fold lasts for this page only.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the group titled `title` is folded, and how to fold or open it. */
export function useFolded(title: string): [boolean, (fold: boolean) => void] {
  const isFolded = useSyncExternalStore(subscribe, () => folded.has(title));
  return [isFolded, (fold) => setGroup(title, fold)];
}
