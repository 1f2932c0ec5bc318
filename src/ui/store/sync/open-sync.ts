/**
 * Sync for the project open in the editor: its background push follows autosave (each stored change is
 * pushed after the debounce, and at once when the browser comes back online), and the creator's choice
 * after a conflict is carried out without losing either version:
 * - mine: this device's version is saved on top of the server's (the other stays in its history);
 * - theirs: the server's version replaces the one here as an undo step, so Undo brings this one back;
 * - both: the server's version is kept as a new project beside this one, and this one is saved on top.
 */
import { loadProject } from '../../../shared/normalize/load.ts';
import type { EditorStore } from '../editor-store.ts';
import type { Autosave } from '../persist/autosave.ts';
import type { ProjectDb, StoredProject } from '../persist/project-db.ts';
import { restoreRevision } from './history-restore.ts';
import { ProjectPusher } from './project-push.ts';
import { uploadRecord } from './record-upload.ts';
import type { ProjectsRemote, RemoteRevision } from './remote.ts';

export type ConflictChoice = 'mine' | 'theirs' | 'both';

export interface ConflictWords {
  /** The undo step's label of "theirs". */
  theirsStep: string;
  /** The name of the copy "both" keeps, from the server's name. */
  copyName(name: string): string;
  /** A new project id not taken on this device. */
  newId(): Promise<string>;
}

export interface OpenSync {
  readonly pusher: ProjectPusher;
  resolve(choice: ConflictChoice, words: ConflictWords): Promise<void>;
  /** The project's earlier revisions on the server, newest first. */
  history(): Promise<RemoteRevision[]>;
  /** Makes the earlier `revision` the newest, here as the undo step `label` (history-restore.ts). */
  restoreRevision(revision: number, label: string): Promise<number>;
  /** Stops following the project; its last stored change is pushed once more (not retried). */
  stop(): void;
}

export function startOpenSync(input: {
  projectId: string;
  store: EditorStore;
  autosave: Autosave;
  db: ProjectDb;
  remote: ProjectsRemote;
  now?: () => number;
}): OpenSync {
  const { projectId, store, autosave, db, remote } = input;
  const now = input.now ?? (() => Date.now());
  const pusher = new ProjectPusher(projectId, db, remote, { now });
  const offSaved = autosave.onStatus((status) => {
    if (status.kind === 'saved') pusher.changed();
  });
  const online = () => void pusher.flush();
  globalThis.addEventListener?.('online', online);
  void pusher.flush();

  const takeTheirs = async (words: ConflictWords) => {
    const theirs = await remote.load(projectId);
    const project = loadProject(theirs.project);
    store.apply(words.theirsStep, () => project);
    await autosave.flush();
    await pusher.adopt(theirs.revision);
  };
  const keepBoth = async (words: ConflictWords) => {
    const theirs = await remote.load(projectId);
    const at = now();
    const copy: StoredProject = {
      id: await words.newId(),
      name: words.copyName(theirs.name),
      layout: loadProject(theirs.project).layout,
      createdAt: at,
      updatedAt: at,
      project: theirs.project,
    };
    await db.put(copy);
    // The copy is this device's new project: a conflict on its fresh id is left to the next sync.
    await uploadRecord(db, remote, copy, 0);
    await pusher.keepMine();
  };

  return {
    pusher,
    resolve: async (choice, words) => {
      if (choice === 'mine') await pusher.keepMine();
      else if (choice === 'theirs') await takeTheirs(words);
      else await keepBoth(words);
    },
    history: () => remote.history(projectId),
    restoreRevision: (revision, label) =>
      restoreRevision({ projectId, store, autosave, pusher, remote }, revision, label),
    stop: () => {
      offSaved();
      globalThis.removeEventListener?.('online', online);
      void pusher.flush().finally(() => pusher.stop());
    },
  };
}
