/**
 * What the timeline tells its draggable parts about snapping: whether it is on (the dock's magnet button;
 * Alt held during a drag turns it off for that move) and where to draw the guide of the target an edge
 * snapped to (project seconds; undefined hides it). The guide spans the whole timeline, so the timeline
 * draws it, not the part being dragged.
 */
import { createContext, useContext } from 'react';

export interface TimelineSnap {
  enabled: boolean;
  showGuide(time: number | undefined): void;
}

export const SnapContext = createContext<TimelineSnap>({ enabled: false, showGuide: () => undefined });

export function useTimelineSnap(): TimelineSnap {
  return useContext(SnapContext);
}
