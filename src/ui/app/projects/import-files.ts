/** Importing project files into the database: each file read, checked and stored, and what became of it. */
import type { ProjectDb } from '../../store/persist/project-db.ts';
import type { ImportOutcome } from './Notice.tsx';
import { createProject } from './project-actions.ts';
import { MAX_IMPORT_BYTES, readProjectFile } from './project-file.ts';

/** Stores every file that holds a project, in order; `untitled` names a project whose file gives no name. */
export async function importProjectFiles(
  db: ProjectDb,
  files: readonly File[],
  untitled: string,
): Promise<ImportOutcome[]> {
  const outcomes: ImportOutcome[] = [];
  for (const file of files) {
    // A file over the limit is refused by its size, before its text is read.
    const result = readProjectFile(
      file.size <= MAX_IMPORT_BYTES ? await file.text() : '',
      file.name,
      file.size,
    );
    if (!result.ok) {
      outcomes.push({ file: file.name, ok: false, problem: result.problem, detail: result.detail });
      continue;
    }
    const name = result.name || untitled;
    await createProject(db, result.project, name);
    outcomes.push({ file: file.name, ok: true, name, repairs: result.repairs });
  }
  return outcomes;
}
