/**
 * Runs a shortcut command on the editor store. Every project change is one `store.apply` (so it
 * is undoable and autosaved); a run of arrow nudges of one layer coalesces into a single undo step.
 * Returns whether the command did something, so the key's browser default is prevented only then (an
 * arrow with nothing selected still scrolls the page; Ctrl+C with no layer selected copies page text).
 */
import type { RandomSource } from '../../../shared/ids.ts';
import type { Layer } from '../../../shared/model/layer.ts';
import {
  copyLayer,
  deleteLayer,
  duplicateLayer,
  findLayer,
  insertLayer,
  nudgeLayer,
} from '../../../shared/project/edits/layers.ts';
import type { EditorStore } from '../../store/editor-store.ts';
import type { LayerClipboard, SystemClipboard } from './layer-clipboard.ts';
import type { ShortcutCommand } from './key-commands.ts';

/** Undo-step labels (translated by the caller). */
export type StepLabel = 'paste' | 'duplicate' | 'delete' | 'nudge';

export interface CommandContext {
  store: EditorStore;
  clipboard: LayerClipboard;
  systemClipboard?: SystemClipboard | undefined;
  togglePlay(): void;
  openSheet(): void;
  openExport(): void;
  label(step: StepLabel): string;
  random?: RandomSource;
}

export function runCommand(command: ShortcutCommand, context: CommandContext): boolean {
  const { store } = context;
  const selected = selectedLayer(store);
  switch (command.kind) {
    case 'undo':
      store.undo();
      return true;
    case 'redo':
      store.redo();
      return true;
    case 'togglePlay':
      context.togglePlay();
      return true;
    case 'openSheet':
      context.openSheet();
      return true;
    case 'openExport':
      context.openExport();
      return true;
    case 'paste':
      return context.clipboard.layer !== undefined && pasteLayer(context, context.clipboard.layer);
    case 'deselect':
      if (selected === undefined) return false;
      store.select({ layerId: null });
      return true;
    case 'copy':
      if (selected === undefined) return false;
      context.clipboard.copy(selected, context.systemClipboard);
      return true;
    case 'duplicate':
      if (selected === undefined) return false;
      duplicate(context, selected.id);
      return true;
    case 'delete':
      if (selected === undefined) return false;
      store.apply(context.label('delete'), (p) => deleteLayer(p, selected.id), { select: { layerId: null } });
      return true;
    case 'nudge':
      if (selected === undefined) return false;
      store.apply(context.label('nudge'), (p) => nudgeLayer(p, selected.id, command.dx, command.dy), {
        coalesce: `nudge:${selected.id}`,
      });
      return true;
  }
}

/** The selected layer, when there is one and it still exists. */
function selectedLayer(store: EditorStore): Layer | undefined {
  const { project, selection } = store.getState();
  return selection.layerId === null ? undefined : findLayer(project, selection.layerId)?.layer;
}

/** Puts a copy just above the layer and selects it, in one undo step (undo selects the original again). */
function duplicate(context: CommandContext, layerId: string): void {
  const { store } = context;
  // Made from the current project, which is the one apply hands the edit (apply runs synchronously).
  const result = duplicateLayer(store.getState().project, layerId, context.random);
  store.apply(context.label('duplicate'), () => result.project, { select: { layerId: result.layerId } });
}

/**
 * Inserts a copy of `layer` (new id, offset so both show) on top of the current scene and selects it. The
 * copy becomes the clipboard's layer, so repeated pastes cascade instead of piling up.
 */
export function pasteLayer(context: CommandContext, layer: Layer): boolean {
  const { store } = context;
  const copy = copyLayer(layer, context.random);
  const sceneIndex = store.getState().selection.sceneIndex;
  const applied = store.apply(context.label('paste'), (p) => insertLayer(p, sceneIndex, copy), {
    select: { layerId: copy.id },
  });
  if (applied) context.clipboard.replace(copy);
  return applied;
}
