/**
 * Fakes for the sync tests: an in-memory account server (projects with revisions, a history of earlier
 * revisions, a trash, thumbnails) behind the ProjectsRemote interface, able to go offline; a Web Storage for tombstones;
 * and project bodies as the editor stores them.
 */
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { afterEach } from 'vitest';
import { normalizeProject } from '../../../src/shared/normalize/project.ts';
import { serializeProject } from '../../../src/shared/serialize.ts';
import { ProjectDb, type StoredProject } from '../../../src/ui/store/persist/project-db.ts';
import {
  OfflineError,
  type ProjectsRemote,
  type RemoteProject,
  type RemoteTrashed,
} from '../../../src/ui/store/sync/remote.ts';

let count = 0;
const open: ProjectDb[] = [];
/** A new, empty project database (closed after each test). */
export function freshDb(): ProjectDb {
  const db = new ProjectDb(`sync-test-${++count}`, { indexedDB, IDBKeyRange });
  open.push(db);
  return db;
}
afterEach(() => {
  for (const db of open.splice(0)) db.close();
});

/** A stored project body with one scene of `bgColor`. */
export const body = (layout: 'landscape' | 'portrait', bgColor: string) =>
  serializeProject(normalizeProject({ layout, clips: [{ bgColor }] }));

/** The background colour of a stored body's first scene. */
export const bgOf = (project: unknown) =>
  (project as { clips: Array<{ bgColor: string }> }).clips[0]?.bgColor;

export function record(id: string, bgColor: string, extra: Partial<StoredProject> = {}): StoredProject {
  return {
    id,
    name: id,
    layout: 'landscape',
    createdAt: 1,
    updatedAt: 10,
    project: body('landscape', bgColor),
    ...extra,
  };
}

/** A server holding projects by id with revisions, their earlier revisions and a trash; it can be offline. */
export function fakeServer(initial: RemoteProject[] = []) {
  const projects = new Map(initial.map((p) => [p.id, p]));
  const history = new Map<string, RemoteProject[]>();
  const bin = new Map<string, RemoteProject & { deleted_at: number }>();
  const trashed: string[] = [];
  const thumbnails = new Map<string, { image: Blob; url: string }>();
  /** Ids whose thumbnail was fetched, in order. */
  const fetched: string[] = [];
  const state = { offline: false, clock: 100 };
  const reach = () => {
    if (state.offline) throw new OfflineError('unreachable');
  };
  const putThumbnail = (id: string, image: Blob) => {
    const url = `/api/projects/${id}/thumbnail?v=${++state.clock}`;
    thumbnails.set(id, { image, url });
    return url;
  };
  const write = (id: string, name: string, project: unknown) => {
    const current = projects.get(id);
    if (current !== undefined) history.set(id, [current, ...(history.get(id) ?? [])]);
    const next = { id, name, project, revision: (current?.revision ?? 0) + 1, updated_at: ++state.clock };
    projects.set(id, next);
    return next.revision;
  };
  const remote: ProjectsRemote = {
    list: async () => (
      reach(),
      [...projects.values()].map(({ id, name, revision, updated_at }) => ({
        id,
        name,
        revision,
        updated_at,
        thumbnail_url: thumbnails.get(id)?.url ?? null,
      }))
    ),
    load: async (id) => {
      reach();
      const p = projects.get(id);
      if (p === undefined) throw new Error(`no project ${id}`);
      return p;
    },
    save: async (id, b) => {
      reach();
      if (bin.has(id)) throw new Error(`project '${id}' is in the trash, restore it first`);
      const current = projects.get(id)?.revision ?? 0;
      if (b.revision !== current) return { kind: 'conflict', revision: current };
      return { kind: 'saved', revision: write(id, b.name, b.project) };
    },
    remove: async (id) => {
      reach();
      const p = projects.get(id);
      if (p === undefined) throw new Error(`no project ${id}`);
      projects.delete(id);
      bin.set(id, { ...p, deleted_at: ++state.clock });
      trashed.push(id);
    },
    restore: async (id) => {
      reach();
      const p = bin.get(id);
      if (p === undefined) throw new Error(`id: project '${id}' is not in the trash`);
      bin.delete(id);
      const { deleted_at: _, ...back } = p;
      projects.set(id, back);
    },
    saveThumbnail: async (id, image) => (reach(), putThumbnail(id, image)),
    thumbnail: async (id) => {
      reach();
      fetched.push(id);
      const stored = thumbnails.get(id);
      if (stored === undefined) throw new Error(`id: project '${id}' has no thumbnail`);
      return stored.image;
    },
    trash: async () => {
      reach();
      return [...bin.values()].map(({ id, name, revision, updated_at, deleted_at }): RemoteTrashed => ({
        id,
        name,
        revision,
        updated_at,
        deleted_at,
        purge_at: deleted_at + 30,
        thumbnail_url: thumbnails.get(id)?.url ?? null,
      }));
    },
    history: async (id) => {
      reach();
      if (!projects.has(id)) throw new Error(`no project ${id}`);
      return (history.get(id) ?? []).map(({ revision, updated_at, name, project }) => ({
        revision,
        updated_at,
        name,
        size: JSON.stringify(project).length,
      }));
    },
    restoreRevision: async (id, revision, current) => {
      reach();
      const stored = projects.get(id);
      if (stored === undefined) throw new Error(`no project ${id}`);
      if (stored.revision !== current) return { kind: 'conflict', revision: stored.revision };
      const earlier = history.get(id)?.find((p) => p.revision === revision);
      if (earlier === undefined) throw new Error(`revision ${revision} of ${id} is not in the history`);
      return { kind: 'saved', revision: write(id, earlier.name, earlier.project) };
    },
  };
  return { remote, projects, history, bin, trashed, state, thumbnails, putThumbnail, fetched };
}

/** Web Storage in memory (what tombstones keep). */
export function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
  };
}
