/**
 * The Export dialog: settings (container and codecs, size, frame rate, quality, range, what to do with a
 * video that cannot be decoded) with the duration and expected size as they change; then the export's
 * progress; then the video to watch and download, saved to the creator's library meanwhile. A modal
 * <dialog> like the shortcut sheet (the page is inert behind it, Tab wraps inside). The export itself is
 * kept by the job above the dialog, so "Hide" closes the dialog and the export goes on while the creator
 * edits; Escape closes it only when no export runs.
 */
import { useId } from 'react';
import type { AccountTier } from '../../../shared/export/options.ts';
import type { ExportResult, ExportRunOptions, LibraryVideo } from '../../export/types.ts';
import { useT } from '../../i18n/use-t.ts';
import { DoneView, FailedView } from './ResultViews.tsx';
import { RunningView } from './RunningView.tsx';
import { SettingsView } from './SettingsView.tsx';
import { CaptionDownloads } from './CaptionDownloads.tsx';
import type { ExportJob, ExportJobState } from './export-job.ts';
import { useExportDialog } from './use-export-dialog.ts';
import type { TierState } from './use-export-settings.ts';
import './export.css';

export interface ExportDialogProps {
  projectName: string;
  /** The account's tier, for the duration limit; the dialog shows it is checking meanwhile. */
  loadTier(): Promise<AccountTier>;
  /** Runs one export (rejects with an Error whose name is 'AbortError' when options.signal aborts). */
  run(options: ExportRunOptions): Promise<ExportResult>;
  /** Uploads the finished file to the creator's library (the local API); rejects with a clear Error. */
  saveToLibrary(result: ExportResult, name: string, options: { signal?: AbortSignal }): Promise<LibraryVideo>;
  onClose(): void;
}

export function ExportDialog(props: ExportDialogProps) {
  const t = useT('export');
  const titleId = useId();
  const { job, state, dialog, tier, close, events } = useExportDialog(props);
  return (
    <dialog
      ref={dialog}
      className="cw-export-dialog"
      role="dialog"
      aria-labelledby={titleId}
      aria-modal="true"
      data-view={state.kind}
      onCancel={events.onCancel}
      onClose={events.onClose}
      onKeyDown={events.onKeyDown}
    >
      <header className="cw-export-head">
        <h2 id={titleId}>{t('title')}</h2>
        <p className="cw-export-project">
          <bdi>{props.projectName}</bdi>
        </p>
      </header>
      <ExportView job={job} state={state} tier={tier} dialogProps={props} onClose={close} />
    </dialog>
  );
}

/** The view of the job's state: settings, progress, the finished video, or the failure. */
function ExportView(props: {
  job: ExportJob;
  state: ExportJobState;
  tier: TierState;
  dialogProps: ExportDialogProps;
  onClose(): void;
}) {
  const { job, state, dialogProps } = props;
  const { projectName } = dialogProps;
  return (
    <>
      {state.kind === 'idle' && (
        <>
          <SettingsView
            tier={props.tier}
            cancelled={state.cancelled}
            onStart={(options) => job.start(options, dialogProps, projectName)}
            onClose={props.onClose}
          />
          <CaptionDownloads projectName={projectName} />
        </>
      )}
      {state.kind === 'running' && (
        <RunningView state={state} onHide={dialogProps.onClose} onCancel={() => job.cancel()} />
      )}
      {state.kind === 'done' && (
        <DoneView
          state={state}
          projectName={projectName}
          onRetry={() => job.retrySave()}
          onNewExport={() => job.reset()}
          onClose={props.onClose}
        />
      )}
      {state.kind === 'failed' && (
        <FailedView error={state.error} onBack={() => job.reset()} onClose={props.onClose} />
      )}
    </>
  );
}
