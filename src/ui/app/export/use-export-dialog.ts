/**
 * The Export dialog's behaviour: its export job, shown as a modal while mounted, the focus on each view's
 * main control, the account's tier, and how Escape and closing treat an export under way.
 */
import { useEffect, type KeyboardEvent, type RefObject, type SyntheticEvent } from 'react';
import type { AccountTier } from '../../../shared/export/options.ts';
import { trapTab } from '../common/trap-tab.ts';
import { useModal } from '../common/use-modal.ts';
import type { ExportJob, ExportJobState } from './export-job.ts';
import { useAccountTier } from './use-account-tier.ts';
import type { TierState } from './use-export-settings.ts';
import { useExportJob, useExportJobState } from './use-export-job.ts';

export interface ExportDialogState {
  job: ExportJob;
  state: ExportJobState;
  dialog: RefObject<HTMLDialogElement | null>;
  tier: TierState;
  /** Closes the dialog: a failure or a "cancelled" notice is forgotten, a finished video kept to reopen. */
  close(): void;
  /** The <dialog> element's own events. */
  events: {
    onCancel(event: SyntheticEvent<HTMLDialogElement>): void;
    onClose(): void;
    onKeyDown(event: KeyboardEvent<HTMLDialogElement>): void;
  };
}

export function useExportDialog(props: {
  loadTier(): Promise<AccountTier>;
  onClose(): void;
}): ExportDialogState {
  const job = useExportJob();
  const state = useExportJobState(job);
  const dialog = useModal();
  useViewFocus(dialog, state.kind);
  const tier = useAccountTier(job, () => props.loadTier());
  const running = state.kind === 'running';

  const close = () => {
    const kind = job.getState().kind;
    if (kind === 'failed' || kind === 'idle') job.reset();
    props.onClose();
  };
  const events: ExportDialogState['events'] = {
    onCancel: (event) => {
      // Escape while the export runs does nothing: Hide and Cancel say what happens to it.
      if (job.getState().kind === 'running') event.preventDefault();
    },
    onClose: () => {
      // A close event that arrives after the dialog was shown again (React's development double mount).
      if (dialog.current?.open !== true) close();
    },
    onKeyDown: (event) => {
      if (event.key === 'Escape' && running) event.preventDefault();
      trapTab(event, dialog.current);
    },
  };
  return { job, state, dialog, tier, close, events };
}

/** Each view puts the focus on its main control (the old view's control is gone with it). */
function useViewFocus(dialog: RefObject<HTMLDialogElement | null>, view: ExportJobState['kind']): void {
  useEffect(() => {
    const element = dialog.current;
    if (element === null) return;
    const inside = element.contains(document.activeElement) && document.activeElement !== element;
    const target =
      element.querySelector<HTMLElement>('[data-autofocus]:not(:disabled)') ??
      (inside ? null : element.querySelector<HTMLElement>('input:checked, select, button:not(:disabled)'));
    target?.focus();
  }, [dialog, view]);
}
