/**
 * What the layer panel shows of a layer and how its lock works. A layer's kind picks its icon and label;
 * a text layer is named by its text, a media layer by its file name, an avatar by the avatar's name.
 */
import type { Layer, LayerPropertyType, LockFlag } from '../../../shared/model/layer.ts';
import { LOCK_FLAGS } from '../../../shared/model/layer.ts';

/** Names longer than this are cut with an ellipsis (the full text stays in the title). */
export const NAME_MAX = 32;

/**
 * The layer's own name: its text (first line), its media's file name, or its avatar's name; undefined when
 * it has none (the panel then shows the kind).
 */
export function layerName(layer: Layer): string | undefined {
  const property = layer.property as Record<string, unknown> & { type: LayerPropertyType };
  if (property.type === 'textbox') return shorten(firstLine(String(property.text ?? '')));
  if (property.type === 'Avatar') {
    const info = property._avatarInfo as { name?: unknown } | undefined;
    return typeof info?.name === 'string' ? shorten(info.name.trim()) : undefined;
  }
  for (const field of ['_staticUrl', '_videoSrc', '_urlkey', 'src'] as const) {
    const value = property[field];
    if (typeof value === 'string' && value.trim() !== '') return shorten(fileName(value));
  }
  return undefined;
}

function firstLine(text: string): string | undefined {
  const line = text.split('\n').find((l) => l.trim() !== '');
  return line?.trim();
}

/** The last path segment of a URL or key, without query or fragment, decoded. */
export function fileName(url: string): string {
  const path = url.split(/[?#]/)[0] ?? url;
  const last =
    path
      .split('/')
      .filter((part) => part !== '')
      .at(-1) ?? path;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

function shorten(text: string | undefined): string | undefined {
  if (text === undefined || text === '') return undefined;
  return text.length > NAME_MAX ? `${text.slice(0, NAME_MAX - 1)}…` : text;
}

/** Locked means every lock flag is set (the panel's lock sets or clears all six). */
export function isLocked(layer: Layer): boolean {
  return LOCK_FLAGS.every((flag) => layer[flag]);
}

export function lockPatch(locked: boolean): Record<LockFlag, boolean> {
  return Object.fromEntries(LOCK_FLAGS.map((flag) => [flag, locked])) as Record<LockFlag, boolean>;
}
