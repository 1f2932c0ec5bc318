import { afterEach, describe, expect, it } from 'vitest';
import { loadProject } from '../../../src/shared/normalize/load.ts';
import type { Project } from '../../../src/shared/model/project.ts';
import { EditorStore } from '../../../src/ui/store/editor-store.ts';
import { startAutosave } from '../../../src/ui/store/persist/autosave.ts';
import type { ProjectDb } from '../../../src/ui/store/persist/project-db.ts';
import { RevisionRestoreRefused } from '../../../src/ui/store/sync/history-restore.ts';
import { startOpenSync, type OpenSync } from '../../../src/ui/store/sync/open-sync.ts';
import { OfflineError } from '../../../src/ui/store/sync/remote.ts';
import { bgOf, fakeServer, freshDb, record } from './sync-fakes.ts';

const paint = (bgColor: string) => (project: Project) => ({
  ...project,
  clips: project.clips.map((scene, i) => (i === 0 ? { ...scene, bgColor } : scene)),
});

const running: OpenSync[] = [];
afterEach(() => {
  for (const sync of running.splice(0)) sync.stop();
});

/**
 * The project `p1` open in the editor and synced with a fake server; it starts white (revision 1 once
 * pushed). A clock that moves 1 ms per read keeps each autosave later than the last sync.
 */
async function openProject() {
  const db: ProjectDb = freshDb();
  await db.put(record('p1', '#ffffff'));
  const server = fakeServer();
  let clock = 1000;
  const now = () => ++clock;
  const store = new EditorStore(loadProject((await db.get('p1'))?.project));
  const autosave = startAutosave(store, db, 'p1', { now });
  const sync = startOpenSync({ projectId: 'p1', store, autosave, db, remote: server.remote, now });
  running.push(sync);
  /** An edit, stored and (with `push`) on the server. */
  const edit = async (bgColor: string, push = true) => {
    store.apply(`paint ${bgColor}`, paint(bgColor));
    await autosave.flush();
    if (push) await sync.pusher.flush();
  };
  await sync.pusher.flush();
  return { db, server, store, autosave, sync, edit };
}

const bgHere = (store: EditorStore) => store.getState().project.clips[0]?.bgColor;

describe('restoring an earlier revision of the open project', () => {
  it('lists the earlier revisions newest first, each with its time, name and size', async () => {
    const { sync, edit } = await openProject();
    await edit('#ff0000');
    await edit('#00ff00');
    const history = await sync.history();
    expect(history.map((entry) => entry.revision)).toEqual([2, 1]);
    expect(history[0]).toEqual({
      revision: 2,
      updated_at: expect.any(Number),
      name: 'p1',
      size: expect.any(Number),
    });
  });

  it('becomes the newest revision and the editor’s project as one undo step; Undo brings the newer one back', async () => {
    const { db, server, store, autosave, sync, edit } = await openProject();
    await edit('#ff0000');
    expect(server.projects.get('p1')?.revision).toBe(2);

    const revision = await sync.restoreRevision(1, 'Restore revision 1');
    expect(revision).toBe(3);
    expect(bgOf(server.projects.get('p1')?.project)).toBe('#ffffff');
    expect(bgHere(store)).toBe('#ffffff');
    expect(store.getState().undoLabel).toBe('Restore revision 1');
    const stored = await db.get('p1');
    expect(bgOf(stored?.project)).toBe('#ffffff');
    expect(stored?.sync).toEqual({ revision: 3, syncedUpdatedAt: stored?.updatedAt });
    expect(sync.pusher.status()).toMatchObject({ kind: 'synced', revision: 3 });

    // Undo is an edit like any other: it goes to the server on top of the restored revision.
    store.undo();
    expect(bgHere(store)).toBe('#ff0000');
    await autosave.flush();
    await sync.pusher.flush();
    expect(server.projects.get('p1')).toMatchObject({ revision: 4 });
    expect(bgOf(server.projects.get('p1')?.project)).toBe('#ff0000');
  });

  it('pushes this device’s last edits first, so the history keeps them', async () => {
    const { server, store, sync, edit } = await openProject();
    await edit('#ff0000');
    await edit('#0000ff', false); // stored here, not yet pushed
    expect(server.projects.get('p1')?.revision).toBe(2);
    await sync.restoreRevision(1, 'Restore revision 1');
    expect(server.projects.get('p1')?.revision).toBe(4);
    expect(server.history.get('p1')?.map((p) => [p.revision, bgOf(p.project)])).toEqual([
      [3, '#0000ff'],
      [2, '#ff0000'],
      [1, '#ffffff'],
    ]);
    store.undo();
    expect(bgHere(store)).toBe('#0000ff');
  });

  it('refuses while another device’s version waits for the creator’s choice, changing nothing', async () => {
    const { server, store, sync, edit } = await openProject();
    await edit('#ff0000');
    // Another device saves revision 3; the edit here then meets a conflict.
    const theirs = server.projects.get('p1')!;
    server.projects.set('p1', { ...theirs, revision: 3 });
    await edit('#00ff00');
    expect(sync.pusher.status().kind).toBe('conflict');
    const refused = await sync.restoreRevision(1, 'Restore revision 1').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RevisionRestoreRefused);
    expect(refused).toMatchObject({ reason: 'conflict' });
    expect(server.projects.get('p1')?.revision).toBe(3);
    expect(bgHere(store)).toBe('#00ff00');
    expect(store.getState().undoLabel).toBe('paint #00ff00');
  });

  it('refuses when another device saved between the push and the restore (stale), changing nothing', async () => {
    const { server, store, sync, edit } = await openProject();
    await edit('#ff0000');
    const restore = server.remote.restoreRevision;
    server.remote.restoreRevision = async (id, revision, current) => {
      const now = server.projects.get(id)!;
      server.projects.set(id, { ...now, revision: now.revision + 1 });
      return restore(id, revision, current);
    };
    const refused = await sync.restoreRevision(1, 'Restore revision 1').catch((error: unknown) => error);
    expect(refused).toMatchObject({ name: 'RevisionRestoreRefused', reason: 'stale' });
    expect(bgHere(store)).toBe('#ff0000');
    expect(store.getState().undoLabel).toBe('paint #ff0000');
  });

  it('offline: rejects with OfflineError; the edits stay here, the editor unchanged', async () => {
    const { server, store, sync, edit } = await openProject();
    await edit('#ff0000');
    server.state.offline = true;
    await edit('#00ff00', false);
    await expect(sync.restoreRevision(1, 'Restore revision 1')).rejects.toBeInstanceOf(OfflineError);
    expect(bgHere(store)).toBe('#00ff00');
    expect(server.projects.get('p1')?.revision).toBe(2);
  });

  it('a revision the history no longer holds: the server’s refusal, nothing changed', async () => {
    const { store, sync, edit } = await openProject();
    await edit('#ff0000');
    await expect(sync.restoreRevision(9, 'Restore revision 9')).rejects.toThrow(
      'revision 9 of p1 is not in the history',
    );
    expect(bgHere(store)).toBe('#ff0000');
  });
});
