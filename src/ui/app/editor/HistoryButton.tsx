/**
 * The top bar's History: shown once the open project is on the account's server (it has synced there, and
 * someone is signed in); it opens the dialog of the project's earlier revisions.
 */
import { useState, useSyncExternalStore } from 'react';
import { useT } from '../../i18n/use-t.ts';
import type { OpenSync } from '../../store/sync/open-sync.ts';
import { HistoryDialog } from './HistoryDialog.tsx';

export function HistoryButton({ sync }: { sync: OpenSync }) {
  const t = useT('sync');
  const [open, setOpen] = useState(false);
  const onServer = useOnServer(sync);
  if (!onServer && !open) return null;
  return (
    <>
      <button type="button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('history')}
      </button>
      {open && <HistoryDialog sync={sync} onClose={() => setOpen(false)} />}
    </>
  );
}

/** The project has a revision on the server (seen synced once) and the sync has not fallen back to local. */
function useOnServer(sync: OpenSync): boolean {
  const status = useSyncExternalStore(
    (listener) => sync.pusher.onStatus(listener),
    () => sync.pusher.status(),
  );
  const [seen, setSeen] = useState(false);
  if (!seen && status.kind === 'synced' && status.revision > 0) setSeen(true);
  return seen && status.kind !== 'local';
}
