import { describe, expect, it } from 'vitest';
import { OfflineError } from '../../../src/ui/store/sync/remote.ts';
import { storedTombstones } from '../../../src/ui/store/sync/tombstones.ts';
import { restoreFromTrash } from '../../../src/ui/store/sync/trash-restore.ts';
import { bgOf, body, fakeServer, freshDb, memoryStorage, record } from './sync-fakes.ts';

/** A server whose project `gone1234` (revision 3, red) was trashed from another device. */
async function trashedElsewhere() {
  const server = fakeServer([
    { id: 'gone1234', name: 'Trashed', project: body('portrait', '#ff0000'), revision: 3, updated_at: 5 },
  ]);
  await server.remote.remove('gone1234');
  return server;
}

describe('restoreFromTrash: a project comes back from the account’s trash', () => {
  it('the trash lists it; restored, it is back in the account and stored here with its revision', async () => {
    const db = freshDb();
    const server = await trashedElsewhere();
    expect(await server.remote.trash()).toEqual([
      expect.objectContaining({ id: 'gone1234', name: 'Trashed' }),
    ]);
    const outcome = await restoreFromTrash(
      db,
      server.remote,
      storedTombstones(memoryStorage()),
      'gone1234',
      () => 50,
    );
    expect(outcome).toEqual({ kind: 'restored' });
    expect(await server.remote.trash()).toEqual([]);
    expect((await server.remote.list()).map((p) => p.id)).toEqual(['gone1234']);
    const here = await db.get('gone1234');
    expect(here).toMatchObject({ name: 'Trashed', layout: 'portrait' });
    expect(here?.sync).toEqual({ revision: 3, syncedUpdatedAt: 50 });
    expect(bgOf(here?.project)).toBe('#ff0000');
  });

  it('a device that still holds the project keeps its copy as it is', async () => {
    const db = freshDb();
    const mine = record('gone1234', '#00ff00', { updatedAt: 20, sync: { revision: 3, syncedUpdatedAt: 10 } });
    await db.put(mine);
    const server = await trashedElsewhere();
    const outcome = await restoreFromTrash(db, server.remote, storedTombstones(memoryStorage()), 'gone1234');
    expect(outcome).toEqual({ kind: 'kept' });
    expect(await db.get('gone1234')).toEqual(mine);
    expect(server.projects.has('gone1234')).toBe(true);
  });

  it('drops a delete of it still waiting to be sent, so the next sync does not trash it again', async () => {
    const server = await trashedElsewhere();
    const tombstones = storedTombstones(memoryStorage());
    tombstones.add('gone1234');
    await restoreFromTrash(freshDb(), server.remote, tombstones, 'gone1234');
    expect(tombstones.list()).toEqual([]);
  });

  it('offline: rejects with OfflineError and changes nothing', async () => {
    const db = freshDb();
    const server = await trashedElsewhere();
    server.state.offline = true;
    const tombstones = storedTombstones(memoryStorage());
    tombstones.add('gone1234');
    await expect(restoreFromTrash(db, server.remote, tombstones, 'gone1234')).rejects.toBeInstanceOf(
      OfflineError,
    );
    expect(await db.get('gone1234')).toBeUndefined();
    expect(tombstones.list()).toEqual(['gone1234']);
    expect(server.bin.has('gone1234')).toBe(true);
  });

  it('a project not in the trash: rejects with the server’s message and stores nothing', async () => {
    const db = freshDb();
    const server = fakeServer();
    await expect(
      restoreFromTrash(db, server.remote, storedTombstones(memoryStorage()), 'nothere1'),
    ).rejects.toThrow("id: project 'nothere1' is not in the trash");
    expect(await db.list()).toEqual([]);
  });

  it('back in the account but unreadable here: says why and stores nothing', async () => {
    const db = freshDb();
    const server = fakeServer([
      { id: 'badbadba', name: 'Bad', project: { clips: 'nope' }, revision: 1, updated_at: 5 },
    ]);
    await server.remote.remove('badbadba');
    const outcome = await restoreFromTrash(db, server.remote, storedTombstones(memoryStorage()), 'badbadba');
    expect(outcome).toEqual({ kind: 'unreadable', error: expect.stringContaining('clips') });
    expect(server.projects.has('badbadba')).toBe(true);
    expect(await db.get('badbadba')).toBeUndefined();
  });
});
