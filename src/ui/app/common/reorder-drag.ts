/**
 * The drag-and-drop half of a reorderable item (scenes, layers, timeline clips): the item carries its id, says
 * whether the pointer is over its second half (drop after it) and where the drop lands. A list runs down the
 * page; the timeline's clips run along it (from the right in a right-to-left page). The keyboard half
 * (Alt+↑/↓, move buttons) is each list's own.
 */
import type { DragEvent, HTMLAttributes } from 'react';

export interface ReorderDragHandlers {
  onDragStart(): void;
  /** `after`: the pointer is over the item's second half (lower, or later on the timeline). */
  onDragOver(after: boolean): void;
  onDrop(): void;
  onDragEnd(): void;
}

/** Whether the pointer is over the second half of the item, along the axis its list runs. */
function inSecondHalf(event: DragEvent<HTMLElement>, axis: 'block' | 'inline'): boolean {
  const box = event.currentTarget.getBoundingClientRect();
  if (axis === 'block') return event.clientY > box.top + box.height / 2;
  const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
  const middle = box.left + box.width / 2;
  return rtl ? event.clientX < middle : event.clientX > middle;
}

export function reorderDragProps<E extends HTMLElement = HTMLLIElement>(
  id: string,
  handlers: ReorderDragHandlers,
  axis: 'block' | 'inline' = 'block',
): Pick<HTMLAttributes<E>, 'draggable' | 'onDragStart' | 'onDragOver' | 'onDrop' | 'onDragEnd'> {
  return {
    draggable: true,
    onDragStart: (event: DragEvent<E>) => {
      event.dataTransfer.effectAllowed = 'move';
      // Some browsers start no drag without data.
      event.dataTransfer.setData('text/plain', id);
      handlers.onDragStart();
    },
    onDragOver: (event: DragEvent<E>) => {
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      handlers.onDragOver(inSecondHalf(event, axis));
    },
    onDrop: (event: DragEvent<E>) => {
      event.preventDefault();
      handlers.onDrop();
    },
    onDragEnd: () => handlers.onDragEnd(),
  };
}
