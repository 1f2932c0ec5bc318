/** One line under the projects heading: whether the list holds the account's projects from every device. */
import { useT } from '../../i18n/use-t.ts';
import type { LibrarySyncState } from './use-library-sync.ts';

export function LibrarySyncLine({ state }: { state: LibrarySyncState }) {
  const t = useT('projects');
  if (state.kind === 'local') return null;
  const conflicts = state.kind === 'synced' ? state.result.conflicts.length : 0;
  const unreadable = state.kind === 'synced' ? state.result.unreadable : [];
  const text =
    state.kind === 'syncing'
      ? t('syncSyncing')
      : state.kind === 'synced'
        ? t('syncSynced')
        : state.kind === 'offline'
          ? t('syncOffline')
          : t('syncFailed', { error: state.error });
  return (
    <div className="cw-library-sync" role="status" data-state={state.kind}>
      <p>{text}</p>
      {conflicts > 0 && <p>{t('syncConflicts', { count: conflicts })}</p>}
      {unreadable.map(({ id, error }) => (
        <p key={id}>{t('syncUnreadable', { id, error })}</p>
      ))}
    </div>
  );
}
