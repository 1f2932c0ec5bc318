/** React bindings of the export job: the editor owns one, the dialog and the top bar read it from context. */
import { createContext, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import { ExportJob, type ExportJobState } from './export-job.ts';

export const ExportJobContext = createContext<ExportJob | null>(null);

/** A job for the editor's lifetime: leaving the editor stops its export. */
export function useOwnedExportJob(): ExportJob {
  const [job] = useState(() => new ExportJob());
  useEffect(() => () => job.dispose(), [job]);
  return job;
}

/** The job from context; a dialog shown on its own (no editor above it) gets one of its own. */
export function useExportJob(): ExportJob {
  const shared = useContext(ExportJobContext);
  const [own] = useState(() => (shared === null ? new ExportJob() : undefined));
  useEffect(() => (own === undefined ? undefined : () => own.dispose()), [own]);
  return shared ?? (own as ExportJob);
}

export function useExportJobState(job: ExportJob): ExportJobState {
  return useSyncExternalStore(job.subscribe, job.getState);
}

/** Whether the job is exporting; re-renders only when that changes (not on every progress report). */
export function useExportRunning(job: ExportJob): boolean {
  return useSyncExternalStore(job.subscribe, () => job.getState().kind === 'running');
}

/**
 * While `active`, closing or reloading the tab asks first (the browser shows its own question; the text
 * cannot be chosen). Removed as soon as it is no longer active.
 */
export function useLeaveWarning(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = true;
    };
    addEventListener('beforeunload', onBeforeUnload);
    return () => removeEventListener('beforeunload', onBeforeUnload);
  }, [active]);
}
