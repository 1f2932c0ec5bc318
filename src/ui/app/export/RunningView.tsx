/** The export under way: progress bar and percentage, frames, speed, time left, phase; Hide and Cancel. */
import { useIntl } from 'react-intl';
import { useT } from '../../i18n/use-t.ts';
import type { ExportJobState } from './export-job.ts';
import { formatClock, formatRate, ltr, percentOf } from './format.ts';

export function RunningView(props: {
  state: Extract<ExportJobState, { kind: 'running' }>;
  onHide(): void;
  onCancel(): void;
}) {
  const t = useT('export');
  const intl = useIntl();
  const { progress, cancelling } = props.state;
  const percent = percentOf(progress?.fraction ?? 0);
  const phase = progress?.phase ?? 'preparing';
  const percentText = intl.formatNumber(percent / 100, { style: 'percent' });
  return (
    <div className="cw-export-running">
      <p className="cw-export-phase" role="status" data-phase={phase}>
        {cancelling ? t('cancelling') : t(phase)}
      </p>
      <div className="cw-export-bar">
        {/* Indeterminate until the exporter first reports. */}
        <progress
          max={100}
          aria-label={t('progress')}
          aria-valuetext={percentText}
          {...(progress !== null ? { value: percent } : {})}
        />
        <span className="cw-export-percent" aria-hidden="true">
          {percentText}
        </span>
      </div>
      <dl className="cw-export-facts">
        <div>
          <dt>{t('frames')}</dt>
          <dd data-fact="frames">{ltr(`${progress?.framesDone ?? 0} / ${progress?.framesTotal ?? '–'}`)}</dd>
        </div>
        <div>
          <dt>{t('exportSpeed')}</dt>
          <dd data-fact="speed">{t('fpsShort', { fps: formatRate(progress?.fps ?? 0, intl) })}</dd>
        </div>
        <div>
          <dt>{t('timeLeft')}</dt>
          <dd data-fact="time-left">
            {progress?.secondsLeft == null ? t('estimating') : ltr(formatClock(progress.secondsLeft, 'up'))}
          </dd>
        </div>
      </dl>
      <p className="cw-muted cw-export-hint">{t('hideHint')}</p>
      <div className="cw-export-actions">
        <button type="button" onClick={props.onHide} data-autofocus>
          {t('hide')}
        </button>
        <button type="button" className="cw-danger" onClick={props.onCancel} disabled={cancelling}>
          {cancelling ? t('cancelling') : t('cancel')}
        </button>
      </div>
    </div>
  );
}
