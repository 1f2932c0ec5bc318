/**
 * Where the open project stands with the account's server copy, in the top bar: on this device only,
 * syncing, synced (with the time), offline (with the next try), or not synced and why. A conflict opens the
 * dialog that lets the creator choose a version.
 */
import { useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { useT } from '../../i18n/use-t.ts';
import type { OpenSync } from '../../store/sync/open-sync.ts';
import type { SyncStatus } from '../../store/sync/sync-status.ts';
import { ConflictDialog } from './ConflictDialog.tsx';

export function SyncState({ sync }: { sync: OpenSync }) {
  const t = useT('sync');
  const intl = useIntl();
  const status = useSyncExternalStore(
    (listener) => sync.pusher.onStatus(listener),
    () => sync.pusher.status(),
  );
  const time = (at: number) => intl.formatTime(at, { hour: '2-digit', minute: '2-digit' });
  const text = (s: SyncStatus): string => {
    switch (s.kind) {
      case 'local':
        return t('local');
      case 'syncing':
        return t('syncing');
      case 'synced':
        return t('synced', { time: time(s.at) });
      case 'offline':
        return t('offline', { time: time(s.retryAt) });
      case 'conflict':
        return t('conflict');
      case 'failed':
        return t('failed', { error: s.error });
    }
  };
  return (
    <>
      <output className="cw-sync-status" data-status={status.kind} aria-live="polite">
        {text(status)}
      </output>
      {status.kind === 'conflict' && <ConflictDialog sync={sync} />}
    </>
  );
}
