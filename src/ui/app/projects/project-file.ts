/**
 * Project files: importing a `.json` file a creator picked or dropped, and the file an export
 * writes. An import goes through the same normalisation as every load (migrations, repairs), so what the
 * page adds can always be opened; a file that cannot be a project adds nothing and says why.
 */
import type { Project } from '../../../shared/model/project.ts';
import { loadProject, loadProjectWithReport } from '../../../shared/normalize/load.ts';
import { serializeProject } from '../../../shared/serialize.ts';

/** Project JSON files are small (media are referenced by key); a bigger file is not a project. */
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;

export type ImportProblem = 'tooLarge' | 'notJson' | 'notProject';

export type ImportResult =
  | { ok: true; project: Project; repairs: readonly string[]; name: string }
  | { ok: false; problem: ImportProblem; detail: string };

/** The project name an imported file gets: its file name without the `.json` extension. */
export function nameFromFileName(fileName: string): string {
  return fileName.replace(/\.json$/i, '').trim();
}

/**
 * Reads a project file's text (`size`: its size in bytes, checked first). `detail` names the problem for the
 * user: the JSON parser's message, or the JSON path normalisation refused (e.g. `$.clips: must be a list of
 * scenes, got "x"`).
 */
export function readProjectFile(text: string, fileName: string, size = text.length): ImportResult {
  if (size > MAX_IMPORT_BYTES)
    return {
      ok: false,
      problem: 'tooLarge',
      detail: `${size} bytes, more than the ${MAX_IMPORT_BYTES} a project file can have`,
    };
  let raw: unknown;
  try {
    // A byte-order mark is legal at the start of a UTF-8 text file but not in JSON.
    raw = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    return { ok: false, problem: 'notJson', detail: (error as Error).message };
  }
  try {
    const { project, repairs } = loadProjectWithReport(raw);
    return { ok: true, project, repairs, name: nameFromFileName(fileName) };
  } catch (error) {
    return { ok: false, problem: 'notProject', detail: (error as Error).message };
  }
}

/** Characters Windows, macOS or Linux refuse in file names, and control characters. */
// eslint-disable-next-line no-control-regex
const UNSAFE_FILE_CHARS = /[\\/:*?"<>|\u0000-\u001f\u007f]/g;

/** A download's file name: the project name made safe for every system, the extension (`json`) appended. */
export function exportFileName(projectName: string, extension = 'json'): string {
  const safe = projectName.replace(UNSAFE_FILE_CHARS, '_').replace(/^[\s.]+|[\s.]+$/g, '');
  return `${[...(safe === '' ? 'project' : safe)].slice(0, 100).join('')}.${extension}`;
}

/**
 * The text of an exported project: the stored JSON normalised (so an old record exports in the current
 * shape) and serialised as a save would, indented for people who read it.
 */
export function exportProjectText(storedProject: unknown): string {
  return `${JSON.stringify(serializeProject(loadProject(storedProject)), null, 2)}\n`;
}
