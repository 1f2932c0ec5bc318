/**
 * The captions track under the speech and music: the selected scene's caption entries as bars where they
 * show, their text inside. Dragging a bar's end retimes that caption (the middle moves it), clamped to its
 * neighbours and its audio; a double-click, or Enter on the bar, opens the caption editor on it.
 */
import { useIntl } from 'react-intl';
import { captionRoom, type CaptionRoom } from '../../../shared/captions/caption-edit.ts';
import {
  captionKey,
  sceneCaptions,
  type CaptionRef,
  type SceneCaption,
} from '../../../shared/captions/caption-store.ts';
import type { Scene } from '../../../shared/model/scene.ts';
import { fractionDigits } from '../../i18n/intl.ts';
import { useT } from '../../i18n/use-t.ts';
import { useCaptionEdits, type CaptionEdits } from '../captions/use-caption-edits.ts';
import type { BarDragMode } from './bar-drag.ts';
import type { ClipSpan } from './time-scale.ts';
import { timeToPx } from './time-scale.ts';
import { useCaptionDrag } from './use-caption-drag.ts';

const HINT_ID = 'cw-tl-caption-hint';

export function CaptionsTrack(props: {
  scene: Scene;
  sceneIndex: number;
  span: ClipSpan;
  pps: number;
  onOpen(ref: CaptionRef): void;
}) {
  const t = useT('captions');
  const edits = useCaptionEdits(props.sceneIndex);
  const { speech } = props.scene;
  const captions = sceneCaptions(speech);
  if (captions.length === 0) return null;
  return (
    <div className="cw-tl-track cw-tl-captions" role="group" aria-label={t('track')} data-kind="captions">
      <p id={HINT_ID} className="cw-visually-hidden">
        {t('barHint')}
      </p>
      {captions.map((caption, index) => (
        <CaptionBar
          key={captionKey(caption.ref)}
          caption={caption}
          number={index + 1}
          room={captionRoom(speech, caption.ref)}
          sceneStart={props.span.start}
          pps={props.pps}
          edits={edits}
          onOpen={props.onOpen}
        />
      ))}
    </div>
  );
}

function CaptionBar(props: {
  caption: SceneCaption;
  number: number;
  room: CaptionRoom;
  sceneStart: number;
  pps: number;
  edits: CaptionEdits;
  onOpen(ref: CaptionRef): void;
}) {
  const t = useT('captions');
  const tl = useT('timeline');
  const intl = useIntl();
  const { caption, number: n, pps, room } = props;
  const { shown, dragging, pointer, onKeyDown } = useCaptionDrag(
    caption,
    room,
    props.sceneStart,
    pps,
    props.edits,
  );
  const origin = props.sceneStart + caption.offset;
  const seconds = (value: number) => tl('seconds', { value: intl.formatNumber(value, fractionDigits(2)) });
  const open = () => props.onOpen(caption.ref);

  const slider = (mode: Exclude<BarDragMode, 'move'>, value: number) => ({
    role: 'slider' as const,
    tabIndex: 0,
    'data-mode': mode,
    'aria-label': t(mode === 'start' ? 'barStart' : 'barEnd', { n }),
    'aria-valuemin': room.min,
    'aria-valuemax': Number.isFinite(room.max) ? room.max : undefined,
    'aria-valuenow': value,
    'aria-valuetext': seconds(caption.offset + value),
    'aria-describedby': HINT_ID,
    onKeyDown: onKeyDown(mode),
  });

  return (
    <div
      className="cw-tl-caption"
      data-caption={n}
      data-dragging={dragging || undefined}
      style={{
        insetInlineStart: timeToPx(origin + shown.start, pps),
        inlineSize: Math.max(6, timeToPx(shown.end - shown.start, pps)),
      }}
      onDoubleClick={open}
      {...pointer}
    >
      <div className="cw-tl-handle" {...slider('start', shown.start)} />
      <div
        className="cw-tl-caption-body"
        data-mode="move"
        // The text keeps its own direction, so an English caption on an Arabic timeline is cut at its end.
        dir="auto"
        role="button"
        tabIndex={0}
        aria-label={t('bar', {
          n,
          text: caption.text,
          start: seconds(caption.offset + shown.start),
          end: seconds(caption.offset + shown.end),
        })}
        aria-describedby={HINT_ID}
        onKeyDown={(event) => {
          if (event.key !== 'Enter' && event.key !== ' ') return;
          event.preventDefault();
          open();
        }}
      >
        {caption.text}
      </div>
      <div className="cw-tl-handle" {...slider('end', shown.end)} />
    </div>
  );
}
