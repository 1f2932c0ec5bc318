/**
 * The editing of a layer's start/stop bar: pointer drags on the bar (the middle moves it, an end moves that
 * end) show a clamped draft window and store ONE step on release; the arrow keys on a part store a step each,
 * coalesced per part.
 */
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { Layer } from '../../../shared/model/layer.ts';
import { setLayerWindow } from '../../../shared/project/edits/layers.ts';
import { useT } from '../../i18n/use-t.ts';
import { useEditorStore } from '../../store/use-editor.ts';
import { arrowDelta, dragWindow, type BarDragMode, type LayerWindow } from './bar-drag.ts';
import { inlineOffset, isRtl } from './direction.ts';

interface Drag {
  mode: BarDragMode;
  /** Where the pointer went down, from the track's inline-start edge (px). */
  x0: number;
  from: LayerWindow;
  track: Element;
}

type BarPointerHandler = (event: PointerEvent<HTMLDivElement>) => void;

export interface BarDrag {
  /** The window shown: the draft while dragging, else the layer's. */
  shown: LayerWindow;
  dragging: boolean;
  /** The bar's pointer handlers. */
  pointer: {
    onPointerDown: BarPointerHandler;
    onPointerMove: BarPointerHandler;
    onPointerUp: BarPointerHandler;
    onPointerCancel: BarPointerHandler;
  };
  /** The key handler of one part of the bar. */
  onKeyDown(mode: BarDragMode): (event: KeyboardEvent<HTMLDivElement>) => void;
}

/** `clipDuration`: the layer's clip's length (s); `pps`: the timeline's pixels per second. */
export function useBarDrag(layer: Layer, clipDuration: number, pps: number): BarDrag {
  const t = useT('timeline');
  const store = useEditorStore();
  const saved: LayerWindow = { start: layer.start, stop: layer.stop };
  const [draft, setDraft] = useState<LayerWindow | undefined>(undefined);
  const drag = useRef<Drag | undefined>(undefined);

  const commit = (next: LayerWindow, coalesce: string | undefined) => {
    if (next.start === layer.start && next.stop === layer.stop) return;
    store.apply(t('timingStep'), (p) => setLayerWindow(p, layer.id, next.start, next.stop), {
      select: { layerId: layer.id },
      ...(coalesce !== undefined ? { coalesce } : {}),
    });
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    const part = (event.target as HTMLElement).closest<HTMLElement>('[data-mode]');
    const mode = (part?.dataset.mode ?? 'move') as BarDragMode;
    const track = event.currentTarget.parentElement ?? event.currentTarget;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { mode, x0: inlineOffset(track, event.clientX), from: saved, track };
    store.select({ layerId: layer.id });
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (d === undefined) return;
    const delta = (inlineOffset(d.track, event.clientX) - d.x0) / pps;
    setDraft(dragWindow(d.mode, d.from, delta, clipDuration));
  };
  const onPointerUp = () => {
    const d = drag.current;
    drag.current = undefined;
    if (d !== undefined && draft !== undefined) commit(draft, undefined);
    setDraft(undefined);
  };
  const onPointerCancel = () => {
    drag.current = undefined;
    setDraft(undefined);
  };
  const onKeyDown = (mode: BarDragMode) => (event: KeyboardEvent<HTMLDivElement>) => {
    const delta = arrowDelta(event.key, event.shiftKey, isRtl(event.currentTarget));
    if (delta === undefined) return;
    event.preventDefault();
    // Key presses in a row on one part make one undo step, like nudging.
    commit(dragWindow(mode, saved, delta, clipDuration), `timeline:${layer.id}:${mode}`);
  };

  return {
    shown: draft ?? saved,
    dragging: draft !== undefined,
    pointer: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel },
    onKeyDown,
  };
}
