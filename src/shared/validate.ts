import { ProjectValidationError } from './errors.ts';
import { type Project, ProjectSchema } from './model/project.ts';
import { describe } from './normalize/repair.ts';

export interface ValidationIssue {
  /** JSON path, e.g. `$.clips[0].layers[2].property.width`. */
  path: string;
  message: string;
}

function jsonPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (out, key) => (typeof key === 'number' ? `${out}[${key}]` : `${out}.${String(key)}`),
    '$',
  );
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let value = root;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** Checks a (normalised) project against the schema; each issue names the JSON path and the value found. */
export function validateProject(project: unknown): ValidationIssue[] {
  const result = ProjectSchema.safeParse(project);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({
    path: jsonPath(issue.path),
    message: `${issue.message} (found ${describe(valueAt(project, issue.path))})`,
  }));
}

/** Like validateProject, but throws ProjectValidationError listing the issues. */
export function assertValidProject(project: unknown): Project {
  const issues = validateProject(project);
  if (issues.length > 0) throw new ProjectValidationError(issues);
  return project as Project;
}
