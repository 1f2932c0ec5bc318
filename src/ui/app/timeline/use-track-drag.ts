/**
 * The pointer half of dragging something along a timeline track (a layer's bar, a clip's trim edge): the
 * pointer is captured on press, its travel along the track (from the inline-start edge, so right-to-left
 * pages work) becomes a time delta, the caller turns that into a draft shown while dragging, and ONE commit
 * happens on release. A cancelled pointer (the system took it) leaves everything as it was.
 */
import { useRef, useState, type PointerEvent } from 'react';
import { inlineOffset } from './direction.ts';

type TrackPointerHandler = (event: PointerEvent<HTMLDivElement>) => void;

export interface TrackPointer {
  onPointerDown: TrackPointerHandler;
  onPointerMove: TrackPointerHandler;
  onPointerUp: TrackPointerHandler;
  onPointerCancel: TrackPointerHandler;
}

export interface TrackDragSpec<F, V> {
  /** Pixels per second of the track. */
  pps: number;
  /** What a press grips (undefined: not a drag) and the track its offsets are measured along. */
  grip(event: PointerEvent<HTMLDivElement>): { from: F; track: Element } | undefined;
  /** A gripping press is this element's alone: elements beneath it (which have drags of their own) miss it. */
  exclusive?: boolean;
  /** The draft after moving `delta` seconds; `free`: Alt is held, so nothing snaps. */
  update(from: F, delta: number, free: boolean): V;
  commit(value: V): void;
  /** The drag ended, committed or not. */
  onEnd?(): void;
}

interface Grip<F> {
  from: F;
  track: Element;
  /** Where the pointer went down, from the track's inline-start edge (px). */
  x0: number;
}

export function useTrackDrag<F, V>(
  spec: TrackDragSpec<F, V>,
): { draft: V | undefined; pointer: TrackPointer } {
  const [draft, setDraft] = useState<V | undefined>(undefined);
  const grip = useRef<Grip<F> | undefined>(undefined);
  const end = () => {
    grip.current = undefined;
    setDraft(undefined);
    spec.onEnd?.();
  };
  const onPointerDown: TrackPointerHandler = (event) => {
    if (event.button !== 0) return;
    const gripped = spec.grip(event);
    if (gripped === undefined) return;
    if (spec.exclusive === true) event.stopPropagation();
    event.currentTarget.setPointerCapture(event.pointerId);
    grip.current = { ...gripped, x0: inlineOffset(gripped.track, event.clientX) };
  };
  const onPointerMove: TrackPointerHandler = (event) => {
    const g = grip.current;
    if (g === undefined) return;
    const delta = (inlineOffset(g.track, event.clientX) - g.x0) / spec.pps;
    setDraft(spec.update(g.from, delta, event.altKey));
  };
  const onPointerUp: TrackPointerHandler = () => {
    if (grip.current !== undefined && draft !== undefined) spec.commit(draft);
    end();
  };
  return { draft, pointer: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: end } };
}
