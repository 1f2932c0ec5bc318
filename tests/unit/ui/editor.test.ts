import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { normalizeProject } from '../../../src/shared/normalize/project.ts';
import { serializeProject } from '../../../src/shared/serialize.ts';
import { Editor, type CommandUi } from '../../../src/ui/editor/editor.ts';
import { createSessionApi } from '../../../src/ui/host/session-api.ts';
import { ProjectDb } from '../../../src/ui/store/persist/project-db.ts';

let dbCount = 0;
const dbs: ProjectDb[] = [];
// The session's playback ticker is a page thing; here nothing plays, so the frames never come.
beforeEach(() => {
  vi.stubGlobal('requestAnimationFrame', () => 0);
  vi.stubGlobal('cancelAnimationFrame', () => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  for (const db of dbs.splice(0)) db.close();
});

async function dbWithProject(id = 'proj0001'): Promise<ProjectDb> {
  const db = new ProjectDb(`editor-test-${++dbCount}`, { indexedDB, IDBKeyRange });
  dbs.push(db);
  const project = normalizeProject({
    clips: [
      { layers: [{ id: 'layeraaa', property: { type: 'rect', left: 10, top: 20, width: 50, height: 50 } }] },
    ],
  });
  await db.put({
    id,
    name: 'Trip',
    layout: project.layout,
    createdAt: 1,
    updatedAt: 1,
    project: serializeProject(project),
  });
  return db;
}

const ui: CommandUi = { openSheet: () => {}, openExport: () => {}, label: (step) => step };
const leftOf = (editor: Editor) => {
  const layer = editor.project?.store.getState().project.clips[0]?.layers[0];
  return layer?.property.left;
};

describe('Editor (no React): open, commands, host API, close', () => {
  it('opens a stored project, runs keyboard commands on it, and writes the last change on close', async () => {
    const db = await dbWithProject();
    const editor = new Editor({ projects: db, hostLoads: { kind: 'replace' } });
    const result = await editor.openStored('proj0001');
    expect(result.kind).toBe('open');
    expect(editor.project?.name).toBe('Trip');
    editor.project?.store.select({ layerId: 'layeraaa' });
    expect(editor.run({ kind: 'nudge', dx: 5, dy: 0 }, ui)).toBe(true);
    expect(leftOf(editor)).toBe(15);
    expect(editor.run({ kind: 'undo' }, ui)).toBe(true);
    expect(leftOf(editor)).toBe(10);
    expect(editor.run({ kind: 'redo' }, ui)).toBe(true);
    await editor.close();
    expect(editor.project).toBeUndefined();
    const stored = await db.get('proj0001');
    expect(
      (stored?.project as { clips: Array<{ layers: Array<{ property: { left: number } }> }> }).clips[0]
        ?.layers[0]?.property.left,
    ).toBe(15);
    expect(editor.run({ kind: 'undo' }, ui)).toBe(false);
  });

  it('says when a project is missing, and an open overtaken by another opens nothing', async () => {
    const db = await dbWithProject();
    const editor = new Editor({ projects: db, hostLoads: { kind: 'replace' } });
    expect((await editor.openStored('nothere1')).kind).toBe('missing');
    const first = editor.openStored('proj0001');
    const second = editor.openStored('proj0001');
    expect((await first).kind).toBe('superseded');
    expect((await second).kind).toBe('open');
    await editor.close();
  });

  it('is what the host API reads: the open project, and nothing once it is closed', async () => {
    const db = await dbWithProject();
    const editor = new Editor({ projects: db, hostLoads: { kind: 'replace' } });
    const api = createSessionApi(editor);
    const sessions: unknown[] = [];
    editor.onSession((session) => sessions.push(session));
    await editor.openStored('proj0001');
    expect(sessions).toEqual([editor.project?.session]);
    const project = (await api.getProject()) as { clips: Array<{ layers: Array<{ id: string }> }> };
    expect(project.clips[0]?.layers[0]?.id).toBe('layeraaa');
    await editor.close();
    await expect(api.getProject()).rejects.toThrow(/getProject/);
  });
});
