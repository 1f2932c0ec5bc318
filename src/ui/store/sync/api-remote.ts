/**
 * The projects remote over the page's API client: the server's answers become what sync reasons about — a
 * 409 is a conflict outcome (with the revision the server holds), no answer at all is `OfflineError` (try
 * again later), a 401 that no refresh could mend is `SignedOutError`; any other refusal keeps the server's
 * message.
 */
import { API_CODE } from '../../../shared/api/envelope.ts';
import { ApiError } from '../../../shared/errors.ts';
import type { Api } from '../../api/calls.ts';
import { RequestTimeoutError, TransportError } from '../../api/errors.ts';
import { OfflineError, SignedOutError, type ProjectsRemote, type SaveOutcome } from './remote.ts';

/** The revision a 409 answer holds (`data.revision`), or undefined for any other error. */
function conflictRevision(error: unknown): number | undefined {
  if (!(error instanceof ApiError) || error.code !== API_CODE.conflict) return undefined;
  const data = (error.cause as { data?: { revision?: unknown } } | undefined)?.data;
  return typeof data?.revision === 'number' ? data.revision : undefined;
}

/** The error sync should see for a failed call. */
function syncError(error: unknown): unknown {
  if (error instanceof TransportError || error instanceof RequestTimeoutError)
    return new OfflineError(error.message, { cause: error });
  if (error instanceof ApiError && error.code === API_CODE.unauthorized)
    return new SignedOutError(error.message, { cause: error });
  if (error instanceof ApiError) {
    const message = (error.cause as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string' && message !== '') return new Error(message, { cause: error });
  }
  return error;
}

async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw syncError(error);
  }
}

export function apiRemote(api: Api): ProjectsRemote {
  return {
    list: () => call(async () => (await api.projects()).list),
    load: (id) => call(() => api.project(id)),
    remove: (id) =>
      call(async () => {
        await api.trashProject(id);
      }),
    restore: (id) =>
      call(async () => {
        await api.restoreProject(id);
      }),
    saveThumbnail: (id, image) => call(async () => (await api.saveProjectThumbnail(id, image)).thumbnail_url),
    thumbnail: (id) => call(() => api.projectThumbnail(id)),
    trash: () => call(async () => (await api.projectTrash()).list),
    history: (id) => call(async () => (await api.projectHistory(id)).list),
    restoreRevision: (id, revision, current) =>
      outcome(() => api.restoreProjectRevision(id, revision, { revision: current })),
    save: async (id, body): Promise<SaveOutcome> => {
      const { project } = body;
      if (typeof project !== 'object' || project === null || Array.isArray(project))
        throw new Error(`project '${id}': the stored copy is not a project object`);
      return outcome(() => api.saveProject(id, { ...body, project: project as Record<string, unknown> }));
    },
  };
}

/** A write checked against a revision: saved with the new one, or a conflict naming the stored one. */
async function outcome(write: () => Promise<{ revision: number }>): Promise<SaveOutcome> {
  try {
    return { kind: 'saved', revision: (await write()).revision };
  } catch (error) {
    const revision = conflictRevision(error);
    if (revision !== undefined) return { kind: 'conflict', revision };
    throw syncError(error);
  }
}
