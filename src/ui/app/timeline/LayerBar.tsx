/**
 * A layer's start/stop bar on the timeline. Dragging the middle moves it, dragging an end moves that end;
 * the bar follows the pointer with the clamped window (dragWindow) and the store gets ONE step when the
 * pointer is released. Each part is also a keyboard slider: arrows move it by 0.1 s (Shift: 1 s).
 */
import { useIntl } from 'react-intl';
import type { Layer } from '../../../shared/model/layer.ts';
import { useT } from '../../i18n/use-t.ts';
import type { BarDragMode } from './bar-drag.ts';
import { timeToPx } from './time-scale.ts';
import { useBarDrag, type BarClip } from './use-bar-drag.ts';
import { fractionDigits } from '../../i18n/intl.ts';

export function LayerBar(props: {
  layer: Layer;
  name: string;
  selected: boolean;
  /** The layer's clip: where it starts on the project timeline, how long it is (s), its layers. */
  clip: BarClip;
  pps: number;
}) {
  const t = useT('timeline');
  const intl = useIntl();
  const { clip, pps } = props;
  const clipDuration = clip.duration;
  const { shown, dragging, pointer, onKeyDown } = useBarDrag(props.layer, clip, pps);
  const end = shown.stop ?? clipDuration;

  const seconds = (value: number) => t('seconds', { value: intl.formatNumber(value, fractionDigits(2)) });
  const valueText = t('bar', { name: props.name, start: seconds(shown.start), end: seconds(end) });
  const slider = (mode: BarDragMode, label: string, value: number) => ({
    role: 'slider' as const,
    tabIndex: 0,
    'data-mode': mode,
    'aria-label': label,
    'aria-valuemin': 0,
    'aria-valuemax': clipDuration,
    'aria-valuenow': value,
    'aria-valuetext': mode === 'move' ? valueText : seconds(value),
    'aria-describedby': 'cw-tl-hint',
    onKeyDown: onKeyDown(mode),
  });

  return (
    <div
      className="cw-tl-bar"
      data-selected={props.selected || undefined}
      data-dragging={dragging || undefined}
      style={{
        insetInlineStart: timeToPx(clip.start + shown.start, pps),
        inlineSize: Math.max(6, timeToPx(end - shown.start, pps)),
      }}
      {...pointer}
    >
      <div className="cw-tl-handle" {...slider('start', t('barStart', { name: props.name }), shown.start)} />
      <div className="cw-tl-bar-body" {...slider('move', props.name, shown.start)}>
        {props.name}
      </div>
      <div className="cw-tl-handle" {...slider('end', t('barEnd', { name: props.name }), end)} />
    </div>
  );
}
