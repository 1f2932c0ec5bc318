/**
 * The projects page in step with the account: when the page opens, when the browser comes back online and
 * when the page is shown again, this device's projects and the server's meet (syncLibrary), and the list is
 * re-read. Also what deleting and undoing a delete mean for the server copy.
 */
import { useEffect, useMemo, useState } from 'react';
import { allowedStorage } from '../../api/browser-ports.ts';
import type { Api } from '../../api/calls.ts';
import type { ProjectDb, StoredProject } from '../../store/persist/project-db.ts';
import { apiRemote } from '../../store/sync/api-remote.ts';
import { syncLibrary, type LibrarySyncResult } from '../../store/sync/library-sync.ts';
import { OfflineError, SignedOutError } from '../../store/sync/remote.ts';
import { storedTombstones } from '../../store/sync/tombstones.ts';

export type LibrarySyncState =
  | { kind: 'local' }
  | { kind: 'syncing' }
  | { kind: 'synced'; result: LibrarySyncResult }
  | { kind: 'offline' }
  | { kind: 'failed'; error: string };

export interface LibrarySync {
  state: LibrarySyncState;
  /** Someone is signed in (the account's trash is theirs to see). */
  signedIn: boolean;
  /** Deleting `record` here trashes its server copy (it was saved there and someone is signed in). */
  trashes(record: StoredProject): boolean;
  /** A project was deleted here: its server copy goes to the trash (now, or at the next sync if offline). */
  deleted(record: StoredProject): Promise<void>;
  /** Its delete was undone here: the server copy comes back from the trash. */
  restored(record: StoredProject): Promise<void>;
}

export function useLibrarySync(
  db: ProjectDb,
  api: Api | undefined,
  reload: () => Promise<void>,
): LibrarySync {
  const remote = useMemo(() => (api === undefined ? undefined : apiRemote(api)), [api]);
  const tombstones = useMemo(() => storedTombstones(allowedStorage()), []);
  const [state, setState] = useState<LibrarySyncState>({ kind: remote === undefined ? 'local' : 'syncing' });

  useEffect(() => {
    if (remote === undefined) return;
    let current = true;
    let running = false;
    const sync = async () => {
      if (running) return;
      running = true;
      setState({ kind: 'syncing' });
      const next = await syncLibrary(db, remote, tombstones).then(
        (result): LibrarySyncState => ({ kind: 'synced', result }),
        (error: unknown): LibrarySyncState =>
          error instanceof SignedOutError
            ? { kind: 'local' }
            : error instanceof OfflineError
              ? { kind: 'offline' }
              : { kind: 'failed', error: error instanceof Error ? error.message : String(error) },
      );
      running = false;
      if (!current) return;
      setState(next);
      await reload();
    };
    const onVisible = () => document.visibilityState === 'visible' && void sync();
    void sync();
    window.addEventListener('online', sync);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      current = false;
      window.removeEventListener('online', sync);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [db, remote, tombstones, reload]);

  // Deletes and restores go to the server even for a project this device never marked as saved there:
  // a save may have reached the server while the page closed before marking it, and a copy left there would
  // come back down at the next sync. The server answers 404 for an id it does not hold.
  const deleted = async (record: StoredProject) => {
    if (remote === undefined) return;
    tombstones.add(record.id);
    try {
      await remote.remove(record.id);
      tombstones.drop(record.id);
    } catch (error) {
      if (!(error instanceof OfflineError)) tombstones.drop(record.id);
    }
  };
  const restored = async (record: StoredProject) => {
    tombstones.drop(record.id);
    if (remote === undefined) return;
    // A delete that never reached the server has nothing to restore there.
    await remote.restore(record.id).catch(() => undefined);
  };
  const signedIn = remote !== undefined && state.kind !== 'local' && hasSession(api);
  const trashes = (record: StoredProject) => signedIn && (record.sync?.revision ?? 0) > 0;
  return { state, signedIn, trashes, deleted, restored };
}

/** The page holds a session's tokens (the library sync may not have answered yet). */
function hasSession(api: Api | undefined): boolean {
  const session = api?.client.session;
  return session !== undefined && (session.accessToken() ?? session.refreshToken()) !== undefined;
}
