/**
 * New project records for the projects page: a blank project of a format, a template, an imported
 * file or a duplicate all become a `StoredProject` here, so every record the page writes has the same shape
 * (the serialised project, its format, both timestamps) whatever it came from.
 */
import type { Layout } from '../../../shared/constants.ts';
import { createId, type RandomSource } from '../../../shared/ids.ts';
import type { Project } from '../../../shared/model/project.ts';
import { normalizeProject } from '../../../shared/normalize/project.ts';
import { cloneJson } from '../../../shared/normalize/repair.ts';
import { serializeProject } from '../../../shared/serialize.ts';
import type { StoredProject } from '../../store/persist/project-db.ts';
import { checkProjectName, describeNameProblem } from './project-name.ts';

/** A blank project of `layout`: one scene with the defaults (a 5 s duration speech). */
export function blankProject(layout: Layout): Project {
  return normalizeProject({ layout, clips: [{}] });
}

/**
 * An id no stored project has: 8 lowercase letters like every other id of the product. A clash is
 * very unlikely (26^8 ids), but a second project with the same id would overwrite the first, so we check.
 */
export function newProjectId(taken: ReadonlySet<string>, random: RandomSource = Math.random): string {
  for (let attempt = 0; attempt < 100; attempt++) {
    const id = createId(random);
    if (!taken.has(id)) return id;
  }
  throw new Error(`newProjectId: no free id after 100 attempts among ${taken.size} projects`);
}

/** The record of a new project: its name checked, the project serialised, created and changed `now`. */
export function newProjectRecord(input: {
  id: string;
  name: string;
  project: Project;
  now: number;
}): StoredProject {
  const name = checkProjectName(input.name);
  if (!name.ok) throw new Error(`newProjectRecord: name '${input.name}' ${describeNameProblem(name.reason)}`);
  return {
    id: input.id,
    name: name.name,
    layout: input.project.layout,
    createdAt: input.now,
    updatedAt: input.now,
    project: serializeProject(input.project),
  };
}

/**
 * A copy of a stored record under a new id and name. The project JSON is deep-copied (the two records must
 * never share objects); where the editor stood and the thumbnail (an immutable Blob) come along.
 */
export function duplicateRecord(
  record: StoredProject,
  input: { id: string; name: string; now: number },
): StoredProject {
  const name = checkProjectName(input.name);
  if (!name.ok) throw new Error(`duplicateRecord: name '${input.name}' ${describeNameProblem(name.reason)}`);
  // A copy is a new project to the server too: the original's sync mark stays with the original.
  const { sync: _sync, thumbnailSync: _thumbnailSync, ...rest } = record;
  return {
    ...rest,
    id: input.id,
    name: name.name,
    createdAt: input.now,
    updatedAt: input.now,
    project: cloneJson(record.project),
    ...(record.selection !== undefined ? { selection: { ...record.selection } } : {}),
  };
}
