/**
 * The library item being dragged. HTML drag data is only readable on drop, and only as strings, so the item
 * itself waits here while the drag marks its data with LIBRARY_DRAG_TYPE (which is what lets the canvas
 * accept the drop).
 */
import type { LayerBuilder } from './use-insert.ts';

export const LIBRARY_DRAG_TYPE = 'application/x-clipwright-library-item';

export interface DraggedItem {
  id: string;
  /** The undo label of its insert. */
  label: string;
  build: LayerBuilder;
}

let dragged: DraggedItem | undefined;

export function startItemDrag(item: DraggedItem, transfer: DataTransfer): void {
  dragged = item;
  transfer.effectAllowed = 'copy';
  transfer.setData(LIBRARY_DRAG_TYPE, item.id);
  transfer.setData('text/plain', item.label);
}

export function endItemDrag(): void {
  dragged = undefined;
}

/** The dragged item when `transfer` carries it. */
export function draggedItem(transfer: DataTransfer | null): DraggedItem | undefined {
  if (transfer === null || !transfer.types.includes(LIBRARY_DRAG_TYPE)) return undefined;
  return dragged;
}
