/**
 * The scene strip's keyboard: the arrows, Home and End show another scene, Alt with an arrow moves the
 * selected one. The strip runs along the page (from the right in a right-to-left page), so ArrowLeft is
 * earlier in English and later in Arabic; ArrowUp/Down stay earlier/later. Afterwards the selected option
 * takes the focus, since React may have moved it.
 */
import { useLayoutEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { isRtl } from '../timeline/direction.ts';
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
    const delta = arrowStep(event.key, isRtl(event.currentTarget));
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

/** The scene step of an arrow key (-1 earlier, 1 later), or undefined for other keys. */
export function arrowStep(key: string, rtl: boolean): -1 | 1 | undefined {
  const later = rtl ? 'ArrowLeft' : 'ArrowRight';
  const earlier = rtl ? 'ArrowRight' : 'ArrowLeft';
  if (key === 'ArrowUp' || key === earlier) return -1;
  if (key === 'ArrowDown' || key === later) return 1;
  return undefined;
}
