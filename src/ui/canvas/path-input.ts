/**
 * Validation of path data typed by a user, for custom path shapes and text on a path. Fabric's
 * `util.parsePath` never throws and silently drops what it cannot read, so the text is checked with the shared
 * parser first: arc flags 0 or 1, no leading zeros, a leading move command; the error names the command or
 * parameter and its position. Pure (no DOM), so forms can call it on every keystroke.
 */
import { parsePathData } from '../../shared/geometry/path-parse.ts';
import { PathDataError } from '../../shared/geometry/path-data-error.ts';
import type { PathSegment } from '../../shared/geometry/path-parse.ts';

export interface PathInputError {
  message: string;
  /** 0-based index of the offending character. */
  position: number;
  command: string | null;
  parameter: string | null;
}

export type PathInputResult = { ok: true; segments: PathSegment[] } | { ok: false; error: PathInputError };

export function validatePathInput(d: string): PathInputResult {
  try {
    return { ok: true, segments: parsePathData(d) };
  } catch (error) {
    if (!(error instanceof PathDataError)) throw error;
    return {
      ok: false,
      error: {
        message: error.message,
        position: error.position,
        command: error.command,
        parameter: error.parameter,
      },
    };
  }
}
