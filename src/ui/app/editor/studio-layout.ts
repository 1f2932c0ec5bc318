/**
 * The studio's panel sizes as the creator left them, kept in local storage per signed-in user (a shared
 * computer keeps each person's layout): the columns (library, stage, inspector) and the rows (the work
 * area over the dock), each a map of panel id to percent as the panel groups report them.
 */
import { STORAGE_KEYS } from '../../auth/session.ts';

export type PanelSizes = Readonly<Record<string, number>>;

export interface StudioLayout {
  columns?: PanelSizes;
  rows?: PanelSizes;
}

export type StudioGroup = keyof StudioLayout;

/** The part of Web Storage the layout uses. */
export interface LayoutStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The storage key of the user signed in on this page (their id from the sign-in), or of a guest. */
export function studioLayoutKey(storage: LayoutStorage): string {
  let id: unknown;
  try {
    id = (JSON.parse(storage.getItem(STORAGE_KEYS.userInfo) ?? 'null') as { id?: unknown } | null)?.id;
  } catch {
    id = undefined;
  }
  const user = typeof id === 'number' || (typeof id === 'string' && id !== '') ? String(id) : 'guest';
  return `clipwright.studio-layout.${user}`;
}

/**
 * Sizes that fit `ids` exactly, each a percent and all adding up to 100; anything else (an older layout
 * with other panels, a hand-edited value) is dropped so the studio opens with its defaults.
 */
export function checkedSizes(value: unknown, ids: readonly string[]): PanelSizes | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length !== ids.length || !ids.every((id) => id in value)) return undefined;
  if (!entries.every(([, size]) => typeof size === 'number' && size >= 0 && size <= 100)) return undefined;
  const total = entries.reduce((sum, [, size]) => sum + (size as number), 0);
  return Math.abs(total - 100) < 0.5 ? (value as PanelSizes) : undefined;
}

export function loadStudioLayout(
  storage: LayoutStorage | undefined,
  ids: Readonly<Record<StudioGroup, readonly string[]>>,
): StudioLayout {
  if (storage === undefined) return {};
  let saved: unknown;
  try {
    saved = JSON.parse(storage.getItem(studioLayoutKey(storage)) ?? '{}');
  } catch {
    return {};
  }
  const record = (typeof saved === 'object' && saved !== null ? saved : {}) as Record<string, unknown>;
  const columns = checkedSizes(record.columns, ids.columns);
  const rows = checkedSizes(record.rows, ids.rows);
  return { ...(columns !== undefined ? { columns } : {}), ...(rows !== undefined ? { rows } : {}) };
}

/** Keeps one group's sizes beside the other's; a full or denied storage only loses the layout. */
export function saveStudioLayout(
  storage: LayoutStorage | undefined,
  group: StudioGroup,
  sizes: PanelSizes,
  ids: Readonly<Record<StudioGroup, readonly string[]>>,
): void {
  if (storage === undefined) return;
  try {
    const current = loadStudioLayout(storage, ids);
    storage.setItem(studioLayoutKey(storage), JSON.stringify({ ...current, [group]: sizes }));
  } catch {
    // Storage full or denied: the studio opens with its defaults next time, nothing else is lost.
  }
}
