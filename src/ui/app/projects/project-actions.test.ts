import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { normalizeProject } from '../../../shared/normalize/project.ts';
import { ProjectDb } from '../../store/persist/project-db.ts';
import { saveThumbnail } from '../../store/persist/thumbnail.ts';
import { blankProject } from './new-project.ts';
import {
  createProject,
  deleteProject,
  duplicateProject,
  exportProject,
  renameProject,
  restoreProject,
} from './project-actions.ts';
import { readProjectFile } from './project-file.ts';

let count = 0;
const dbs: ProjectDb[] = [];
function freshDb() {
  const db = new ProjectDb(`project-actions-${++count}`, { indexedDB, IDBKeyRange });
  dbs.push(db);
  return db;
}
afterEach(() => {
  for (const db of dbs.splice(0)) db.close();
});

describe('projects page actions', () => {
  it('creates, renames, duplicates, deletes and restores', async () => {
    const db = freshDb();
    const id = await createProject(db, blankProject('portrait'), 'Untitled project', 100);
    expect(id).toMatch(/^[a-z]{8}$/);
    expect(await db.list()).toMatchObject([
      { id, name: 'Untitled project', layout: 'portrait', updatedAt: 100 },
    ]);

    await renameProject(db, id, 'Trailer', 200);
    expect(await db.get(id)).toMatchObject({ name: 'Trailer', createdAt: 100, updatedAt: 200 });

    await saveThumbnail(db, id, new Blob(['jpg'], { type: 'image/jpeg' }));
    // A thumbnail is not a change of the project.
    expect((await db.get(id))?.updatedAt).toBe(200);

    const copy = await duplicateProject(db, id, 'Trailer (copy)', 300);
    expect(copy.id).not.toBe(id);
    expect((await db.list()).map((row) => row.name)).toEqual(['Trailer (copy)', 'Trailer']);
    expect((await db.get(copy.id))?.project).toEqual((await db.get(id))?.project);
    expect((await db.get(copy.id))?.thumbnail).toBeInstanceOf(Blob);

    const before = await db.get(id);
    const deleted = await deleteProject(db, id);
    expect(deleted).toEqual(before);
    expect((await db.list()).map((row) => row.id)).toEqual([copy.id]);
    await restoreProject(db, deleted);
    expect(await db.get(id)).toEqual(before);
    expect((await db.list()).map((row) => row.id)).toEqual([copy.id, id]);
  });

  it('names the missing project when an action finds none', async () => {
    const db = freshDb();
    await expect(duplicateProject(db, 'nothere1', 'x')).rejects.toThrow("project 'nothere1' is not stored");
    await expect(deleteProject(db, 'nothere2')).rejects.toThrow("project 'nothere2' is not stored");
    await expect(exportProject(db, 'nothere3')).rejects.toThrow("project 'nothere3' is not stored");
    await expect(renameProject(db, 'nothere4', 'x')).rejects.toThrow("project 'nothere4' is not stored");
  });

  it('exports a file that imports back as the same project', async () => {
    const db = freshDb();
    const project = normalizeProject({
      layout: 'square',
      clips: [
        { layers: [{ id: 'rectaaaa', property: { type: 'rect', left: 5, top: 6, width: 7, height: 8 } }] },
      ],
    });
    const id = await createProject(db, project, 'Square: promo?', 1);
    const file = await exportProject(db, id);
    expect(file.fileName).toBe('Square_ promo_.json');
    const back = readProjectFile(file.text, file.fileName);
    expect(back).toMatchObject({ ok: true, repairs: [], name: 'Square_ promo_' });
    expect(back.ok && back.project).toEqual(project);
  });
});
