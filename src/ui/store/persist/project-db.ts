/**
 * The projects a creator has on this machine, in IndexedDB through dexie. A record holds the
 * serialised project (what `getProject` returns, so it survives schema changes through the migrations of
 * normalizeProject), its name and format, and where the editor stood (scene and selected layer).
 */
import Dexie, { type EntityTable } from 'dexie';
import type { Layout } from '../../../shared/constants.ts';
import type { SyncMark } from '../sync/sync-rules.ts';
import type { ThumbnailMark } from '../sync/thumbnail-sync.ts';

export interface StoredProject {
  id: string;
  name: string;
  layout: Layout;
  createdAt: number;
  updatedAt: number;
  /** Serialised project JSON (serializeProject). */
  project: unknown;
  /** Where the editor stood when it was saved. */
  selection?: { sceneIndex: number; layerId: string | null };
  /** A small frame grab of the first scene for the projects page (PNG or JPEG). */
  thumbnail?: Blob;
  /** When `thumbnail` was grabbed or fetched (ms). */
  thumbnailAt?: number;
  /** What this device knows of the account's server copy; absent: never saved there. */
  sync?: SyncMark;
  /** Which server thumbnail `thumbnail` is; absent: none went up or came down yet. */
  thumbnailSync?: ThumbnailMark;
}

/** A projects page row: everything but the project body (lists stay fast with big projects). */
export type ProjectSummary = Omit<StoredProject, 'project'>;

class ProjectDatabase extends Dexie {
  projects!: EntityTable<StoredProject, 'id'>;

  constructor(name: string, deps: { indexedDB?: IDBFactory; IDBKeyRange?: typeof IDBKeyRange }) {
    // Dexie takes its IndexedDB implementation at construction (tests hand in fake-indexeddb).
    super(name, deps);
    this.version(1).stores({ projects: 'id, updatedAt, name' });
  }
}

export const PROJECT_DB_NAME = 'clipwright-projects';

export class ProjectDb {
  readonly #db: ProjectDatabase;

  constructor(
    name = PROJECT_DB_NAME,
    options: { indexedDB?: IDBFactory; IDBKeyRange?: typeof IDBKeyRange } = {},
  ) {
    this.#db = new ProjectDatabase(name, options);
  }

  /** Every project, most recently changed first, without project bodies. */
  async list(): Promise<ProjectSummary[]> {
    const rows = await this.#db.projects.orderBy('updatedAt').reverse().toArray();
    return rows.map(({ project: _project, ...summary }) => summary);
  }

  async get(id: string): Promise<StoredProject | undefined> {
    return this.#db.projects.get(id);
  }

  async put(record: StoredProject): Promise<void> {
    await this.#db.projects.put(record);
  }

  /** Changes some fields of a stored project; throws when there is no project `id`. */
  async update(id: string, changes: Partial<Omit<StoredProject, 'id'>>): Promise<void> {
    const count = await this.#db.projects.update(id, changes);
    if (count === 0 && (await this.#db.projects.get(id)) === undefined)
      throw new Error(`project '${id}' is not stored on this machine`);
  }

  async delete(id: string): Promise<void> {
    await this.#db.projects.delete(id);
  }

  close(): void {
    this.#db.close();
  }
}
