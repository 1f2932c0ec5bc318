/**
 * The editor's layer clipboard. A copied layer is kept in memory (one per tab, so a layer copied
 * in one project pastes into another) and, when the browser allows, written to the system clipboard as JSON
 * text, so it can be pasted into another tab (a paste event's text is read back through layerFromText).
 */
import type { Layer } from '../../../shared/model/layer.ts';
import { loadProject } from '../../../shared/normalize/load.ts';
import { cloneJson, isRecord } from '../../../shared/normalize/repair.ts';

export interface SystemClipboard {
  writeText(text: string): Promise<void>;
}

export class LayerClipboard {
  #layer: Layer | undefined;

  /** Keeps a copy of `layer` (later edits of the layer do not change it); the system copy is best effort. */
  copy(layer: Layer, system?: SystemClipboard): void {
    this.#layer = cloneJson(layer) as Layer;
    system?.writeText(JSON.stringify(layer)).catch(() => {
      // Denied (no permission, page not focused): the copy in memory still pastes in this tab.
    });
  }

  /** Remembers a pasted copy, so that the next paste lands offset from it rather than on top of it. */
  replace(layer: Layer): void {
    this.#layer = cloneJson(layer) as Layer;
  }

  get layer(): Layer | undefined {
    return this.#layer;
  }
}

/** The tab's clipboard. */
export const layerClipboard = new LayerClipboard();

/**
 * A layer from clipboard text (a copy made in another tab), normalised like any loaded layer; undefined when
 * the text is not a layer (ordinary text on the clipboard is not ours to paste).
 */
export function layerFromText(text: string): Layer | undefined {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isRecord(raw) || typeof raw.type !== 'string' || !isRecord(raw.property)) return undefined;
  try {
    return loadProject({ clips: [{ layers: [raw] }] }).clips[0]?.layers[0];
  } catch {
    return undefined;
  }
}
