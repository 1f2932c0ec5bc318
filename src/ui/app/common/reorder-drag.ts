/**
 * The drag-and-drop half of a reorderable list item (scenes, layers): the item carries its id, says whether
 * the pointer is over its second half (drop after it) and where the drop lands. The keyboard half (Alt+↑/↓,
 * move buttons) is each list's own.
 */
import type { DragEvent, LiHTMLAttributes } from 'react';

export interface ReorderDragHandlers {
  onDragStart(): void;
  /** `after`: the pointer is over the item's lower half, so a drop goes after it. */
  onDragOver(after: boolean): void;
  onDrop(): void;
  onDragEnd(): void;
}

export function reorderDragProps(
  id: string,
  handlers: ReorderDragHandlers,
): Pick<
  LiHTMLAttributes<HTMLLIElement>,
  'draggable' | 'onDragStart' | 'onDragOver' | 'onDrop' | 'onDragEnd'
> {
  return {
    draggable: true,
    onDragStart: (event: DragEvent<HTMLLIElement>) => {
      event.dataTransfer.effectAllowed = 'move';
      // Some browsers start no drag without data.
      event.dataTransfer.setData('text/plain', id);
      handlers.onDragStart();
    },
    onDragOver: (event: DragEvent<HTMLLIElement>) => {
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      const box = event.currentTarget.getBoundingClientRect();
      handlers.onDragOver(event.clientY > box.top + box.height / 2);
    },
    onDrop: (event: DragEvent<HTMLLIElement>) => {
      event.preventDefault();
      handlers.onDrop();
    },
    onDragEnd: () => handlers.onDragEnd(),
  };
}
