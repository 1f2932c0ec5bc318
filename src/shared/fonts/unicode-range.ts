/** CSS `unicode-range` values as sorted code point intervals, so the loader can tell which subset covers a
 * character the way the browser does before it downloads anything. */

export type CodePointRanges = readonly (readonly [number, number])[];

/** Parses 'U+0000-00FF,U+0131,U+4??' into sorted inclusive intervals; throws naming the bad token. */
export function parseUnicodeRange(value: string): CodePointRanges {
  const ranges: [number, number][] = [];
  for (const raw of value.split(',')) {
    const token = raw.trim();
    const match = /^[Uu]\+([0-9A-Fa-f?]{1,6})(?:-([0-9A-Fa-f]{1,6}))?$/.exec(token);
    if (match === null) throw new Error(`unicode-range '${value}': bad token '${token}'`);
    const start = match[1] ?? '';
    if (start.includes('?')) {
      if (match[2] !== undefined) throw new Error(`unicode-range token '${token}': wildcard with an end`);
      ranges.push([parseInt(start.replaceAll('?', '0'), 16), parseInt(start.replaceAll('?', 'F'), 16)]);
    } else {
      const first = parseInt(start, 16);
      const last = match[2] === undefined ? first : parseInt(match[2], 16);
      if (last < first) throw new Error(`unicode-range token '${token}': end before start`);
      ranges.push([first, last]);
    }
  }
  return ranges.sort((a, b) => a[0] - b[0]);
}

/** Binary search: is `codePoint` inside one of the sorted intervals? */
export function rangesContain(ranges: CodePointRanges, codePoint: number): boolean {
  let low = 0;
  let high = ranges.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const range = ranges[middle];
    if (range === undefined) return false;
    if (codePoint < range[0]) high = middle - 1;
    else if (codePoint > range[1]) low = middle + 1;
    else return true;
  }
  return false;
}
