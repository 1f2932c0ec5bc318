/**
 * Restoring an earlier revision of the open project from the account's history. This device's last edits
 * are pushed first, so the history keeps them too and the restore is checked against the revision that holds
 * them. The server then writes the earlier revision's content as a new revision; the editor loads it as one
 * undo step (Undo brings back what was there), stores it, and marks it as the server's newest, so the next
 * push goes on top of it.
 */
import { loadProject } from '../../../shared/normalize/load.ts';
import type { EditorStore } from '../editor-store.ts';
import type { Autosave } from '../persist/autosave.ts';
import type { ProjectPusher } from './project-push.ts';
import { OfflineError, SignedOutError, type ProjectsRemote } from './remote.ts';

/**
 * Why a restore was not made: `conflict`, another device saved and the creator has not chosen a version yet;
 * `stale`, another device saved between this device's push and the restore. Nothing was changed.
 */
export class RevisionRestoreRefused extends Error {
  override name = 'RevisionRestoreRefused';
  constructor(
    readonly reason: 'conflict' | 'stale',
    message: string,
  ) {
    super(message);
  }
}

export interface RevisionRestoreInput {
  projectId: string;
  store: Pick<EditorStore, 'apply'>;
  autosave: Pick<Autosave, 'flush'>;
  pusher: Pick<ProjectPusher, 'flush' | 'status' | 'adopt'>;
  remote: ProjectsRemote;
}

/**
 * Makes the earlier `revision` the project's newest, here and on the server, as the undo step `label`;
 * resolves with the new server revision. Rejects with `RevisionRestoreRefused`, `OfflineError`,
 * `SignedOutError`, or the server's refusal.
 */
export async function restoreRevision(
  input: RevisionRestoreInput,
  revision: number,
  label: string,
): Promise<number> {
  const { projectId, store, autosave, pusher, remote } = input;
  const conflict = () =>
    new RevisionRestoreRefused(
      'conflict',
      `project '${projectId}': another device saved it; choose a version before restoring revision ${revision}`,
    );
  if (pusher.status().kind === 'conflict') throw conflict();
  await autosave.flush();
  await pusher.flush();
  const pushed = pusher.status();
  switch (pushed.kind) {
    case 'synced':
      break;
    case 'conflict':
      throw conflict();
    case 'offline':
      throw new OfflineError(`project '${projectId}': the server cannot be reached`);
    case 'local':
      throw new SignedOutError(`project '${projectId}': nobody is signed in`);
    case 'failed':
      throw new Error(pushed.error);
    case 'syncing':
      throw new Error(`project '${projectId}': still syncing; try again`);
  }
  const outcome = await remote.restoreRevision(projectId, revision, pushed.revision);
  if (outcome.kind === 'conflict')
    throw new RevisionRestoreRefused(
      'stale',
      `project '${projectId}': the server holds revision ${outcome.revision}, this device revision ${pushed.revision}`,
    );
  const restored = await remote.load(projectId);
  const project = loadProject(restored.project);
  store.apply(label, () => project);
  await autosave.flush();
  await pusher.adopt(restored.revision);
  return restored.revision;
}
