/**
 * The speech and music tracks under the clips: each sound a block at its place on the timeline with its
 * waveform, drawn from the sound the preview has decoded (nothing is loaded for it), following the sound's
 * offset, speed and loop so the block shows exactly what plays.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { audioCues, type AudioCue } from '../../../shared/playback/audio-cues.ts';
import { cuePeaks } from '../../../shared/playback/waveform.ts';
import { fractionDigits } from '../../i18n/intl.ts';
import { useT } from '../../i18n/use-t.ts';
import { useEditorState } from '../../store/use-editor.ts';
import { useSession } from '../session/context.ts';
import type { EditorSession } from '../session/editor-session.ts';
import { timeToPx } from './time-scale.ts';

/** Canvases wider than this are drawn at this width and stretched: a long song at a high zoom stays cheap. */
const MAX_WAVE_PX = 4096;
const TRACK_PX = 24;

export function AudioTracks(props: { pps: number }) {
  const t = useT('timeline');
  const project = useEditorState((s) => s.project);
  const cues = useMemo(() => audioCues(project).cues, [project]);
  const loads = useLoadCount();
  const tracks = [
    { kind: 'speech', label: t('speechTrack') },
    { kind: 'music', label: t('musicTrack') },
  ] as const;
  return (
    <div className="cw-tl-audio">
      {tracks.map(({ kind, label }) => (
        <div key={kind} className="cw-tl-track" role="group" aria-label={label} data-kind={kind}>
          {cues
            .filter((cue) => cue.kind === kind)
            .map((cue) => (
              <CueWave key={`${cue.id}@${cue.start}`} cue={cue} track={label} pps={props.pps} loads={loads} />
            ))}
        </div>
      ))}
    </div>
  );
}

/** How many times the preview has finished loading its sounds: a waveform is drawn again after each. */
function useLoadCount(): number {
  const session = useSession();
  const [count, setCount] = useState(0);
  useEffect(
    () =>
      session.onPreviewEvent((event) => {
        if (event.type === 'resource load end') setCount((n) => n + 1);
      }),
    [session],
  );
  return count;
}

function CueWave(props: { cue: AudioCue; track: string; pps: number; loads: number }) {
  const t = useT('timeline');
  const intl = useIntl();
  const session = useSession();
  const canvas = useRef<HTMLCanvasElement>(null);
  const { cue, pps } = props;
  const width = Math.max(1, Math.round(timeToPx(cue.end - cue.start, pps)));
  const [drawn, setDrawn] = useState(false);

  useEffect(() => {
    const element = canvas.current;
    if (element === null) return;
    let cancelled = false;
    void drawWave(session, element, cue, Math.min(width, MAX_WAVE_PX)).then((ok) => {
      if (!cancelled) setDrawn(ok);
    });
    return () => {
      cancelled = true;
    };
  }, [session, cue, width, props.loads]);

  const seconds = (value: number) => t('seconds', { value: intl.formatNumber(value, fractionDigits(1)) });
  return (
    <canvas
      ref={canvas}
      className="cw-tl-wave"
      role="img"
      aria-label={t('soundSpan', { track: props.track, start: seconds(cue.start), end: seconds(cue.end) })}
      data-drawn={drawn ? 'true' : undefined}
      style={{ insetInlineStart: timeToPx(cue.start, pps), inlineSize: width, blockSize: TRACK_PX }}
    />
  );
}

/** Draws the cue's peaks as bars mirrored about the middle; false while the preview has no sound for it. */
async function drawWave(
  session: EditorSession,
  canvas: HTMLCanvasElement,
  cue: AudioCue,
  columns: number,
): Promise<boolean> {
  const buffer = await (await session.preview()).audio.loadedSound(cue);
  const ctx = canvas.getContext('2d');
  if (ctx === null) return false;
  canvas.width = columns;
  canvas.height = TRACK_PX;
  ctx.clearRect(0, 0, columns, TRACK_PX);
  if (buffer === null) return false;
  const peaks = cuePeaks({ data: buffer.getChannelData(0), sampleRate: buffer.sampleRate }, cue, columns);
  // The colour comes from the stylesheet (`color`), so the dark theme applies to the waveform too.
  ctx.fillStyle = getComputedStyle(canvas).color;
  const middle = TRACK_PX / 2;
  peaks.forEach((peak, x) => {
    const half = Math.max(0.5, peak * (middle - 1));
    ctx.fillRect(x, middle - half, 1, half * 2);
  });
  return true;
}
