import { describe, expect, it } from 'vitest';
import { syncLibrary } from '../../../src/ui/store/sync/library-sync.ts';
import { OfflineError } from '../../../src/ui/store/sync/remote.ts';
import { storedTombstones } from '../../../src/ui/store/sync/tombstones.ts';
import { body, fakeServer, freshDb, memoryStorage, record } from './sync-fakes.ts';

describe('syncLibrary: this device meets the account', () => {
  it('a new device gets every project of the account, marked with its revision', async () => {
    const db = freshDb();
    const server = fakeServer([
      {
        id: 'aaaaaaaa',
        name: 'Made elsewhere',
        project: body('portrait', '#ff0000'),
        revision: 3,
        updated_at: 5,
      },
    ]);
    const result = await syncLibrary(db, server.remote, storedTombstones(memoryStorage()), () => 50);
    expect(result.downloaded).toEqual(['aaaaaaaa']);
    const got = await db.get('aaaaaaaa');
    expect(got?.name).toBe('Made elsewhere');
    expect(got?.layout).toBe('portrait');
    expect(got?.sync).toEqual({ revision: 3, syncedUpdatedAt: 50 });
    // A second sync has nothing to do.
    expect(await syncLibrary(db, server.remote, storedTombstones(memoryStorage()), () => 60)).toEqual({
      downloaded: [],
      uploaded: [],
      conflicts: [],
      unreadable: [],
    });
  });

  it('projects only on this device go up; changed ones go on top; both-sides changes are conflicts', async () => {
    const db = freshDb();
    await db.put(record('localonl', '#00ff00'));
    await db.put(
      record('changedh', '#0000ff', { updatedAt: 20, sync: { revision: 1, syncedUpdatedAt: 10 } }),
    );
    await db.put(
      record('conflict', '#ffffff', { updatedAt: 20, sync: { revision: 1, syncedUpdatedAt: 10 } }),
    );
    const server = fakeServer([
      { id: 'changedh', name: 'changedh', project: body('landscape', '#000000'), revision: 1, updated_at: 5 },
      { id: 'conflict', name: 'conflict', project: body('landscape', '#111111'), revision: 2, updated_at: 5 },
    ]);
    const result = await syncLibrary(db, server.remote, storedTombstones(memoryStorage()));
    expect(result.uploaded.sort()).toEqual(['changedh', 'localonl']);
    expect(result.conflicts).toEqual(['conflict']);
    expect(server.projects.get('localonl')?.revision).toBe(1);
    expect(server.projects.get('changedh')?.revision).toBe(2);
    // The conflict changed nothing on either side.
    expect(server.projects.get('conflict')?.revision).toBe(2);
    const kept = (await db.get('conflict'))?.project as { clips: Array<{ bgColor: string }> };
    expect(kept.clips[0]?.bgColor).toBe('#ffffff');
    expect((await db.get('localonl'))?.sync).toEqual({ revision: 1, syncedUpdatedAt: 10 });
  });

  it('a project the server sends that cannot be loaded is named, and the rest still sync', async () => {
    const db = freshDb();
    const server = fakeServer([
      { id: 'badbadba', name: 'Bad', project: { clips: 'nope' }, revision: 1, updated_at: 5 },
      { id: 'goodgood', name: 'Good', project: body('landscape', '#123456'), revision: 1, updated_at: 5 },
    ]);
    const result = await syncLibrary(db, server.remote, storedTombstones(memoryStorage()));
    expect(result.downloaded).toEqual(['goodgood']);
    expect(result.unreadable).toEqual([{ id: 'badbadba', error: expect.stringContaining('clips') }]);
    expect(await db.get('badbadba')).toBeUndefined();
  });

  it('a delete made offline reaches the server at the next sync and the project does not come back', async () => {
    const db = freshDb();
    const server = fakeServer([
      { id: 'deleteme', name: 'Old', project: body('landscape', '#123456'), revision: 4, updated_at: 5 },
    ]);
    const tombstones = storedTombstones(memoryStorage());
    tombstones.add('deleteme');
    server.state.offline = true;
    await expect(syncLibrary(db, server.remote, tombstones)).rejects.toBeInstanceOf(OfflineError);
    expect(tombstones.list()).toEqual(['deleteme']);
    server.state.offline = false;
    const result = await syncLibrary(db, server.remote, tombstones);
    expect(server.trashed).toEqual(['deleteme']);
    expect(result.downloaded).toEqual([]);
    expect(tombstones.list()).toEqual([]);
    expect(await db.get('deleteme')).toBeUndefined();
  });

  it('thumbnails follow their projects: the server’s come down once, one grabbed here goes up', async () => {
    const db = freshDb();
    const server = fakeServer([
      { id: 'pictured', name: 'Pictured', project: body('landscape', '#123456'), revision: 2, updated_at: 5 },
    ]);
    const elsewhere = new Blob(['made elsewhere'], { type: 'image/jpeg' });
    const firstUrl = server.putThumbnail('pictured', elsewhere);
    const tombstones = storedTombstones(memoryStorage());
    await syncLibrary(db, server.remote, tombstones, () => 50);
    const got = await db.get('pictured');
    expect(await got?.thumbnail?.text()).toBe('made elsewhere');
    expect(got?.thumbnailSync).toEqual({ at: 50, url: firstUrl });
    await syncLibrary(db, server.remote, tombstones, () => 60);
    expect(server.fetched).toEqual(['pictured']);
    // The other device grabs a new one (the project unchanged): it comes down at the next sync.
    server.putThumbnail('pictured', new Blob(['newer elsewhere']));
    await syncLibrary(db, server.remote, tombstones, () => 70);
    expect(await (await db.get('pictured'))?.thumbnail?.text()).toBe('newer elsewhere');
    // A grab here goes up, and is not replaced by the server's meanwhile.
    await db.update('pictured', { thumbnail: new Blob(['grabbed here']), thumbnailAt: 80 });
    await syncLibrary(db, server.remote, tombstones, () => 90);
    expect(await server.thumbnails.get('pictured')?.image.text()).toBe('grabbed here');
    expect(server.fetched).toEqual(['pictured', 'pictured']);
    const mark = (await db.get('pictured'))?.thumbnailSync;
    expect(mark).toEqual({ at: 80, url: server.thumbnails.get('pictured')?.url });
  });

  it('a project going up for the first time takes its thumbnail along', async () => {
    const db = freshDb();
    await db.put(record('withpict', '#00ff00', { thumbnail: new Blob(['mine']), thumbnailAt: 5 }));
    const server = fakeServer();
    const result = await syncLibrary(db, server.remote, storedTombstones(memoryStorage()));
    expect(result.uploaded).toEqual(['withpict']);
    expect(await server.thumbnails.get('withpict')?.image.text()).toBe('mine');
    expect(server.fetched).toEqual([]);
  });
});
