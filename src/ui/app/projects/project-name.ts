/** Project names: what the rename field and new records accept. */

/** Long enough for any real title, short enough to fit a card and a file name. */
export const MAX_PROJECT_NAME_LENGTH = 120;

export type NameCheck = { ok: true; name: string } | { ok: false; reason: 'empty' | 'tooLong' };

/** The name trimmed, or why it is refused: empty (only spaces) or longer than MAX_PROJECT_NAME_LENGTH. */
export function checkProjectName(raw: string): NameCheck {
  const name = raw.trim().replace(/\s+/g, ' ');
  if (name === '') return { ok: false, reason: 'empty' };
  if ([...name].length > MAX_PROJECT_NAME_LENGTH) return { ok: false, reason: 'tooLong' };
  return { ok: true, name };
}

/** The reason in words, for error messages of code (the page shows its translated strings instead). */
export function describeNameProblem(reason: 'empty' | 'tooLong'): string {
  return reason === 'empty' ? 'is empty' : `is longer than ${MAX_PROJECT_NAME_LENGTH} characters`;
}

/**
 * The name of a copy: `format(name)` (e.g. '{name} (copy)' translated), with the original shortened (and an
 * ellipsis added) when the result would be longer than a name may be.
 */
export function copyNameFor(name: string, format: (name: string) => string): string {
  const chars = [...name];
  for (let keep = chars.length; keep > 0; keep--) {
    const base = keep === chars.length ? name : `${chars.slice(0, keep).join('').trimEnd()}…`;
    const checked = checkProjectName(format(base));
    if (checked.ok) return checked.name;
  }
  throw new Error(`copyNameFor: the copy name format gives no valid name for '${name}'`);
}
