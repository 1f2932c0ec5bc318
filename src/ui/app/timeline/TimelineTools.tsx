/**
 * The timeline's tools, shown at the end of the dock's player row to save a row: snapping on or off, and the
 * zoom (out, the level, in; levels double).
 */
import { useT } from '../../i18n/use-t.ts';
import { stepZoom } from './time-scale.ts';

export interface TimelineView {
  zoom: number;
  snap: boolean;
}

export function TimelineTools(props: { view: TimelineView; onChange(view: TimelineView): void }) {
  const t = useT('timeline');
  const { view, onChange } = props;
  const zoom = (direction: 1 | -1) => onChange({ ...view, zoom: stepZoom(view.zoom, direction) });
  return (
    <span className="cw-tl-tools">
      <button
        type="button"
        className="cw-tl-snap-toggle"
        aria-pressed={view.snap}
        title={t('snapHint')}
        onClick={() => onChange({ ...view, snap: !view.snap })}
      >
        {t('snap')}
      </button>
      <button type="button" aria-label={t('zoomOut')} onClick={() => zoom(-1)}>
        −
      </button>
      <output className="cw-tl-zoom">{t('zoomLevel', { percent: view.zoom })}</output>
      <button type="button" aria-label={t('zoomIn')} onClick={() => zoom(1)}>
        +
      </button>
    </span>
  );
}
