/**
 * The editing of a caption's bar on the timeline: a pointer drag on an end (or the middle) shows the clamped
 * draft times, snapping the moving edge onto the neighbouring captions and the playhead, and stores ONE
 * "Retime caption" step on release; the arrow keys on an end store a step each, coalesced per end.
 */
import type { KeyboardEvent } from 'react';
import type { CaptionRoom, CaptionTimes } from '../../../shared/captions/caption-edit.ts';
import { captionKey, type SceneCaption } from '../../../shared/captions/caption-store.ts';
import type { CaptionEdits } from '../captions/use-caption-edits.ts';
import { useSession } from '../session/context.ts';
import { arrowDelta, roundDelta, type BarDragMode } from './bar-drag.ts';
import { captionEdges, dragCaption } from './caption-drag.ts';
import { isRtl } from './direction.ts';
import { snapDelta, snapTolerance } from './snap.ts';
import { useTimelineSnap } from './snap-context.ts';
import { useTrackDrag, type TrackPointer } from './use-track-drag.ts';

interface CaptionGrip {
  mode: BarDragMode;
  from: CaptionTimes;
  /** Where the moving edges may snap (s on the caption's audio clock); empty when snapping is off. */
  targets: number[];
}

export interface CaptionDrag {
  shown: CaptionTimes;
  dragging: boolean;
  pointer: TrackPointer;
  onKeyDown(mode: BarDragMode): (event: KeyboardEvent<HTMLDivElement>) => void;
}

/** `sceneStart`: where the caption's scene starts on the project timeline (s); `pps`: pixels per second. */
export function useCaptionDrag(
  caption: SceneCaption,
  room: CaptionRoom,
  sceneStart: number,
  pps: number,
  edits: CaptionEdits,
): CaptionDrag {
  const session = useSession();
  const snap = useTimelineSnap();
  const saved: CaptionTimes = { start: caption.start, end: caption.end };
  /** Where the caption's audio clock starts on the project timeline. */
  const origin = sceneStart + caption.offset;

  const commit = (next: CaptionTimes, coalesce?: string) => {
    if (next.start === saved.start && next.end === saved.end) return;
    const refused = edits.retime(caption.ref, next, coalesce);
    if (refused !== undefined) console.warn(`clipwright: caption not retimed: ${refused}`);
  };

  const { draft, pointer } = useTrackDrag<CaptionGrip, CaptionTimes>({
    pps,
    grip: (event) => {
      const part = (event.target as HTMLElement).closest<HTMLElement>('[data-mode]');
      const mode = (part?.dataset.mode ?? 'move') as BarDragMode;
      const playhead = session.playback.get().time - origin;
      const targets = snap.enabled ? [room.min, room.max, playhead].filter(Number.isFinite) : [];
      const track = event.currentTarget.parentElement ?? event.currentTarget;
      return { from: { mode, from: saved, targets }, track };
    },
    update: (grip, delta, free) => {
      const edges = captionEdges(grip.mode, grip.from);
      const snapped = snapDelta(edges, delta, free ? [] : grip.targets, snapTolerance(pps));
      snap.showGuide(snapped.target === undefined ? undefined : origin + snapped.target);
      const moved = snapped.target === undefined ? roundDelta(snapped.delta) : snapped.delta;
      return dragCaption(grip.mode, grip.from, moved, room);
    },
    commit: (next) => commit(next),
    onEnd: () => snap.showGuide(undefined),
  });

  const onKeyDown = (mode: BarDragMode) => (event: KeyboardEvent<HTMLDivElement>) => {
    const delta = arrowDelta(event.key, event.shiftKey, isRtl(event.currentTarget));
    if (delta === undefined) return;
    event.preventDefault();
    // Key presses in a row on one end make one undo step, like nudging.
    commit(dragCaption(mode, saved, delta, room), `timeline:caption:${captionKey(caption.ref)}:${mode}`);
  };

  return { shown: draft ?? saved, dragging: draft !== undefined, pointer, onKeyDown };
}
