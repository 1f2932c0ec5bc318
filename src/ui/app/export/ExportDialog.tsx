/**
 * The Export dialog: settings (container and codecs, size, frame rate, quality, range, what to do with a
 * video that cannot be decoded) with the duration and expected size as they change; then the export's
 * progress; then the video to watch and download, saved to the creator's library meanwhile. A modal
 * <dialog> like the shortcut sheet (the page is inert behind it, Tab wraps inside). The export itself is
 * kept by the job above the dialog, so "Hide" closes the dialog and the export goes on while the creator
 * edits; Escape closes it only when no export runs.
 */
import { useEffect, useEffectEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import type { AccountTier } from '../../../shared/export/options.ts';
import type { ExportResult, ExportRunOptions, LibraryVideo } from '../../export/types.ts';
import { useT } from '../../i18n/use-t.ts';
import { trapTab } from '../common/trap-tab.ts';
import { DoneView, FailedView } from './ResultViews.tsx';
import { RunningView } from './RunningView.tsx';
import { SettingsView, type TierState } from './SettingsView.tsx';
import type { ExportJob } from './export-job.ts';
import { useExportJob, useExportJobState } from './use-export-job.ts';
import './export.css';

/** The account's tier as last answered, per editor (its export job). */
const knownTiers = new WeakMap<ExportJob, TierState>();

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
  const job = useExportJob();
  const state = useExportJobState(job);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // The tier this editor learnt before shows at once; it is asked again each time the dialog opens.
  const [tier, setTier] = useState<TierState>(() => knownTiers.get(job) ?? { kind: 'loading' });
  const running = state.kind === 'running';

  // Shown as a modal while mounted; closing it on unmount gives the focus back to the control that opened it.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (element === null) return;
    if (!element.open) element.showModal();
    return () => {
      if (element.open) element.close();
    };
  }, []);

  // Each view puts the focus on its main control (the old view's control is gone with it).
  useEffect(() => {
    const element = dialog.current;
    if (element === null) return;
    const inside = element.contains(document.activeElement) && document.activeElement !== element;
    const target =
      element.querySelector<HTMLElement>('[data-autofocus]:not(:disabled)') ??
      (inside ? null : element.querySelector<HTMLElement>('input:checked, select, button:not(:disabled)'));
    target?.focus();
  }, [state.kind]);

  const loadTier = useEffectEvent(() => props.loadTier());
  useEffect(() => {
    let current = true;
    loadTier().then(
      (value) => {
        const known: TierState = { kind: 'known', tier: value };
        knownTiers.set(job, known);
        if (current) setTier(known);
      },
      (error: unknown) => {
        if (current && !knownTiers.has(job)) setTier({ kind: 'failed', error: (error as Error).message });
      },
    );
    return () => {
      current = false;
    };
  }, [job]);

  /** Closes the dialog: a failure or a "cancelled" notice is forgotten, a finished video kept to reopen. */
  const close = () => {
    const kind = job.getState().kind;
    if (kind === 'failed' || kind === 'idle') job.reset();
    props.onClose();
  };

  return (
    <dialog
      ref={dialog}
      className="cw-export-dialog"
      role="dialog"
      aria-labelledby={titleId}
      aria-modal="true"
      data-view={state.kind}
      onCancel={(event) => {
        // Escape while the export runs does nothing: Hide and Cancel say what happens to it.
        if (job.getState().kind === 'running') event.preventDefault();
      }}
      onClose={() => {
        // A close event that arrives after the dialog was shown again (React's development double mount).
        if (dialog.current?.open !== true) close();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && running) event.preventDefault();
        trapTab(event, dialog.current);
      }}
    >
      <header className="cw-export-head">
        <h2 id={titleId}>{t('title')}</h2>
        <p className="cw-export-project">
          <bdi>{props.projectName}</bdi>
        </p>
      </header>
      {state.kind === 'idle' && (
        <SettingsView
          tier={tier}
          cancelled={state.cancelled}
          onStart={(options) => job.start(options, props, props.projectName)}
          onClose={close}
        />
      )}
      {state.kind === 'running' && (
        <RunningView state={state} onHide={props.onClose} onCancel={() => job.cancel()} />
      )}
      {state.kind === 'done' && (
        <DoneView
          state={state}
          projectName={props.projectName}
          onRetry={() => job.retrySave()}
          onNewExport={() => job.reset()}
          onClose={close}
        />
      )}
      {state.kind === 'failed' && (
        <FailedView error={state.error} onBack={() => job.reset()} onClose={close} />
      )}
    </dialog>
  );
}
