/** The timeline's zoom: out, the level, in (levels double). Shown in the dock's player row to save a row. */
import { useT } from '../../i18n/use-t.ts';
import { stepZoom } from './time-scale.ts';

export function TimelineZoom(props: { zoom: number; onZoom(zoom: number): void }) {
  const t = useT('timeline');
  const { zoom, onZoom } = props;
  return (
    <span className="cw-tl-zoom-controls">
      <button type="button" aria-label={t('zoomOut')} onClick={() => onZoom(stepZoom(zoom, -1))}>
        −
      </button>
      <output className="cw-tl-zoom">{t('zoomLevel', { percent: zoom })}</output>
      <button type="button" aria-label={t('zoomIn')} onClick={() => onZoom(stepZoom(zoom, 1))}>
        +
      </button>
    </span>
  );
}
