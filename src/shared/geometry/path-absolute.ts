/**
 * Parsed path segments → absolute M/L/C/Q/A/Z commands: relative coordinates resolved against the current
 * point, H/V as lines, S/T with their reflected control points (SVG 1.1 §8.3), so that renderers, bounds and
 * Fabric need to know only six commands.
 */
import { parsePathData, type PathLetter, type PathSegment } from './path-parse.ts';
import type { PathCommand } from './types.ts';

type XY = [number, number];

/** Where the pen is between segments. */
interface Pen {
  x: number;
  y: number;
  /** Where the subpath began: Z goes back there. */
  startX: number;
  startY: number;
  /** The control point that S or T reflects, when the previous command was a cubic or a quadratic. */
  cubic: XY | null;
  quad: XY | null;
}

/** A segment as a step reads it: argument `i` (0 when missing), and where relative coordinates start. */
interface SegmentArgs {
  a(i: number): number;
  ox: number;
  oy: number;
}

/** One segment's absolute command; moves the pen and hands on the control point a next S or T reflects. */
type Step = (pen: Pen, segment: SegmentArgs) => { command: PathCommand; cubic?: XY; quad?: XY };

/** The previous control point mirrored through the pen, or the pen itself when there is none to mirror. */
const reflect = (pen: Pen, control: XY | null): XY =>
  control ? [2 * pen.x - control[0], 2 * pen.y - control[1]] : [pen.x, pen.y];

function lineTo(pen: Pen, x: number, y: number): ReturnType<Step> {
  pen.x = x;
  pen.y = y;
  return { command: ['L', x, y] };
}

/** C, or S (`smooth`): its first control point reflected, so its arguments start one point earlier. */
function cubicTo(pen: Pen, { a, ox, oy }: SegmentArgs, smooth: boolean): ReturnType<Step> {
  const c1: XY = smooth ? reflect(pen, pen.cubic) : [a(0) + ox, a(1) + oy];
  const r = smooth ? 0 : 2;
  const c2: XY = [a(r) + ox, a(r + 1) + oy];
  pen.x = a(r + 2) + ox;
  pen.y = a(r + 3) + oy;
  return { command: ['C', c1[0], c1[1], c2[0], c2[1], pen.x, pen.y], cubic: c2 };
}

/** Q, or T (`smooth`): its control point reflected, so only the end point is given. */
function quadTo(pen: Pen, { a, ox, oy }: SegmentArgs, smooth: boolean): ReturnType<Step> {
  const c: XY = smooth ? reflect(pen, pen.quad) : [a(0) + ox, a(1) + oy];
  pen.x = (smooth ? a(0) : a(2)) + ox;
  pen.y = (smooth ? a(1) : a(3)) + oy;
  return { command: ['Q', c[0], c[1], pen.x, pen.y], quad: c };
}

const STEPS: Record<Uppercase<PathLetter>, Step> = {
  M: (pen, { a, ox, oy }) => {
    pen.x = a(0) + ox;
    pen.y = a(1) + oy;
    pen.startX = pen.x;
    pen.startY = pen.y;
    return { command: ['M', pen.x, pen.y] };
  },
  L: (pen, { a, ox, oy }) => lineTo(pen, a(0) + ox, a(1) + oy),
  H: (pen, { a, ox }) => lineTo(pen, a(0) + ox, pen.y),
  V: (pen, { a, oy }) => lineTo(pen, pen.x, a(0) + oy),
  C: (pen, segment) => cubicTo(pen, segment, false),
  S: (pen, segment) => cubicTo(pen, segment, true),
  Q: (pen, segment) => quadTo(pen, segment, false),
  T: (pen, segment) => quadTo(pen, segment, true),
  A: (pen, { a, ox, oy }) => {
    pen.x = a(5) + ox;
    pen.y = a(6) + oy;
    return { command: ['A', a(0), a(1), a(2), a(3) === 1 ? 1 : 0, a(4) === 1 ? 1 : 0, pen.x, pen.y] };
  },
  Z: (pen) => {
    pen.x = pen.startX;
    pen.y = pen.startY;
    return { command: ['Z'] };
  },
};

/** Absolute commands for parsed segments. */
export function toAbsolute(segments: readonly PathSegment[]): PathCommand[] {
  const out: PathCommand[] = [];
  const pen: Pen = { x: 0, y: 0, startX: 0, startY: 0, cubic: null, quad: null };
  for (const { command, args } of segments) {
    const relative = command === command.toLowerCase();
    const segment: SegmentArgs = {
      a: (i) => args[i] ?? 0,
      ox: relative ? pen.x : 0,
      oy: relative ? pen.y : 0,
    };
    const step: Step | undefined = STEPS[command.toUpperCase() as Uppercase<PathLetter>];
    const drawn = step?.(pen, segment);
    if (drawn !== undefined) out.push(drawn.command);
    pen.cubic = drawn?.cubic ?? null;
    pen.quad = drawn?.quad ?? null;
  }
  return out;
}

/** Parses user path data straight to absolute commands (throws `PathDataError`). */
export function parseAbsolutePath(d: string): PathCommand[] {
  return toAbsolute(parsePathData(d));
}
