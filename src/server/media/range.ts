/** A byte range [start, end] (inclusive) of a file of `size` bytes. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Reads a `Range` header for a file of `size` bytes: undefined when absent or not `bytes=` (serve it all),
 * 'unsatisfiable' for a range outside the file (416), else the first range. Several ranges are served as the
 * whole file (RFC 9110 lets a server ignore Range).
 */
export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  if (header === undefined) return undefined;
  const match = /^bytes=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header.trim());
  if (match === null)
    return header.trim().toLowerCase().startsWith('bytes=') && !header.includes(',')
      ? 'unsatisfiable'
      : undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return 'unsatisfiable';
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}
