import { z } from 'zod';
import { ProjectFormatError, ProjectValidationError } from '../errors.ts';
import type { Project } from '../model/project.ts';
import { loadProjectWithReport } from '../normalize/load.ts';
import { numericId } from './fields.ts';

/** A project id as the editor makes them (8 letters today); ids are per account, never shared. */
export const projectId = z
  .string({ message: 'must be a project id' })
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a project id (1 to 64 letters, digits, _ or -)');

/** The path of `/api/projects/:id` and the calls under it. */
export const ProjectParams = z.object({ id: projectId });

/** The path of `POST /api/projects/:id/history/:revision/restore`. */
export const ProjectRevisionParams = z.object({ id: projectId, revision: numericId });

/** `GET /api/projects`: `trash=1` lists the trashed projects instead of the live ones. */
export const ProjectListQuery = z.object({
  trash: z.enum(['0', '1'], { message: 'must be 0 or 1' }).optional(),
});

const revision = z
  .number({ message: 'must be a revision number' })
  .int('must be an integer')
  .min(0, 'must be 0 (a new project) or the stored revision');

/**
 * `PUT /api/projects/:id`: `revision` is the one the editor last read (0 creates the project). The project
 * itself is checked by loading it as the editor does (loadProjectBody), not by this schema.
 */
export const ProjectPutRequest = z.object({
  name: z
    .string({ message: 'must be a name' })
    .trim()
    .min(1, 'must not be empty')
    .max(200, 'must be at most 200 characters'),
  project: z.record(z.string(), z.unknown(), { message: 'must be a project object' }),
  revision,
});

/** `POST /api/projects/:id/history/:revision/restore`: `revision`, when given, must be the stored one. */
export const HistoryRestoreRequest = z.object({ revision: revision.optional() });

export type LoadedBody = { ok: true; project: Project; repairs: string[] } | { ok: false; problem: string };

/**
 * Loads a project body the way the editor loads projects (migrated, repaired, held to the project schema).
 * A project that cannot be loaded gives the first problem as 'project.<path>: what (found value)'.
 */
export function loadProjectBody(raw: unknown): LoadedBody {
  const inBody = (path: string) => `project${path.slice(1)}`;
  try {
    const { project, repairs } = loadProjectWithReport(raw);
    return { ok: true, project, repairs: [...repairs] };
  } catch (error) {
    if (error instanceof ProjectFormatError)
      return { ok: false, problem: `${inBody(error.path)}${error.message.slice(error.path.length)}` };
    if (error instanceof ProjectValidationError) {
      const first = error.issues[0];
      if (first !== undefined) return { ok: false, problem: `${inBody(first.path)}: ${first.message}` };
    }
    throw error;
  }
}
