/**
 * The preview's controls: play/pause, the time, a scrubber that seeks, the preview's state (with a
 * progress bar while resources load) and the media that failed, so a silent or black layer is explained.
 */
import { useState, type ReactNode } from 'react';
import type { PreviewState } from '../../../shared/protocol/playback.ts';
import { useT } from '../../i18n/use-t.ts';
import { useSession, usePlayback } from '../session/context.ts';
import { latestOnly } from '../timeline/latest-only.ts';
import { formatTime } from './format-time.ts';
import './player.css';

const STATE_KEYS = {
  'not loaded': 'state_notLoaded',
  'loading resources': 'state_loading',
  playing: 'state_playing',
  paused: 'state_paused',
  ended: 'state_ended',
  aborted: 'state_aborted',
} as const satisfies Record<PreviewState, string>;

/** `trailing`: controls shown at the row's end (the dock puts the timeline's zoom there). */
export function PlayerControls({ trailing }: { trailing?: ReactNode }) {
  const t = useT('player');
  const session = useSession();
  const playback = usePlayback();
  // While the creator drags the scrubber it shows where the thumb is, not where the preview has got to.
  const [scrub, setScrub] = useState<number | undefined>(undefined);
  const [seeker] = useState(() =>
    latestOnly<number>(
      (time) => session.seek(time),
      (error) => console.error('clipwright player: seek failed:', error),
    ),
  );
  const playing = playback.state === 'playing';
  const loading = playback.state === 'loading resources' || playback.state === 'not loaded';
  const onScrub = (time: number) => {
    setScrub(time);
    seeker.push(time);
    void seeker.idle().then(() => setScrub(undefined));
  };
  const shown = scrub ?? playback.time;
  return (
    <section className="cw-panel cw-player" aria-label={t('player')}>
      <div className="cw-player-row">
        <button
          type="button"
          className="cw-primary cw-play"
          onClick={() =>
            void session.togglePlay().catch((error: unknown) => console.error('clipwright player:', error))
          }
        >
          {playing ? t('pause') : t('play')}
        </button>
        {/* Digits are weak in the bidi algorithm: without an isolated left-to-right run, an Arabic page would
            show the total before the current time. */}
        <output className="cw-player-time" aria-label={t('time')} dir="ltr">
          <span className="cw-player-current">{formatTime(shown)}</span> /{' '}
          <span className="cw-player-total">{formatTime(playback.duration)}</span>
        </output>
        <input
          type="range"
          className="cw-scrubber"
          aria-label={t('position')}
          aria-valuetext={`${formatTime(shown)} / ${formatTime(playback.duration)}`}
          min={0}
          max={playback.duration}
          step={0.1}
          value={Math.min(shown, playback.duration)}
          onChange={(event) => onScrub(Number(event.currentTarget.value))}
        />
        <span className="cw-player-status" role="status" aria-live="polite">
          <span className="cw-player-state" data-state={playback.state}>
            {t(STATE_KEYS[playback.state])}
          </span>
          {loading && <progress className="cw-player-progress" aria-label={t('state_loading')} />}
          {playback.copies !== null && (
            <span className="cw-player-copies" title={t('copies_hint')}>
              {t('copies', { done: playback.copies.done, total: playback.copies.total })}
              <progress
                className="cw-player-progress"
                aria-label={t('copies', { done: playback.copies.done, total: playback.copies.total })}
                value={playback.copies.fraction}
                max={1}
              />
            </span>
          )}
        </span>
        {trailing}
      </div>
      {playback.problems.length > 0 && (
        <div className="cw-player-problems" role="alert">
          <p>{t('problems')}</p>
          <ul>
            {playback.problems.map((problem, i) => (
              <li key={i}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
