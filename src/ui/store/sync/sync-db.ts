import type { StoredProject } from '../persist/project-db.ts';

/** The part of this device's project database that sync reads and marks. */
export interface SyncDb {
  get(id: string): Promise<StoredProject | undefined>;
  update(id: string, changes: Partial<Omit<StoredProject, 'id'>>): Promise<void>;
}
