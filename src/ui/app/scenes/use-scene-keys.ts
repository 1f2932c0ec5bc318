/**
 * The scene list's keyboard: the arrows, Home and End show another scene, Alt+ArrowUp/Down move the
 * selected one. Afterwards the selected option takes the focus, since React may have moved it.
 */
import { useLayoutEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { stepIndex } from './reorder.ts';
import type { SceneEdits } from './use-scene-edits.ts';

export function useSceneKeys(edits: SceneEdits): {
  list: RefObject<HTMLOListElement | null>;
  onKeyDown(event: KeyboardEvent<HTMLOListElement>): void;
} {
  const { clips, selected, show, move } = edits;
  const list = useRef<HTMLOListElement>(null);
  const focusSelected = useRef(false);

  useLayoutEffect(() => {
    if (!focusSelected.current) return;
    focusSelected.current = false;
    list.current?.querySelector<HTMLElement>(`[data-scene-index="${selected}"]`)?.focus();
  });

  const onKeyDown = (event: KeyboardEvent<HTMLOListElement>) => {
    const delta = event.key === 'ArrowUp' ? -1 : event.key === 'ArrowDown' ? 1 : undefined;
    let target: number | undefined;
    if (delta !== undefined) {
      target = stepIndex(selected, delta, clips.length);
      if (event.altKey) {
        event.preventDefault();
        focusSelected.current = true;
        move(selected, target);
        return;
      }
    } else if (event.key === 'Home') target = 0;
    else if (event.key === 'End') target = clips.length - 1;
    else return;
    event.preventDefault();
    if (target === undefined || target === selected) return;
    focusSelected.current = true;
    show(target);
  };

  return { list, onKeyDown };
}
