/**
 * The dock along the studio's foot: the player row (with the timeline's tools at its end), the scene strip and
 * the timeline. The timeline's view (zoom, snapping) lives here because its controls and the timeline it
 * changes sit in different rows.
 */
import { useState } from 'react';
import { PlayerControls } from '../player/PlayerControls.tsx';
import { SceneList } from '../scenes/SceneList.tsx';
import { Timeline } from '../timeline/Timeline.tsx';
import { TimelineTools, type TimelineView } from '../timeline/TimelineTools.tsx';

export function Dock(_props: Record<string, never>) {
  const [view, setView] = useState<TimelineView>({ zoom: 1, snap: true });
  return (
    <footer className="cw-area-dock">
      <PlayerControls trailing={<TimelineTools view={view} onChange={setView} />} />
      <SceneList />
      <Timeline view={view} />
    </footer>
  );
}
