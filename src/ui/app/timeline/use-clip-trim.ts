/**
 * Trimming a scene on the timeline by its end edge: a pointer drag shows the new length as a draft (the edge
 * snaps to the playhead) and stores ONE step on release; the arrow keys on the focused edge store a step each,
 * coalesced per scene. Only a scene of fixed length has the edge (any other lasts as long as its speech).
 */
import type { KeyboardEvent } from 'react';
import { MIN_SCENE_SECONDS, trimScene } from '../../../shared/project/edits/scenes.ts';
import { DURATIONS } from '../../../shared/constants.ts';
import { useT } from '../../i18n/use-t.ts';
import { useEditorStore } from '../../store/use-editor.ts';
import { useSession } from '../session/context.ts';
import { arrowDelta, roundDelta } from './bar-drag.ts';
import { isRtl } from './direction.ts';
import { snapDelta, snapTolerance } from './snap.ts';
import { useTimelineSnap } from './snap-context.ts';
import { useTrackDrag, type TrackPointer } from './use-track-drag.ts';

export interface ClipTrim {
  /** The length shown (s): the draft while dragging, else the scene's. */
  length: number;
  trimming: boolean;
  pointer: TrackPointer;
  onKeyDown(event: KeyboardEvent<HTMLDivElement>): void;
}

/** The length after dragging by `delta` seconds, kept as the edit keeps it. */
export function trimmedLength(from: number, delta: number): number {
  const next = Math.round((from + roundDelta(delta)) * 100) / 100;
  return Math.min(DURATIONS.maxVideoSeconds, Math.max(MIN_SCENE_SECONDS, next));
}

/**
 * `index`, `start`, `duration`: the scene, where it starts on the project timeline and its length (s);
 * `pps`: the timeline's pixels per second.
 */
export function useClipTrim(index: number, start: number, duration: number, pps: number): ClipTrim {
  const t = useT('timeline');
  const store = useEditorStore();
  const session = useSession();
  const snap = useTimelineSnap();

  const commit = (seconds: number, coalesce: string | undefined) => {
    if (seconds === duration) return;
    store.apply(t('trimStep'), (p) => trimScene(p, index, seconds), {
      select: { sceneIndex: index, layerId: null },
      ...(coalesce !== undefined ? { coalesce } : {}),
    });
  };

  const { draft, pointer } = useTrackDrag<{ from: number; playhead: number[] }, number>({
    pps,
    // The press is the edge's, not the clip's beneath it (which would start a reorder).
    exclusive: true,
    grip: (event) => {
      const playhead = session.playback.get().time;
      const targets = snap.enabled && playhead > start ? [playhead] : [];
      // The track is the row of clips: offsets are measured from its start, as the clips are laid out.
      const track = event.currentTarget.closest('.cw-tl-clips') ?? event.currentTarget;
      return { from: { from: duration, playhead: targets }, track };
    },
    update: (grip, delta, free) => {
      const end = start + grip.from;
      const snapped = snapDelta([end], delta, free ? [] : grip.playhead, snapTolerance(pps));
      snap.showGuide(snapped.target);
      return trimmedLength(grip.from, snapped.delta);
    },
    commit: (seconds) => commit(seconds, undefined),
    onEnd: () => snap.showGuide(undefined),
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const delta = arrowDelta(event.key, event.shiftKey, isRtl(event.currentTarget));
    if (delta === undefined) return;
    event.preventDefault();
    commit(trimmedLength(duration, delta), `timeline:trim:${index}`);
  };

  return { length: draft ?? duration, trimming: draft !== undefined, pointer, onKeyDown };
}
