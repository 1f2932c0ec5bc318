/**
 * Parsed path segments → absolute M/L/C/Q/A/Z commands: relative coordinates resolved against the current
 * point, H/V as lines, S/T with their reflected control points (SVG 1.1 §8.3), so that renderers, bounds and
 * Fabric need to know only six commands.
 */
import { parsePathData, type PathSegment } from './path-parse.ts';
import type { PathCommand } from './types.ts';

/** Absolute commands for parsed segments. */
export function toAbsolute(segments: readonly PathSegment[]): PathCommand[] {
  const out: PathCommand[] = [];
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  // The control point that S or T reflects, when the previous command was a cubic or a quadratic.
  let cubicControl: [number, number] | null = null;
  let quadControl: [number, number] | null = null;
  for (const { command, args } of segments) {
    const relative = command === command.toLowerCase();
    const ox = relative ? x : 0;
    const oy = relative ? y : 0;
    const a = (i: number): number => args[i] ?? 0;
    let nextCubic: [number, number] | null = null;
    let nextQuad: [number, number] | null = null;
    switch (command.toUpperCase()) {
      case 'M':
        x = a(0) + ox;
        y = a(1) + oy;
        startX = x;
        startY = y;
        out.push(['M', x, y]);
        break;
      case 'L':
        x = a(0) + ox;
        y = a(1) + oy;
        out.push(['L', x, y]);
        break;
      case 'H':
        x = a(0) + ox;
        out.push(['L', x, y]);
        break;
      case 'V':
        y = a(0) + oy;
        out.push(['L', x, y]);
        break;
      case 'C':
      case 'S': {
        const smooth = command === 'S' || command === 's';
        const c1: [number, number] = smooth
          ? cubicControl
            ? [2 * x - cubicControl[0], 2 * y - cubicControl[1]]
            : [x, y]
          : [a(0) + ox, a(1) + oy];
        const rest = smooth ? args : args.slice(2);
        const c2: [number, number] = [(rest[0] ?? 0) + ox, (rest[1] ?? 0) + oy];
        x = (rest[2] ?? 0) + ox;
        y = (rest[3] ?? 0) + oy;
        out.push(['C', c1[0], c1[1], c2[0], c2[1], x, y]);
        nextCubic = c2;
        break;
      }
      case 'Q':
      case 'T': {
        const smooth = command === 'T' || command === 't';
        const c: [number, number] = smooth
          ? quadControl
            ? [2 * x - quadControl[0], 2 * y - quadControl[1]]
            : [x, y]
          : [a(0) + ox, a(1) + oy];
        x = (smooth ? a(0) : a(2)) + ox;
        y = (smooth ? a(1) : a(3)) + oy;
        out.push(['Q', c[0], c[1], x, y]);
        nextQuad = c;
        break;
      }
      case 'A':
        x = a(5) + ox;
        y = a(6) + oy;
        out.push(['A', a(0), a(1), a(2), a(3) === 1 ? 1 : 0, a(4) === 1 ? 1 : 0, x, y]);
        break;
      case 'Z':
        x = startX;
        y = startY;
        out.push(['Z']);
        break;
    }
    cubicControl = nextCubic;
    quadControl = nextQuad;
  }
  return out;
}

/** Parses user path data straight to absolute commands (throws `PathDataError`). */
export function parseAbsolutePath(d: string): PathCommand[] {
  return toAbsolute(parsePathData(d));
}
