/**
 * A strict reader of SVG path data (typed path text). It follows the SVG grammar with three house rules:
 * the path must start with a move command, arc flags must be a single 0 or 1 (so the compact form
 * `A10 10 0 0120 20` reads flags 0, 1 and x = 20, as browsers do), and a number may not have a leading zero
 * (`01`: ambiguous with compact flags, and Fabric's reader splits it silently). Fabric's `util.parsePath` never
 * throws, so the editor validates here first. Errors are `PathDataError`s naming command, parameter, position.
 */
import { PathDataError } from './path-data-error.ts';

/** Parameter names per command (lower case), as the SVG specification names them. */
export const PATH_PARAMETERS = {
  m: ['x', 'y'],
  l: ['x', 'y'],
  h: ['x'],
  v: ['y'],
  c: ['x1', 'y1', 'x2', 'y2', 'x', 'y'],
  s: ['x2', 'y2', 'x', 'y'],
  q: ['x1', 'y1', 'x', 'y'],
  t: ['x', 'y'],
  a: ['rx', 'ry', 'x-axis-rotation', 'large-arc-flag', 'sweep-flag', 'x', 'y'],
  z: [],
} as const satisfies Record<string, readonly string[]>;

type LowerLetter = keyof typeof PATH_PARAMETERS;
export type PathLetter = LowerLetter | Uppercase<LowerLetter>;

/** One command as written: its letter, its numbers, and where it starts in the path data. */
export interface PathSegment {
  command: PathLetter;
  args: number[];
  position: number;
}

const isLetter = (ch: string | undefined): ch is PathLetter =>
  ch !== undefined && ch.length === 1 && ch.toLowerCase() in PATH_PARAMETERS;
const isDigit = (ch: string | undefined): boolean => ch !== undefined && ch >= '0' && ch <= '9';
const isSpace = (ch: string | undefined): boolean =>
  ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r' || ch === '\f';
const startsNumber = (ch: string | undefined): boolean =>
  isDigit(ch) || ch === '.' || ch === '-' || ch === '+';
const describe = (ch: string | undefined): string => (ch === undefined ? 'the end of the path' : `'${ch}'`);

class Reader {
  pos = 0;
  constructor(readonly text: string) {}

  /** The character at the cursor (a method, not a getter, so that TypeScript does not narrow it). */
  ch(): string | undefined {
    return this.text[this.pos];
  }

  skipSpaces(): void {
    while (isSpace(this.ch())) this.pos++;
  }

  /** Spaces, at most one comma, spaces: the separator between numbers. */
  skipSeparator(): void {
    this.skipSpaces();
    if (this.ch() === ',') {
      this.pos++;
      this.skipSpaces();
    }
  }

  /** Reads one number per the SVG grammar, refusing leading zeros. `where` prefixes error messages. */
  number(where: string, command: string, parameter: string): number {
    const start = this.pos;
    const fail = (message: string, at: number): never => {
      throw new PathDataError(`${where}: parameter ${parameter} ${message}`, at, command, parameter);
    };
    if (!startsNumber(this.ch())) {
      if (this.ch() === undefined || isLetter(this.ch())) {
        fail(`is missing at position ${this.pos} (got ${describe(this.ch())})`, this.pos);
      }
      fail(`must be a number, got ${describe(this.ch())} at position ${this.pos}`, this.pos);
    }
    if (this.ch() === '+' || this.ch() === '-') this.pos++;
    const intStart = this.pos;
    while (isDigit(this.ch())) this.pos++;
    const intDigits = this.pos - intStart;
    if (intDigits > 1 && this.text[intStart] === '0') {
      fail(`has a leading zero: '${this.text.slice(start, this.pos)}' at position ${intStart}`, intStart);
    }
    let fractionDigits = 0;
    if (this.ch() === '.') {
      this.pos++;
      while (isDigit(this.ch())) {
        this.pos++;
        fractionDigits++;
      }
    }
    if (intDigits === 0 && fractionDigits === 0) {
      fail(`must be a number, got '${this.text.slice(start, this.pos)}' at position ${start}`, start);
    }
    if (this.ch() === 'e' || this.ch() === 'E') {
      const exponentAt = this.pos;
      this.pos++;
      if (this.ch() === '+' || this.ch() === '-') this.pos++;
      if (!isDigit(this.ch())) {
        fail(
          `has an invalid exponent: '${this.text.slice(start, this.pos)}' at position ${exponentAt}`,
          exponentAt,
        );
      }
      while (isDigit(this.ch())) this.pos++;
    }
    return Number(this.text.slice(start, this.pos));
  }

  /** Reads an arc flag: exactly one character, 0 or 1. */
  flag(where: string, command: string, parameter: string): 0 | 1 {
    const ch = this.ch();
    if (ch === '0' || ch === '1') {
      this.pos++;
      return ch === '1' ? 1 : 0;
    }
    const message =
      ch === undefined || isLetter(ch)
        ? `is missing at position ${this.pos} (got ${describe(ch)})`
        : `must be 0 or 1, got ${describe(ch)} at position ${this.pos}`;
    throw new PathDataError(`${where}: ${parameter} ${message}`, this.pos, command, parameter);
  }
}

/**
 * Parses SVG path data into segments as written (relative commands, H/V/S/T kept; see `toAbsolute`). Implicit
 * repeats become their own segments, those after a move as line commands (`M0 0 10 10` = M, L). Throws
 * `PathDataError`.
 */
export function parsePathData(d: string): PathSegment[] {
  const reader = new Reader(d);
  reader.skipSpaces();
  if (reader.ch() === undefined) throw new PathDataError('path data is empty', 0);
  const first = reader.ch();
  if (first !== 'M' && first !== 'm') {
    throw new PathDataError(
      `path data must start with a move command (M or m), got ${describe(first)} at position ${reader.pos}`,
      reader.pos,
      isLetter(first) ? first : null,
    );
  }
  const segments: PathSegment[] = [];
  for (let letter = reader.ch(); letter !== undefined; letter = reader.ch()) {
    if (!isLetter(letter)) {
      const known = /^[a-z]$/i.test(letter);
      const message = known
        ? `unknown path command '${letter}' at position ${reader.pos}`
        : `unexpected ${describe(letter)} at position ${reader.pos}: expected a command letter`;
      throw new PathDataError(message, reader.pos, known ? letter : null);
    }
    const commandAt = reader.pos;
    reader.pos++;
    reader.skipSpaces();
    const names: readonly string[] = PATH_PARAMETERS[letter.toLowerCase() as LowerLetter];
    if (names.length === 0) {
      segments.push({ command: letter, args: [], position: commandAt });
      continue;
    }
    const isArc = letter === 'A' || letter === 'a';
    let command: PathLetter = letter;
    let position = commandAt;
    for (;;) {
      const where = `command '${letter}' at position ${commandAt}`;
      const args = names.map((name, i) => {
        const value =
          isArc && (i === 3 || i === 4)
            ? reader.flag(where, letter, name)
            : reader.number(where, letter, name);
        reader.skipSeparator();
        return value;
      });
      segments.push({ command, args, position });
      if (!startsNumber(reader.ch())) break;
      // Another set of numbers repeats the command; after a move it means a line.
      if (command === 'M') command = 'L';
      if (command === 'm') command = 'l';
      position = reader.pos;
    }
  }
  return segments;
}

/** The error of `parsePathData`, or null when the path data is valid (for form validation). */
export function validatePathData(d: string): PathDataError | null {
  try {
    parsePathData(d);
    return null;
  } catch (error) {
    if (error instanceof PathDataError) return error;
    throw error;
  }
}
