import { describe, expect, it } from 'vitest';
import {
  parseAbsolutePath,
  parsePathData,
  PathDataError,
  toAbsolute,
  toSvgPath,
  validatePathData,
} from '../../../src/shared/geometry/index.ts';

/** The PathDataError thrown for `d`, as plain fields. */
function errorOf(d: string): {
  message: string;
  position: number;
  command: string | null;
  parameter: string | null;
} {
  const error = validatePathData(d);
  if (!error) throw new Error(`expected '${d}' to be refused`);
  expect(error).toBeInstanceOf(PathDataError);
  return {
    message: error.message,
    position: error.position,
    command: error.command,
    parameter: error.parameter,
  };
}

describe('parsePathData: accepted syntax', () => {
  it('reads commands, separators and implicit repeats (after a move they are lines)', () => {
    expect(parsePathData('M10,20 30 40l-5-5.5zm1 1')).toEqual([
      { command: 'M', args: [10, 20], position: 0 },
      { command: 'L', args: [30, 40], position: 7 },
      { command: 'l', args: [-5, -5.5], position: 12 },
      { command: 'z', args: [], position: 19 },
      { command: 'm', args: [1, 1], position: 20 },
    ]);
  });
  it('reads number forms: signs, fractions without integer part, exponents, adjacent fractions', () => {
    expect(parsePathData('M-.5+1e2L0.5.25 1.E-1 0').map((s) => s.args)).toEqual([
      [-0.5, 100],
      [0.5, 0.25],
      [1e-1, 0],
    ]);
  });
  it('reads compact arc flags as single characters', () => {
    expect(parsePathData('M0 0A10 10 0 0120 20')[1]).toEqual({
      command: 'A',
      args: [10, 10, 0, 0, 1, 20, 20],
      position: 4,
    });
  });
  it('allows leading and trailing whitespace of every kind', () => {
    expect(parsePathData(' \n\tM 1 2 \r\n')).toEqual([{ command: 'M', args: [1, 2], position: 3 }]);
  });
});

describe('parsePathData: errors name command, parameter and position', () => {
  it('must start with a move command', () => {
    expect(errorOf('L10 10')).toEqual({
      message: "path data must start with a move command (M or m), got 'L' at position 0",
      position: 0,
      command: 'L',
      parameter: null,
    });
    expect(errorOf('  5 5').message).toBe(
      "path data must start with a move command (M or m), got '5' at position 2",
    );
    expect(errorOf('').message).toBe('path data is empty');
  });
  it('arc flags must be 0 or 1', () => {
    expect(errorOf('M0 0 A10 10 0 2 1 5 5')).toEqual({
      message: "command 'A' at position 5: large-arc-flag must be 0 or 1, got '2' at position 14",
      position: 14,
      command: 'A',
      parameter: 'large-arc-flag',
    });
    expect(errorOf('M0 0a10 10 0 1 -1 5 5')).toEqual({
      message: "command 'a' at position 4: sweep-flag must be 0 or 1, got '-' at position 15",
      position: 15,
      command: 'a',
      parameter: 'sweep-flag',
    });
  });
  it('numbers may not have leading zeros', () => {
    expect(errorOf('M0 0 L01 5')).toEqual({
      message: "command 'L' at position 5: parameter x has a leading zero: '01' at position 6",
      position: 6,
      command: 'L',
      parameter: 'x',
    });
    expect(errorOf('M0 0 C1 2 3 4 5 -007').message).toBe(
      "command 'C' at position 5: parameter y has a leading zero: '-007' at position 17",
    );
    // 0, 0.01 and 10 are fine.
    expect(validatePathData('M0 0.01L10 0')).toBeNull();
  });
  it('wrong parameter counts', () => {
    expect(errorOf('M0 0 C1 2 3 4 5')).toEqual({
      message: "command 'C' at position 5: parameter y is missing at position 15 (got the end of the path)",
      position: 15,
      command: 'C',
      parameter: 'y',
    });
    expect(errorOf('M0 0 L5 Z').message).toBe(
      "command 'L' at position 5: parameter y is missing at position 8 (got 'Z')",
    );
    expect(errorOf('M0 0 Z 5 5')).toMatchObject({
      message: "unexpected '5' at position 7: expected a command letter",
      position: 7,
    });
  });
  it('unknown letters and malformed numbers', () => {
    expect(errorOf('M0 0 X 5')).toEqual({
      message: "unknown path command 'X' at position 5",
      position: 5,
      command: 'X',
      parameter: null,
    });
    expect(errorOf('M0 0 L5 #').message).toBe(
      "command 'L' at position 5: parameter y must be a number, got '#' at position 8",
    );
    expect(errorOf('M0 0 L- 5').message).toBe(
      "command 'L' at position 5: parameter x must be a number, got '-' at position 6",
    );
    expect(errorOf('M0 0 L1e 5')).toMatchObject({
      message: "command 'L' at position 5: parameter x has an invalid exponent: '1e' at position 7",
      position: 7,
      parameter: 'x',
    });
  });
  it('parsePathData throws the same PathDataError', () => {
    expect(() => parsePathData('Q1 1 2 2')).toThrow(PathDataError);
  });
});

describe('toAbsolute', () => {
  it('resolves relative commands, H/V and closes back to the subpath start', () => {
    expect(parseAbsolutePath('m10 10 h20 v5 H0 V0 z l5 5')).toEqual([
      ['M', 10, 10],
      ['L', 30, 10],
      ['L', 30, 15],
      ['L', 0, 15],
      ['L', 0, 0],
      ['Z'],
      ['L', 15, 15],
    ]);
  });
  it('reflects the previous cubic control for S, the current point otherwise', () => {
    expect(parseAbsolutePath('M0 0 C0 10 20 10 20 0 s20 -10 20 0 L50 0 S60 10 70 0')).toEqual([
      ['M', 0, 0],
      ['C', 0, 10, 20, 10, 20, 0],
      ['C', 20, -10, 40, -10, 40, 0],
      ['L', 50, 0],
      ['C', 50, 0, 60, 10, 70, 0],
    ]);
  });
  it('reflects the previous quadratic control for T, through chains of T', () => {
    expect(parseAbsolutePath('M0 0 Q10 10 20 0 T40 0 t20 0 L70 0 T80 0')).toEqual([
      ['M', 0, 0],
      ['Q', 10, 10, 20, 0],
      ['Q', 30, -10, 40, 0],
      ['Q', 50, 10, 60, 0],
      ['L', 70, 0],
      ['Q', 70, 0, 80, 0],
    ]);
  });
  it('keeps arcs, resolving a relative end point', () => {
    expect(parseAbsolutePath('M10 10 a5 6 30 1 0 10 0 A1 1 0 0 1 0 0')).toEqual([
      ['M', 10, 10],
      ['A', 5, 6, 30, 1, 0, 20, 10],
      ['A', 1, 1, 0, 0, 1, 0, 0],
    ]);
  });
  it('round-trips through SVG path data', () => {
    const commands = toAbsolute(parsePathData('M0.5 0 l1e-3 2 c1 1 1 1 2 2 z'));
    expect(toSvgPath(commands)).toBe('M 0.5 0 L 0.501 2 C 1.501 3 1.501 3 2.501 4 Z');
  });
});
