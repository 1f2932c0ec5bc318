/**
 * The time ruler: ticks with their times, and scrubbing — a click or a drag on it seeks the preview. Seeks go
 * through `latestOnly`, so however fast the pointer moves, one seek runs at a time and the latest wins. It is
 * also a slider for the keyboard (arrows ±0.1 s, Shift ±1 s, Home/End).
 */
import { useRef, useState } from 'react';
import type { KeyboardEvent, PointerEvent } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { formatTime } from '../player/format-time.ts';
import { usePlayback, useSession } from '../session/context.ts';
import { arrowDelta } from './bar-drag.ts';
import { inlineOffset, isRtl } from './direction.ts';
import { latestOnly } from './latest-only.ts';
import { pxToTime, rulerTicks, timeToPx } from './time-scale.ts';

export function Ruler(props: { total: number; pps: number }) {
  const t = useT('timeline');
  const session = useSession();
  const { time } = usePlayback();
  const [seeker] = useState(() =>
    latestOnly<number>(
      (to) => session.seek(to),
      (error) => console.error('clipwright timeline: seek failed:', error),
    ),
  );
  const scrubbing = useRef(false);
  const timeAt = (event: PointerEvent<HTMLDivElement>) =>
    pxToTime(inlineOffset(event.currentTarget, event.clientX), props.pps, props.total);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    let to: number | undefined;
    const delta = arrowDelta(event.key, event.shiftKey, isRtl(event.currentTarget));
    if (delta !== undefined) to = time + delta;
    else if (event.key === 'Home') to = 0;
    else if (event.key === 'End') to = props.total;
    if (to === undefined) return;
    event.preventDefault();
    seeker.push(Math.min(Math.max(0, Math.round(to * 100) / 100), props.total));
  };

  return (
    <div
      className="cw-tl-ruler"
      role="slider"
      tabIndex={0}
      aria-label={t('ruler')}
      aria-valuemin={0}
      aria-valuemax={props.total}
      aria-valuenow={time}
      aria-valuetext={formatTime(time)}
      onKeyDown={onKeyDown}
      onPointerDown={(event) => {
        if (event.button !== 0) return;
        event.currentTarget.setPointerCapture(event.pointerId);
        scrubbing.current = true;
        seeker.push(timeAt(event));
      }}
      onPointerMove={(event) => {
        if (scrubbing.current) seeker.push(timeAt(event));
      }}
      onPointerUp={() => (scrubbing.current = false)}
      onPointerCancel={() => (scrubbing.current = false)}
    >
      {rulerTicks(props.total, props.pps).map((tick) => (
        <span key={tick} className="cw-tl-tick" style={{ insetInlineStart: timeToPx(tick, props.pps) }}>
          {formatTick(tick)}
        </span>
      ))}
    </div>
  );
}

/** Tick labels: whole seconds as `m:ss`, finer ticks with their tenths. */
function formatTick(seconds: number): string {
  const full = formatTime(seconds);
  return Number.isInteger(seconds) ? full.slice(0, -2) : full;
}
