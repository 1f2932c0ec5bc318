/**
 * A layer's start/stop bar on the timeline. Dragging the middle moves it, dragging an end moves that end;
 * the bar follows the pointer with the clamped window (dragWindow) and the store gets ONE step when the
 * pointer is released. Each part is also a keyboard slider: arrows move it by 0.1 s (Shift: 1 s).
 */
import { useIntl } from 'react-intl';
import { useRef, useState } from 'react';
import type { KeyboardEvent, PointerEvent } from 'react';
import type { Layer } from '../../../shared/model/layer.ts';
import { setLayerWindow } from '../../../shared/project/edits/layers.ts';
import { useT } from '../../i18n/use-t.ts';
import { useEditorStore } from '../../store/use-editor.ts';
import { arrowDelta, dragWindow, type BarDragMode, type LayerWindow } from './bar-drag.ts';
import { inlineOffset, isRtl } from './direction.ts';
import { timeToPx } from './time-scale.ts';
import { fractionDigits } from '../../i18n/intl.ts';

interface Drag {
  mode: BarDragMode;
  /** Where the pointer went down, from the track's inline-start edge (px). */
  x0: number;
  from: LayerWindow;
  track: Element;
}

export function LayerBar(props: {
  layer: Layer;
  name: string;
  selected: boolean;
  /** Where the layer's clip starts on the project timeline, and how long it is (s). */
  clipStart: number;
  clipDuration: number;
  pps: number;
}) {
  const t = useT('timeline');
  const intl = useIntl();
  const store = useEditorStore();
  const { layer, clipDuration, pps } = props;
  const saved: LayerWindow = { start: layer.start, stop: layer.stop };
  const [draft, setDraft] = useState<LayerWindow | undefined>(undefined);
  const drag = useRef<Drag | undefined>(undefined);
  const shown = draft ?? saved;
  const end = shown.stop ?? clipDuration;

  const commit = (next: LayerWindow, coalesce: string | undefined) => {
    if (next.start === layer.start && next.stop === layer.stop) return;
    store.apply(t('timingStep'), (p) => setLayerWindow(p, layer.id, next.start, next.stop), {
      select: { layerId: layer.id },
      ...(coalesce !== undefined ? { coalesce } : {}),
    });
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    const part = (event.target as HTMLElement).closest<HTMLElement>('[data-mode]');
    const mode = (part?.dataset.mode ?? 'move') as BarDragMode;
    const track = event.currentTarget.parentElement ?? event.currentTarget;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { mode, x0: inlineOffset(track, event.clientX), from: saved, track };
    store.select({ layerId: layer.id });
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (d === undefined) return;
    const delta = (inlineOffset(d.track, event.clientX) - d.x0) / pps;
    setDraft(dragWindow(d.mode, d.from, delta, clipDuration));
  };
  const onPointerUp = () => {
    const d = drag.current;
    drag.current = undefined;
    if (d !== undefined && draft !== undefined) commit(draft, undefined);
    setDraft(undefined);
  };
  const onKeyDown = (mode: BarDragMode) => (event: KeyboardEvent<HTMLDivElement>) => {
    const delta = arrowDelta(event.key, event.shiftKey, isRtl(event.currentTarget));
    if (delta === undefined) return;
    event.preventDefault();
    // Key presses in a row on one part make one undo step, like nudging.
    commit(dragWindow(mode, saved, delta, clipDuration), `timeline:${layer.id}:${mode}`);
  };

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
      data-dragging={draft !== undefined || undefined}
      style={{
        insetInlineStart: timeToPx(props.clipStart + shown.start, pps),
        inlineSize: Math.max(6, timeToPx(end - shown.start, pps)),
      }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => {
        drag.current = undefined;
        setDraft(undefined);
      }}
    >
      <div className="cw-tl-handle" {...slider('start', t('barStart', { name: props.name }), shown.start)} />
      <div className="cw-tl-bar-body" {...slider('move', props.name, shown.start)}>
        {props.name}
      </div>
      <div className="cw-tl-handle" {...slider('end', t('barEnd', { name: props.name }), end)} />
    </div>
  );
}
