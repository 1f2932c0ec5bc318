/** The playhead: a line at the preview's time. Its own component, since it re-renders every frame in play. */
import { usePlayback } from '../session/context.ts';
import { timeToPx } from './time-scale.ts';

export function Playhead(props: { pps: number }) {
  const { time } = usePlayback();
  return (
    <div
      className="cw-tl-playhead"
      aria-hidden="true"
      data-time={time}
      style={{ insetInlineStart: timeToPx(time, props.pps) }}
    />
  );
}
