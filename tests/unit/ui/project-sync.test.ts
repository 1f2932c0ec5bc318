import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoredProject } from '../../../src/ui/store/persist/project-db.ts';
import { ProjectPusher } from '../../../src/ui/store/sync/project-push.ts';
import type { SyncDb } from '../../../src/ui/store/sync/sync-db.ts';
import { OfflineError, type ProjectsRemote, type SaveOutcome } from '../../../src/ui/store/sync/remote.ts';
import {
  MAX_RETRY_MS,
  planMerge,
  PUSH_DEBOUNCE_MS,
  retryDelay,
} from '../../../src/ui/store/sync/sync-rules.ts';
import type { SyncStatus } from '../../../src/ui/store/sync/sync-status.ts';

describe('retryDelay', () => {
  it('doubles from 1 s and stops at a minute', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 50].map(retryDelay)).toEqual([
      1000,
      2000,
      4000,
      8000,
      16000,
      32000,
      MAX_RETRY_MS,
      MAX_RETRY_MS,
      MAX_RETRY_MS,
    ]);
  });
});

describe('planMerge: this device meets the server', () => {
  const synced = (revision: number, at: number) => ({ revision, syncedUpdatedAt: at });
  it('fetches what only the server has, and what is newer there with nothing new here', () => {
    const plan = planMerge(
      [{ id: 'b', updatedAt: 10, sync: synced(2, 10) }],
      [
        { id: 'a', revision: 1 },
        { id: 'b', revision: 3 },
      ],
    );
    expect(plan).toEqual({ download: ['a', 'b'], upload: [], conflicts: [] });
  });
  it('saves what the server never had, and local changes on top of its latest', () => {
    const plan = planMerge(
      [
        { id: 'new', updatedAt: 5 },
        { id: 'c', updatedAt: 20, sync: synced(4, 10) },
        { id: 'same', updatedAt: 10, sync: synced(1, 10) },
      ],
      [
        { id: 'c', revision: 4 },
        { id: 'same', revision: 1 },
      ],
    );
    expect(plan).toEqual({ download: [], upload: ['c', 'new'], conflicts: [] });
  });
  it('changed on both sides since they last met: a conflict, neither copied over the other', () => {
    const plan = planMerge([{ id: 'd', updatedAt: 20, sync: synced(4, 10) }], [{ id: 'd', revision: 5 }]);
    expect(plan).toEqual({ download: [], upload: [], conflicts: ['d'] });
  });
  it('leaves alone a synced project the server no longer lists (trashed elsewhere)', () => {
    expect(planMerge([{ id: 'gone', updatedAt: 30, sync: synced(2, 10) }], [])).toEqual({
      download: [],
      upload: [],
      conflicts: [],
    });
  });
});

/** An in-memory project database holding one project. */
function memoryDb(record: StoredProject): SyncDb & { record: StoredProject } {
  const db = {
    record,
    get: async (id: string) => (id === db.record.id ? structuredClone(db.record) : undefined),
    update: async (_id: string, changes: Partial<StoredProject>) => {
      db.record = { ...db.record, ...changes };
    },
  };
  return db;
}

/** A fake server holding revisions, able to go offline or refuse. */
function fakeRemote() {
  const saves: Array<{ revision: number; project: unknown }> = [];
  const thumbnails: Blob[] = [];
  const state = {
    revision: 0,
    offline: false,
    refuse: undefined as string | undefined,
    refuseThumbnail: undefined as string | undefined,
  };
  const remote: ProjectsRemote = {
    list: async () => [],
    load: async () => {
      throw new Error('unused');
    },
    remove: async () => undefined,
    restore: async () => undefined,
    saveThumbnail: async (id, image) => {
      if (state.offline) throw new OfflineError('server unreachable');
      if (state.refuseThumbnail !== undefined) throw new Error(state.refuseThumbnail);
      thumbnails.push(image);
      return `/api/projects/${id}/thumbnail?v=${thumbnails.length}`;
    },
    thumbnail: async () => {
      throw new Error('unused');
    },
    trash: async () => [],
    history: async () => [],
    restoreRevision: async () => {
      throw new Error('unused');
    },
    save: async (_id, body): Promise<SaveOutcome> => {
      if (state.offline) throw new OfflineError('server unreachable');
      if (state.refuse !== undefined) throw new Error(state.refuse);
      if (body.revision !== state.revision) return { kind: 'conflict', revision: state.revision };
      state.revision++;
      saves.push({ revision: state.revision, project: body.project });
      return { kind: 'saved', revision: state.revision };
    },
  };
  return { remote, saves, thumbnails, state };
}

describe('ProjectPusher', () => {
  let clock = 1000;
  beforeEach(() => {
    vi.useFakeTimers();
    clock = 1000;
  });
  afterEach(() => vi.useRealTimers());

  const setup = () => {
    const db = memoryDb({
      id: 'p1',
      name: 'Demo',
      layout: 'landscape',
      createdAt: 0,
      updatedAt: 1,
      project: { v: 1 },
    });
    const server = fakeRemote();
    const pusher = new ProjectPusher('p1', db, server.remote, { now: () => clock });
    const statuses: SyncStatus['kind'][] = [];
    pusher.onStatus((s) => statuses.push(s.kind));
    /** A local edit as autosave stores it. */
    const edit = (v: number) => {
      db.record = { ...db.record, project: { v }, updatedAt: db.record.updatedAt + 1 };
      pusher.changed();
    };
    return { db, server, pusher, statuses, edit };
  };

  it('saves once after edits stop (debounced), and marks the copy with the new revision', async () => {
    const { db, server, pusher, edit } = setup();
    edit(2);
    await vi.advanceTimersByTimeAsync(PUSH_DEBOUNCE_MS / 2);
    edit(3);
    await vi.advanceTimersByTimeAsync(PUSH_DEBOUNCE_MS - 1);
    expect(server.saves).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.saves).toEqual([{ revision: 1, project: { v: 3 } }]);
    expect(db.record.sync).toEqual({ revision: 1, syncedUpdatedAt: 3 });
    expect(pusher.status()).toEqual({ kind: 'synced', at: 1000, revision: 1 });
    // Nothing new: a flush saves nothing.
    await pusher.flush();
    expect(server.saves).toHaveLength(1);
  });

  it('offline: retries with growing waits, then saves once the server is back', async () => {
    const { server, pusher, statuses, edit } = setup();
    server.state.offline = true;
    edit(2);
    await vi.advanceTimersByTimeAsync(PUSH_DEBOUNCE_MS);
    expect(pusher.status()).toEqual({ kind: 'offline', retryAt: 1000 + retryDelay(1) });
    await vi.advanceTimersByTimeAsync(retryDelay(1));
    expect(pusher.status()).toEqual({ kind: 'offline', retryAt: 1000 + retryDelay(2) });
    server.state.offline = false;
    await vi.advanceTimersByTimeAsync(retryDelay(2));
    expect(server.saves).toEqual([{ revision: 1, project: { v: 2 } }]);
    expect(statuses).toEqual(['syncing', 'offline', 'syncing', 'offline', 'syncing', 'synced']);
  });

  it('a save another device got in first is a conflict: nothing overwritten, no retry, until "keep mine"', async () => {
    const { server, pusher, edit, db } = setup();
    server.state.revision = 4; // saved elsewhere, this device never saw it
    db.record = { ...db.record, sync: { revision: 3, syncedUpdatedAt: 1 } };
    edit(9);
    await vi.advanceTimersByTimeAsync(PUSH_DEBOUNCE_MS);
    expect(pusher.status()).toEqual({ kind: 'conflict', serverRevision: 4 });
    edit(10);
    await vi.advanceTimersByTimeAsync(10 * PUSH_DEBOUNCE_MS);
    expect(server.saves).toEqual([]);
    await pusher.keepMine();
    expect(server.saves).toEqual([{ revision: 5, project: { v: 10 } }]);
    expect(db.record.sync).toEqual({ revision: 5, syncedUpdatedAt: 3 });
  });

  it('a refused save (too large) fails with the server’s message and is not retried', async () => {
    const { server, pusher, edit } = setup();
    server.state.refuse = 'project: larger than 8388608 bytes';
    edit(2);
    await vi.advanceTimersByTimeAsync(PUSH_DEBOUNCE_MS);
    expect(pusher.status()).toEqual({ kind: 'failed', error: 'project: larger than 8388608 bytes' });
    server.state.refuse = undefined;
    await vi.advanceTimersByTimeAsync(MAX_RETRY_MS * 2);
    expect(server.saves).toEqual([]);
  });

  it('sends a new thumbnail after the project, and a later one alone, once each', async () => {
    const { db, server, pusher, edit } = setup();
    const first = new Blob(['first'], { type: 'image/jpeg' });
    db.record = { ...db.record, thumbnail: first, thumbnailAt: 50 };
    edit(2);
    await vi.advanceTimersByTimeAsync(PUSH_DEBOUNCE_MS);
    expect(server.saves).toHaveLength(1);
    expect(server.thumbnails).toEqual([first]);
    expect(db.record.thumbnailSync).toEqual({ at: 50, url: '/api/projects/p1/thumbnail?v=1' });
    // A grab with no change of the project: only the image goes.
    const second = new Blob(['second'], { type: 'image/jpeg' });
    db.record = { ...db.record, thumbnail: second, thumbnailAt: 60 };
    pusher.changed();
    await vi.advanceTimersByTimeAsync(PUSH_DEBOUNCE_MS);
    expect(server.saves).toHaveLength(1);
    expect(server.thumbnails).toEqual([first, second]);
    await pusher.flush();
    expect(server.thumbnails).toHaveLength(2);
    expect(pusher.status().kind).toBe('synced');
  });

  it('a thumbnail the server refuses is not offered again until the next grab; the project still syncs', async () => {
    const { db, server, pusher, edit } = setup();
    server.state.refuseThumbnail = 'file: must be a PNG, JPEG or WebP image';
    db.record = { ...db.record, thumbnail: new Blob(['gif']), thumbnailAt: 50 };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    edit(2);
    await vi.advanceTimersByTimeAsync(PUSH_DEBOUNCE_MS);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
    expect(pusher.status()).toEqual({ kind: 'synced', at: 1000, revision: 1 });
    expect(db.record.thumbnailSync).toEqual({ at: 50, url: null });
    server.state.refuseThumbnail = undefined;
    await pusher.flush();
    expect(server.thumbnails).toEqual([]);
  });

  it('an edit stored while a save is on its way goes in the next save', async () => {
    const { server, pusher, edit, db } = setup();
    let release: () => void = () => undefined;
    const save = server.remote.save;
    server.remote.save = async (id, body) => {
      await new Promise<void>((resolve) => (release = resolve));
      return save(id, body);
    };
    edit(2);
    await vi.advanceTimersByTimeAsync(PUSH_DEBOUNCE_MS);
    edit(3); // while the first save waits
    release();
    await vi.advanceTimersByTimeAsync(0);
    server.remote.save = save;
    await vi.advanceTimersByTimeAsync(PUSH_DEBOUNCE_MS);
    expect(server.saves.map((s) => s.project)).toEqual([{ v: 2 }, { v: 3 }]);
    expect(db.record.sync).toEqual({ revision: 2, syncedUpdatedAt: 3 });
    expect(pusher.status().kind).toBe('synced');
  });
});
