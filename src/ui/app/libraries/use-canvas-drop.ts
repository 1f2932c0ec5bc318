/**
 * Drops onto the editing canvas: a library item dragged from the panel, or media files from the
 * desktop, land at the drop point converted to model units with the canvas zoom. The canvas belongs to the
 * session (it may be rebuilt when the format changes), so the listeners sit on the document and find the
 * canvas element at the time of each event.
 */
import { useEffect } from 'react';
import { useSession } from '../session/context.ts';
import { draggedItem, endItemDrag, type DraggedItem } from './drag-state.ts';
import { isInside, pageToModel } from './drop-point.ts';

type Point = { x: number; y: number };

const hasFiles = (transfer: DataTransfer | null): boolean => transfer?.types.includes('Files') === true;

export function useCanvasDrop(
  onItem: (item: DraggedItem, at: Point) => void,
  onFiles: (files: readonly File[], at: Point) => void,
): void {
  const session = useSession();
  useEffect(() => {
    /** The drop point in model units when the event is over the editing canvas. */
    const modelPoint = (event: DragEvent): Point | undefined => {
      const editing = session.editing;
      if (editing === undefined) return undefined;
      const element = editing.fabric.upperCanvasEl;
      const rect = element.getBoundingClientRect();
      const client = { x: event.clientX, y: event.clientY };
      if (!isInside(client, rect) || element.width === 0) return undefined;
      return pageToModel(client, rect, element.width, editing.zoom);
    };
    const accepts = (event: DragEvent) =>
      draggedItem(event.dataTransfer) !== undefined || hasFiles(event.dataTransfer);
    const onDragOver = (event: DragEvent) => {
      if (!accepts(event) || modelPoint(event) === undefined) return;
      event.preventDefault();
      if (event.dataTransfer !== null) event.dataTransfer.dropEffect = 'copy';
    };
    const onDrop = (event: DragEvent) => {
      const at = modelPoint(event);
      if (at === undefined || !accepts(event)) return;
      event.preventDefault();
      const item = draggedItem(event.dataTransfer);
      endItemDrag();
      if (item !== undefined) onItem(item, at);
      else onFiles([...(event.dataTransfer?.files ?? [])], at);
    };
    document.addEventListener('dragover', onDragOver);
    document.addEventListener('drop', onDrop);
    return () => {
      document.removeEventListener('dragover', onDragOver);
      document.removeEventListener('drop', onDrop);
    };
  }, [session, onItem, onFiles]);
}
