/**
 * Path geometry types. Commands are tuples in Fabric's parsed-path shape (`['M', x, y]`, `['C', ...]`), so a
 * list of them can be handed to `new fabric.Path(commands)` on the page and to `drawPath` in the worker alike:
 * both sides then draw the very same numbers.
 */

export interface Point {
  x: number;
  y: number;
}

export type MoveCommand = ['M', x: number, y: number];
export type LineCommand = ['L', x: number, y: number];
export type CubicCommand = ['C', x1: number, y1: number, x2: number, y2: number, x: number, y: number];
export type QuadCommand = ['Q', x1: number, y1: number, x: number, y: number];
/** SVG elliptical arc; rotation in degrees as in SVG path data; flags 0 or 1. */
export type ArcCommand = [
  'A',
  rx: number,
  ry: number,
  rotation: number,
  largeArc: 0 | 1,
  sweep: 0 | 1,
  x: number,
  y: number,
];
export type CloseCommand = ['Z'];

/** An absolute path command: everything relative, H/V and S/T has been resolved (see `toAbsolute`). */
export type PathCommand = MoveCommand | LineCommand | CubicCommand | QuadCommand | ArcCommand | CloseCommand;

/** Axis-aligned bounds. */
export interface Bounds {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** An outline both as commands and as SVG path data. */
export interface Outline {
  commands: PathCommand[];
  d: string;
}
