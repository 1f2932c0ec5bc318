/**
 * Loading a project from outside (a stored record, an imported file, a host page, a render request, the
 * clipboard): the raw JSON is checked for the shape of a project (an object with a list of scenes), migrated
 * to the current version, repaired (defaults filled, ranges clamped, the unreadable removed, unknown fields
 * kept), and then held to the project schema (model/project.ts), the one runtime contract every reader of a
 * project relies on. Repairs are reported; a project the repairs could not bring into the schema is refused
 * with every issue's path and the value found there, instead of opening half-broken. Edits inside the editor
 * start from a loaded project and stay within the schema, so they skip the final check.
 */
import type { Project } from '../model/project.ts';
import { assertValidProject } from '../validate.ts';
import { type NormalizeOptions, type NormalizeResult, normalizeProjectWithReport } from './project.ts';

export function loadProjectWithReport(raw: unknown, options: NormalizeOptions = {}): NormalizeResult {
  const result = normalizeProjectWithReport(raw, options);
  return { project: assertValidProject(result.project), repairs: result.repairs };
}

export function loadProject(raw: unknown, options: NormalizeOptions = {}): Project {
  return loadProjectWithReport(raw, options).project;
}
