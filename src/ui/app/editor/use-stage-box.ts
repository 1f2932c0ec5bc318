/**
 * The stage's room and picture box, kept fitted to the space the stage has: measured before the first paint
 * (the session builds its canvases at this size) and again whenever the window, a panel or the project's
 * shape changes it. The picture box is `fitFormat` of the room, the very sum the editing canvas does, so the
 * editing canvas and the preview come out the same size to the pixel.
 */
import { useLayoutEffect, useState, type RefObject } from 'react';
import type { Layout } from '../../../shared/constants.ts';
import { fitFormat, formatSize } from '../../canvas/index.ts';
import type { Size } from '../../canvas/format.ts';

/** Space kept free around the picture, so its edge and the selection's handles stay in sight. */
export const STAGE_MARGIN = 12;

export interface StageBox {
  /** Where the picture may lie: the stage less its margin. */
  room: Size;
  /** The picture: the largest box of the project's shape inside the room. */
  picture: Size;
}

function measure(element: HTMLElement, layout: Layout): StageBox {
  const room = {
    width: Math.max(1, element.clientWidth - 2 * STAGE_MARGIN),
    height: Math.max(1, element.clientHeight - 2 * STAGE_MARGIN),
  };
  const { width, height } = fitFormat(formatSize(layout), room);
  return { room, picture: { width, height } };
}

const sameSize = (a: Size, b: Size) => a.width === b.width && a.height === b.height;

export function useStageBox(area: RefObject<HTMLElement | null>, layout: Layout): StageBox | undefined {
  const [box, setBox] = useState<StageBox | undefined>(undefined);
  useLayoutEffect(() => {
    const element = area.current;
    if (element === null) return;
    const update = () => {
      const next = measure(element, layout);
      setBox((current) =>
        current !== undefined && sameSize(current.room, next.room) && sameSize(current.picture, next.picture)
          ? current
          : next,
      );
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, [area, layout]);
  return box;
}
