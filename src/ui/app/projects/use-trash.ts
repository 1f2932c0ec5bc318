/**
 * The account's trash on the projects page: read when it is opened (and after a delete while it is open),
 * and each project's Restore, which brings it back into the account and onto this device at once.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import { allowedStorage } from '../../api/browser-ports.ts';
import type { Api } from '../../api/calls.ts';
import type { ProjectDb } from '../../store/persist/project-db.ts';
import { apiRemote } from '../../store/sync/api-remote.ts';
import { OfflineError, type RemoteTrashed } from '../../store/sync/remote.ts';
import { storedTombstones } from '../../store/sync/tombstones.ts';
import { restoreFromTrash } from '../../store/sync/trash-restore.ts';

export type TrashList =
  | { kind: 'loading' }
  | { kind: 'ready'; rows: RemoteTrashed[] }
  | { kind: 'offline' }
  | { kind: 'failed'; error: string };

/** What the last Restore did. */
export type TrashMessage =
  | { kind: 'restored'; name: string }
  | { kind: 'unreadable'; name: string; error: string }
  | { kind: 'offline' }
  | { kind: 'failed'; name: string; error: string };

export interface Trash {
  open: boolean;
  toggle(): void;
  list: TrashList;
  /** The project whose Restore is under way. */
  restoring: string | undefined;
  message: TrashMessage | undefined;
  restore(row: RemoteTrashed): void;
  /** Reads the trash again if it is open (a project was just deleted or brought back). */
  refresh(): void;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function useTrash(db: ProjectDb, api: Api | undefined, reload: () => Promise<void>): Trash {
  const remote = useMemo(() => (api === undefined ? undefined : apiRemote(api)), [api]);
  const tombstones = useMemo(() => storedTombstones(allowedStorage()), []);
  const [open, setOpen] = useState(false);
  const [list, setList] = useState<TrashList>({ kind: 'loading' });
  const [restoring, setRestoring] = useState<string | undefined>(undefined);
  const [message, setMessage] = useState<TrashMessage | undefined>(undefined);
  // Only the latest read shows (a slow answer must not replace a newer one).
  const reads = useRef(0);

  const read = useCallback(() => {
    if (remote === undefined) return;
    const ticket = ++reads.current;
    setList((now) => (now.kind === 'ready' ? now : { kind: 'loading' }));
    remote.trash().then(
      (rows) => ticket === reads.current && setList({ kind: 'ready', rows }),
      (error: unknown) =>
        ticket === reads.current &&
        setList(
          error instanceof OfflineError ? { kind: 'offline' } : { kind: 'failed', error: messageOf(error) },
        ),
    );
  }, [remote]);

  const toggle = () => {
    if (!open) {
      setMessage(undefined);
      setList({ kind: 'loading' });
      read();
    }
    setOpen(!open);
  };

  const restore = (row: RemoteTrashed) => {
    if (remote === undefined || restoring !== undefined) return;
    setRestoring(row.id);
    setMessage(undefined);
    const run = async (): Promise<TrashMessage> => {
      try {
        const outcome = await restoreFromTrash(db, remote, tombstones, row.id);
        setList((now) =>
          now.kind === 'ready' ? { ...now, rows: now.rows.filter((r) => r.id !== row.id) } : now,
        );
        return outcome.kind === 'unreadable'
          ? { kind: 'unreadable', name: row.name, error: outcome.error }
          : { kind: 'restored', name: row.name };
      } catch (error) {
        if (error instanceof OfflineError) return { kind: 'offline' };
        return { kind: 'failed', name: row.name, error: messageOf(error) };
      }
    };
    void run().then(async (next) => {
      setMessage(next);
      setRestoring(undefined);
      read();
      await reload();
    });
  };

  const refresh = () => {
    if (open) read();
  };
  return { open, toggle, list, restoring, message, restore, refresh };
}
