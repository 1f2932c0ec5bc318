/**
 * The dock along the studio's foot: the player row (with the timeline's zoom at its end), the scene strip and
 * the timeline. The zoom lives here because its controls and the timeline it scales sit in different rows.
 */
import { useState } from 'react';
import { PlayerControls } from '../player/PlayerControls.tsx';
import { SceneList } from '../scenes/SceneList.tsx';
import { Timeline } from '../timeline/Timeline.tsx';
import { TimelineZoom } from '../timeline/TimelineZoom.tsx';

export function Dock(_props: Record<string, never>) {
  const [zoom, setZoom] = useState(1);
  return (
    <footer className="cw-area-dock">
      <PlayerControls trailing={<TimelineZoom zoom={zoom} onZoom={setZoom} />} />
      <SceneList />
      <Timeline zoom={zoom} />
    </footer>
  );
}
