/**
 * Trimming a scene on the timeline by its end edge: a pointer drag shows the new length as a draft and stores
 * ONE step on release; the arrow keys on the focused edge store a step each, coalesced per scene. Only a
 * scene of fixed length has the edge (any other lasts as long as its speech).
 */
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { MIN_SCENE_SECONDS, trimScene } from '../../../shared/project/edits/scenes.ts';
import { DURATIONS } from '../../../shared/constants.ts';
import { useT } from '../../i18n/use-t.ts';
import { useEditorStore } from '../../store/use-editor.ts';
import { arrowDelta, roundDelta } from './bar-drag.ts';
import { inlineOffset, isRtl } from './direction.ts';

interface Drag {
  /** Where the pointer went down, from the track's inline-start edge (px). */
  x0: number;
  from: number;
  track: Element;
}

type TrimPointerHandler = (event: PointerEvent<HTMLDivElement>) => void;

export interface ClipTrim {
  /** The length shown (s): the draft while dragging, else the scene's. */
  length: number;
  trimming: boolean;
  pointer: {
    onPointerDown: TrimPointerHandler;
    onPointerMove: TrimPointerHandler;
    onPointerUp: TrimPointerHandler;
    onPointerCancel: TrimPointerHandler;
  };
  onKeyDown(event: KeyboardEvent<HTMLDivElement>): void;
}

/** The length after dragging by `delta` seconds, kept as the edit keeps it. */
export function trimmedLength(from: number, delta: number): number {
  const next = Math.round((from + roundDelta(delta)) * 100) / 100;
  return Math.min(DURATIONS.maxVideoSeconds, Math.max(MIN_SCENE_SECONDS, next));
}

/** `index`, `duration`: the scene and its length (s); `pps`: the timeline's pixels per second. */
export function useClipTrim(index: number, duration: number, pps: number): ClipTrim {
  const t = useT('timeline');
  const store = useEditorStore();
  const [draft, setDraft] = useState<number | undefined>(undefined);
  const drag = useRef<Drag | undefined>(undefined);

  const commit = (seconds: number, coalesce: string | undefined) => {
    if (seconds === duration) return;
    store.apply(t('trimStep'), (p) => trimScene(p, index, seconds), {
      select: { sceneIndex: index, layerId: null },
      ...(coalesce !== undefined ? { coalesce } : {}),
    });
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    // The track is the row of clips: offsets are measured from its start, as the clips are laid out.
    const track = event.currentTarget.closest('.cw-tl-clips') ?? event.currentTarget;
    event.currentTarget.setPointerCapture(event.pointerId);
    event.stopPropagation();
    drag.current = { x0: inlineOffset(track, event.clientX), from: duration, track };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (d === undefined) return;
    setDraft(trimmedLength(d.from, (inlineOffset(d.track, event.clientX) - d.x0) / pps));
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
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const delta = arrowDelta(event.key, event.shiftKey, isRtl(event.currentTarget));
    if (delta === undefined) return;
    event.preventDefault();
    commit(trimmedLength(duration, delta), `timeline:trim:${index}`);
  };

  return {
    length: draft ?? duration,
    trimming: draft !== undefined,
    pointer: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel },
    onKeyDown,
  };
}
