import type { Outline, PathCommand } from './types.ts';

/** Numeric precision is 8 fraction digits. */
const FRACTION_DIGITS = 8;

/** A number for path data: rounded to 8 fraction digits, trailing zeros dropped, never '-0'. */
export function formatNumber(n: number): string {
  if (!Number.isFinite(n)) throw new RangeError(`path number must be finite, got ${n}`);
  const rounded = Number(n.toFixed(FRACTION_DIGITS));
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

/** SVG path data for commands: 'M 0 0 L 10 0 Z' (one space between every token). */
export function toSvgPath(commands: readonly PathCommand[]): string {
  return commands
    .map(([letter, ...args]) => [letter, ...args.map((value) => formatNumber(value))].join(' '))
    .join(' ');
}

/** Commands with their SVG path data. */
export function outlineOf(commands: PathCommand[]): Outline {
  return { commands, d: toSvgPath(commands) };
}
