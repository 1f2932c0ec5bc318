import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { normalizeProject } from '../../../src/shared/normalize/project.ts';
import { updateLayerProperty } from '../../../src/shared/project/edits/layers.ts';
import { serializeProject } from '../../../src/shared/serialize.ts';
import { openStoredProject } from '../../../src/ui/app/editor/open-project.ts';
import { EditorStore } from '../../../src/ui/store/editor-store.ts';
import { startAutosave } from '../../../src/ui/store/persist/autosave.ts';
import { ProjectDb, type StoredProject } from '../../../src/ui/store/persist/project-db.ts';

let dbCount = 0;
const open: ProjectDb[] = [];
/** A fresh database per test (fake-indexeddb keeps databases for the whole file). */
function freshDb(): ProjectDb {
  const db = new ProjectDb(`project-db-test-${++dbCount}`, { indexedDB, IDBKeyRange });
  open.push(db);
  return db;
}
afterEach(() => {
  for (const db of open.splice(0)) db.close();
});

const project = () =>
  normalizeProject({
    layout: 'portrait',
    clips: [
      { layers: [{ id: 'layeraaa', property: { type: 'rect', left: 0, top: 0, width: 10, height: 10 } }] },
    ],
  });

function record(id: string, updatedAt: number, extra: Partial<StoredProject> = {}): StoredProject {
  return {
    id,
    name: `Project ${id}`,
    layout: 'portrait',
    createdAt: 1,
    updatedAt,
    project: serializeProject(project()),
    ...extra,
  };
}

const leftOf = (json: unknown) =>
  (json as { clips: Array<{ layers: Array<{ property: { left: number } }> }> }).clips[0]?.layers[0]?.property
    .left;

describe('ProjectDb', () => {
  it('lists projects most recently changed first, without their bodies', async () => {
    const db = freshDb();
    await db.put(record('aaaaaaaa', 10));
    await db.put(record('bbbbbbbb', 30, { thumbnail: new Blob(['x'], { type: 'image/jpeg' }) }));
    await db.put(record('cccccccc', 20));
    const list = await db.list();
    expect(list.map((row) => row.id)).toEqual(['bbbbbbbb', 'cccccccc', 'aaaaaaaa']);
    expect(list.every((row) => !('project' in row))).toBe(true);
    expect(list[0]).toMatchObject({
      name: 'Project bbbbbbbb',
      layout: 'portrait',
      updatedAt: 30,
      createdAt: 1,
    });
    expect(list[0]?.thumbnail).toBeInstanceOf(Blob);
    // A change moves a project to the top.
    await db.update('aaaaaaaa', { updatedAt: 40 });
    expect((await db.list()).map((row) => row.id)).toEqual(['aaaaaaaa', 'bbbbbbbb', 'cccccccc']);
  });

  it('gets, updates and deletes by id; a put replaces the record', async () => {
    const db = freshDb();
    await db.put(record('aaaaaaaa', 10));
    await db.update('aaaaaaaa', { name: 'Renamed' });
    expect(await db.get('aaaaaaaa')).toMatchObject({ name: 'Renamed', updatedAt: 10 });
    await db.put(record('aaaaaaaa', 11));
    expect((await db.get('aaaaaaaa'))?.name).toBe('Project aaaaaaaa');
    await db.delete('aaaaaaaa');
    expect(await db.get('aaaaaaaa')).toBeUndefined();
    expect(await db.list()).toEqual([]);
  });

  it('refuses to update a project that is not stored, naming its id', async () => {
    const db = freshDb();
    await expect(db.update('zzzzzzzz', { name: 'x' })).rejects.toThrow("project 'zzzzzzzz' is not stored");
    expect(await db.get('zzzzzzzz')).toBeUndefined();
  });

  it('an update that changes nothing of an existing project does not throw', async () => {
    const db = freshDb();
    await db.put(record('aaaaaaaa', 10));
    await expect(db.update('aaaaaaaa', { updatedAt: 10 })).resolves.toBeUndefined();
  });
});

describe('startAutosave', () => {
  /** A database that records the `left` of every project written, in write order. */
  function recordingDb() {
    const db = freshDb();
    const writes: Array<number | undefined> = [];
    const update = db.update.bind(db);
    db.update = async (id, changes) => {
      if (changes.project !== undefined) writes.push(leftOf(changes.project));
      await update(id, changes);
    };
    return { db, writes };
  }

  async function started() {
    const { db, writes } = recordingDb();
    await db.put(record('projaaaa', 1));
    let now = 100;
    const store = new EditorStore(project(), { now: () => now });
    const autosave = startAutosave(store, db, 'projaaaa', { now: () => (now += 1) });
    const move = (left: number) => store.apply('Move', (p) => updateLayerProperty(p, 'layeraaa', { left }));
    return { db, writes, store, autosave, move };
  }

  it('writes every change, in order, when changes come one at a time', async () => {
    const { db, writes, autosave, move, store } = await started();
    for (const left of [10, 20, 30]) {
      move(left);
      await autosave.flush();
    }
    expect(writes).toEqual([10, 20, 30]);
    const stored = await db.get('projaaaa');
    expect(leftOf(stored?.project)).toBe(30);
    expect(stored?.project).toEqual(serializeProject(store.getState().project));
    expect(stored?.updatedAt).toBeGreaterThan(100);
    expect(autosave.status().kind).toBe('saved');
    autosave.stop();
  });

  it('in a burst, writes in order and the latest state wins', async () => {
    const { db, writes, autosave, move } = await started();
    for (let left = 1; left <= 20; left++) move(left);
    await autosave.flush();
    // Intermediate states may be skipped, never reordered; the last write is the last change.
    expect(writes.length).toBeGreaterThan(0);
    expect(writes.length).toBeLessThanOrEqual(20);
    expect([...writes].sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(writes);
    expect(new Set(writes).size).toBe(writes.length);
    expect(writes.at(-1)).toBe(20);
    expect(leftOf((await db.get('projaaaa'))?.project)).toBe(20);
    autosave.stop();
  });

  it('saves the selection, and an undo is a change like any other', async () => {
    const { db, writes, autosave, move, store } = await started();
    move(50);
    store.select({ layerId: 'layeraaa' });
    store.undo();
    await autosave.flush();
    expect(writes.at(-1)).toBe(0);
    expect((await db.get('projaaaa'))?.selection).toEqual({ sceneIndex: 0, layerId: null });
    store.redo();
    await autosave.flush();
    expect(writes.at(-1)).toBe(50);
    autosave.stop();
  });

  it('flush waits until the latest state is in the database', async () => {
    const { db, autosave, move } = await started();
    move(77);
    const flushed = autosave.flush();
    expect(autosave.status().kind).not.toBe('failed');
    await flushed;
    expect(leftOf((await db.get('projaaaa'))?.project)).toBe(77);
    expect(autosave.status().kind).toBe('saved');
    // A flush with nothing new resolves too, and writes nothing.
    await autosave.flush();
    autosave.stop();
  });

  it('reports a failed write (the project was deleted) with its reason', async () => {
    const { db, autosave, move } = await started();
    await db.delete('projaaaa');
    const statuses: string[] = [];
    autosave.onStatus((status) => statuses.push(status.kind));
    move(5);
    await autosave.flush();
    const status = autosave.status();
    expect(status.kind).toBe('failed');
    expect(status.kind === 'failed' && status.error).toContain("project 'projaaaa' is not stored");
    expect(statuses).toEqual(['saving', 'failed']);
    autosave.stop();
  });

  it('stop ends the saving: later changes are not written', async () => {
    const { writes, autosave, move } = await started();
    autosave.stop();
    move(9);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(writes).toEqual([]);
  });

  it('a reload opens exactly what was saved', async () => {
    const { db, autosave, move, store } = await started();
    move(42);
    store.select({ layerId: 'layeraaa' });
    await autosave.flush();
    const reopened = await openStoredProject(db, 'projaaaa');
    expect(reopened?.project).toEqual(store.getState().project);
    expect(reopened?.record.selection).toEqual({ sceneIndex: 0, layerId: 'layeraaa' });
    expect(reopened?.repairs).toEqual([]);
    autosave.stop();
  });
});

describe('ProjectDb: accounts sharing one browser', () => {
  /** Views of one database as the page opens it signed out and as two accounts. */
  function views() {
    const name = `project-db-accounts-${++dbCount}`;
    const as = (owner?: number) => {
      const db = new ProjectDb(name, { indexedDB, IDBKeyRange, owner });
      open.push(db);
      return db;
    };
    return { nobody: as(), ada: as(7), bob: as(8) };
  }

  it('an account sees its projects and the ones made signed out, never another account’s', async () => {
    const { nobody, ada, bob } = views();
    await nobody.put(record('madeout1', 1));
    await ada.put(record('adaproj1', 2));
    await bob.put(record('bobproj1', 3));
    expect((await ada.list()).map((row) => row.id)).toEqual(['adaproj1', 'madeout1']);
    expect((await bob.list()).map((row) => row.id)).toEqual(['bobproj1', 'madeout1']);
    expect((await nobody.list()).map((row) => row.id)).toEqual(['madeout1']);
    expect(await bob.get('adaproj1')).toBeUndefined();
    expect((await ada.get('adaproj1'))?.owner).toBe(7);
  });

  it('a change written by an account makes a signed-out project its own', async () => {
    const { nobody, ada, bob } = views();
    await nobody.put(record('madeout1', 1));
    await ada.update('madeout1', { name: 'Claimed' });
    expect((await ada.get('madeout1'))?.owner).toBe(7);
    expect(await bob.get('madeout1')).toBeUndefined();
    expect(await nobody.get('madeout1')).toBeUndefined();
  });

  it('another account’s project cannot be overwritten, changed or deleted, and is kept', async () => {
    const { ada, bob } = views();
    await ada.put(record('adaproj1', 2));
    await expect(bob.put(record('adaproj1', 9))).rejects.toThrow(
      "project 'adaproj1' belongs to another account on this machine",
    );
    await expect(bob.update('adaproj1', { name: 'Taken' })).rejects.toThrow(
      "project 'adaproj1' is not stored on this machine",
    );
    await bob.delete('adaproj1');
    expect(await ada.get('adaproj1')).toMatchObject({ name: 'Project adaproj1', updatedAt: 2, owner: 7 });
  });
});
