/**
 * Reordering the scene list by dragging: which scene is dragged, where a drop would land (before or after
 * the scene under the pointer), and the move when it is dropped.
 */
import { useState } from 'react';
import type { ReorderDragHandlers } from '../common/reorder-drag.ts';
import { dropIndex } from './reorder.ts';
import type { SceneEdits } from './use-scene-edits.ts';

interface DropMark {
  index: number;
  after: boolean;
}

/** What one scene item shows of the drag, and its drag handlers. */
export interface SceneItemDrag extends ReorderDragHandlers {
  dragging: boolean;
  dropMark: 'before' | 'after' | undefined;
}

/** The drag props of the scene item at each index. */
export function useSceneDrag(move: SceneEdits['move']): (index: number) => SceneItemDrag {
  const [dragFrom, setDragFrom] = useState<number | undefined>(undefined);
  const [dropMark, setDropMark] = useState<DropMark | undefined>(undefined);
  const end = () => {
    setDragFrom(undefined);
    setDropMark(undefined);
  };
  return (index) => ({
    dragging: dragFrom === index,
    dropMark: dropMark?.index === index ? (dropMark.after ? 'after' : 'before') : undefined,
    onDragStart: () => setDragFrom(index),
    onDragOver: (after) => {
      if (dropMark?.index !== index || dropMark.after !== after) setDropMark({ index, after });
    },
    onDrop: () => {
      if (dragFrom !== undefined && dropMark !== undefined)
        move(dragFrom, dropIndex(dragFrom, dropMark.index, dropMark.after));
      end();
    },
    onDragEnd: end,
  });
}
