/**
 * The projects a creator has on this machine, in IndexedDB through dexie. A record holds the
 * serialised project (what `getProject` returns, so it survives schema changes through the migrations of
 * normalizeProject), its name and format, and where the editor stood (scene and selected layer).
 *
 * Several accounts may sign in on one browser, so a record names the account it belongs to (`owner`). A
 * database opened for an account sees that account's projects and the projects made here while signed out,
 * and the first change it writes to one of those makes it the account's; the others' stay on the machine,
 * out of sight, until their account signs in again. Opened signed out, it sees only the projects of nobody.
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
  /** The account it belongs to; absent: made while signed out, nobody's yet. */
  owner?: number;
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

export interface ProjectDbOptions {
  indexedDB?: IDBFactory;
  IDBKeyRange?: typeof IDBKeyRange;
  /** The signed-in account; absent: signed out. */
  owner?: number | undefined;
}

export class ProjectDb {
  readonly #db: ProjectDatabase;
  readonly #owner: number | undefined;

  constructor(name = PROJECT_DB_NAME, options: ProjectDbOptions = {}) {
    const { owner, ...deps } = options;
    this.#db = new ProjectDatabase(name, deps);
    this.#owner = owner;
  }

  /** Every project this account may see, most recently changed first, without project bodies. */
  async list(): Promise<ProjectSummary[]> {
    const rows = await this.#db.projects.orderBy('updatedAt').reverse().toArray();
    return rows.filter((row) => this.#sees(row)).map(({ project: _project, ...summary }) => summary);
  }

  async get(id: string): Promise<StoredProject | undefined> {
    const record = await this.#db.projects.get(id);
    return record !== undefined && this.#sees(record) ? record : undefined;
  }

  /** Stores `record` (as this account's when signed in); throws when the id is another account's here. */
  async put(record: StoredProject): Promise<void> {
    await this.#db.transaction('rw', this.#db.projects, async () => {
      const stored = await this.#db.projects.get(record.id);
      if (stored !== undefined && !this.#sees(stored))
        throw new Error(`project '${record.id}' belongs to another account on this machine`);
      await this.#db.projects.put(this.#owned(record));
    });
  }

  /** Changes some fields of a stored project; throws when there is no project `id` this account sees. */
  async update(id: string, changes: Partial<Omit<StoredProject, 'id'>>): Promise<void> {
    await this.#db.transaction('rw', this.#db.projects, async () => {
      const stored = await this.#db.projects.get(id);
      if (stored === undefined || !this.#sees(stored))
        throw new Error(`project '${id}' is not stored on this machine`);
      await this.#db.projects.update(id, this.#owned(changes));
    });
  }

  async delete(id: string): Promise<void> {
    await this.#db.transaction('rw', this.#db.projects, async () => {
      const stored = await this.#db.projects.get(id);
      if (stored !== undefined && this.#sees(stored)) await this.#db.projects.delete(id);
    });
  }

  close(): void {
    this.#db.close();
  }

  #sees(record: StoredProject): boolean {
    return record.owner === undefined || record.owner === this.#owner;
  }

  /** What is written while signed in is the account's. */
  #owned<T extends Partial<StoredProject>>(fields: T): T {
    return this.#owner === undefined ? fields : { ...fields, owner: this.#owner };
  }
}
