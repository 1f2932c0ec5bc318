/**
 * The editing of a layer's start/stop bar: pointer drags on the bar (the middle moves it, an end moves that
 * end) show a clamped draft window, snapping the moving edge onto the clip's ends, the other layers' edges and
 * the playhead, and store ONE step on release; the arrow keys on a part store a step each, coalesced per part.
 */
import type { KeyboardEvent } from 'react';
import type { Layer } from '../../../shared/model/layer.ts';
import { setLayerWindow } from '../../../shared/project/edits/layers.ts';
import { useT } from '../../i18n/use-t.ts';
import { useEditorStore } from '../../store/use-editor.ts';
import { useSession } from '../session/context.ts';
import { arrowDelta, dragWindow, type BarDragMode, type LayerWindow } from './bar-drag.ts';
import { isRtl } from './direction.ts';
import { layerSnapTargets, snapDelta, snapTolerance } from './snap.ts';
import { useTimelineSnap } from './snap-context.ts';
import { useTrackDrag, type TrackPointer } from './use-track-drag.ts';

interface BarGrip {
  mode: BarDragMode;
  from: LayerWindow;
  /** Where the moving edges may snap (s from the clip's start); empty when snapping is off. */
  targets: number[];
}

export interface BarDrag {
  /** The window shown: the draft while dragging, else the layer's. */
  shown: LayerWindow;
  dragging: boolean;
  /** The bar's pointer handlers. */
  pointer: TrackPointer;
  /** The key handler of one part of the bar. */
  onKeyDown(mode: BarDragMode): (event: KeyboardEvent<HTMLDivElement>) => void;
}

/** Where the clip lies and what else is in it: the snap targets come from here. */
export interface BarClip {
  /** The clip's start on the project timeline and its length (s). */
  start: number;
  duration: number;
  /** The clip's layers (the dragged one is left out of the targets). */
  layers: readonly Layer[];
}

/** The edges a drag of `mode` moves (s from the clip's start). */
function movingEdges(mode: BarDragMode, from: LayerWindow, clipDuration: number): number[] {
  const end = from.stop ?? clipDuration;
  return mode === 'start' ? [from.start] : mode === 'end' ? [end] : [from.start, end];
}

/** `pps`: the timeline's pixels per second. */
export function useBarDrag(layer: Layer, clip: BarClip, pps: number): BarDrag {
  const t = useT('timeline');
  const store = useEditorStore();
  const session = useSession();
  const snap = useTimelineSnap();
  const saved: LayerWindow = { start: layer.start, stop: layer.stop };
  const clipDuration = clip.duration;

  const commit = (next: LayerWindow, coalesce: string | undefined) => {
    if (next.start === layer.start && next.stop === layer.stop) return;
    store.apply(t('timingStep'), (p) => setLayerWindow(p, layer.id, next.start, next.stop), {
      select: { layerId: layer.id },
      ...(coalesce !== undefined ? { coalesce } : {}),
    });
  };

  const { draft, pointer } = useTrackDrag<BarGrip, LayerWindow>({
    pps,
    grip: (event) => {
      const part = (event.target as HTMLElement).closest<HTMLElement>('[data-mode]');
      const mode = (part?.dataset.mode ?? 'move') as BarDragMode;
      store.select({ layerId: layer.id });
      const others = clip.layers.filter((other) => other.id !== layer.id);
      const playhead = session.playback.get().time - clip.start;
      const targets = snap.enabled ? layerSnapTargets(others, clipDuration, playhead) : [];
      const track = event.currentTarget.parentElement ?? event.currentTarget;
      return { from: { mode, from: saved, targets }, track };
    },
    update: (grip, delta, free) => {
      const edges = movingEdges(grip.mode, grip.from, clipDuration);
      const snapped = snapDelta(edges, delta, free ? [] : grip.targets, snapTolerance(pps));
      snap.showGuide(snapped.target === undefined ? undefined : clip.start + snapped.target);
      return dragWindow(grip.mode, grip.from, snapped.delta, clipDuration);
    },
    commit: (next) => commit(next, undefined),
    onEnd: () => snap.showGuide(undefined),
  });

  const onKeyDown = (mode: BarDragMode) => (event: KeyboardEvent<HTMLDivElement>) => {
    const delta = arrowDelta(event.key, event.shiftKey, isRtl(event.currentTarget));
    if (delta === undefined) return;
    event.preventDefault();
    // Key presses in a row on one part make one undo step, like nudging.
    commit(dragWindow(mode, saved, delta, clipDuration), `timeline:${layer.id}:${mode}`);
  };

  return { shown: draft ?? saved, dragging: draft !== undefined, pointer, onKeyDown };
}
