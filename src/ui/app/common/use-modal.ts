/**
 * A native `<dialog>` shown as a modal while `open` is true and while it is mounted: `showModal` makes the
 * rest of the page inert, and closing it (on `open` turning false or on unmount) lets the browser give the
 * focus back to the control that opened it. Pair it with `trapTab` to keep Tab inside.
 */
import { useLayoutEffect, useRef, type RefObject } from 'react';

export function useModal(open = true): RefObject<HTMLDialogElement | null> {
  const ref = useRef<HTMLDialogElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (element === null || !open) return;
    if (!element.open) element.showModal();
    return () => {
      if (element.open) element.close();
    };
  }, [open]);
  return ref;
}
