/**
 * The error of a bad SVG path typed by a user (custom path shapes, text on a path). It names the
 * command letter and parameter where known, and the character position (0-based index into the path data).
 */
export class PathDataError extends Error {
  override name = 'PathDataError';
  constructor(
    message: string,
    /** 0-based index of the offending character in the path data. */
    readonly position: number,
    /** The command letter being read, if any. */
    readonly command: string | null = null,
    /** The parameter being read (SVG's names: x, y, x1, rx, large-arc-flag, ...), if any. */
    readonly parameter: string | null = null,
  ) {
    super(message);
  }
}
