/**
 * The export's controls in the editor's top bar: the Export button (Ctrl/Cmd+E) and, while the dialog is
 * hidden, a small indicator of the job — its progress, or that the video is ready or failed — that shows
 * the dialog again.
 */
import { useIntl } from 'react-intl';
import { useContext } from 'react';
import { useT } from '../../i18n/use-t.ts';
import type { ExportJob } from './export-job.ts';
import { percentOf } from './format.ts';
import { ExportJobContext, useExportJobState } from './use-export-job.ts';
import './export.css';

export function ExportControls(props: { dialogOpen: boolean; onOpen(): void }) {
  const t = useT('export');
  const job = useContext(ExportJobContext);
  return (
    <>
      {job !== null && !props.dialogOpen && <ExportIndicator job={job} onOpen={props.onOpen} />}
      <button
        type="button"
        className="cw-primary"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+E Meta+E"
        onClick={props.onOpen}
      >
        {t('open')}
      </button>
    </>
  );
}

function ExportIndicator(props: { job: ExportJob; onOpen(): void }) {
  const t = useT('export');
  const intl = useIntl();
  const state = useExportJobState(props.job);
  if (state.kind === 'idle') return null;
  const percent = state.kind === 'running' ? percentOf(state.progress?.fraction ?? 0) : 100;
  const label =
    state.kind === 'running'
      ? t('indicatorRunning', { percent: intl.formatNumber(percent / 100, { style: 'percent' }) })
      : state.kind === 'done'
        ? t('indicatorDone')
        : t('indicatorFailed');
  return (
    <button
      type="button"
      className="cw-export-indicator"
      data-state={state.kind}
      aria-haspopup="dialog"
      onClick={props.onOpen}
    >
      {state.kind === 'running' && (
        <progress max={100} aria-hidden="true" {...(state.progress !== null ? { value: percent } : {})} />
      )}
      <span aria-live="off">{label}</span>
    </button>
  );
}
