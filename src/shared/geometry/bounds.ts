/**
 * Exact bounds of absolute paths: lines by their endpoints, Béziers by their endpoints and the roots of their
 * derivative (the only places an extremum can be), arcs after conversion to cubics (see arc.ts).
 */
import { toBezierCommands } from './bezier-path.ts';
import type { Bounds, PathCommand, Point } from './types.ts';

/** Parameters in (0, 1) where a cubic's coordinate (p0..p3) has a zero derivative. */
export function cubicExtremaParams(p0: number, p1: number, p2: number, p3: number): number[] {
  // B'(t)/3 = a t² + b t + c
  const a = -p0 + 3 * p1 - 3 * p2 + p3;
  const b = 2 * (p0 - 2 * p1 + p2);
  const c = p1 - p0;
  const roots: number[] = [];
  const scale = Math.max(Math.abs(a), Math.abs(b), Math.abs(c));
  if (scale === 0) return roots;
  if (Math.abs(a) <= 1e-12 * scale) {
    if (b !== 0) roots.push(-c / b);
  } else {
    const disc = b * b - 4 * a * c;
    if (disc >= 0) {
      // The numerically stable pair of quadratic roots.
      const q = -0.5 * (b + Math.sign(b || 1) * Math.sqrt(disc));
      roots.push(q / a);
      if (q !== 0) roots.push(c / q);
    }
  }
  return roots.filter((t) => t > 0 && t < 1);
}

/** Parameter in (0, 1) where a quadratic's coordinate has a zero derivative, if any. */
export function quadExtremaParams(p0: number, p1: number, p2: number): number[] {
  const den = p0 - 2 * p1 + p2;
  if (den === 0) return [];
  const t = (p0 - p1) / den;
  return t > 0 && t < 1 ? [t] : [];
}

function cubicAt(p0: number, p1: number, p2: number, p3: number, t: number): number {
  const u = 1 - t;
  return u * u * u * p0 + 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t * p3;
}

function quadAt(p0: number, p1: number, p2: number, t: number): number {
  const u = 1 - t;
  return u * u * p0 + 2 * u * t * p1 + t * t * p2;
}

/** Grows bounds to include points. */
class BoundsBuilder {
  minX = Infinity;
  minY = Infinity;
  maxX = -Infinity;
  maxY = -Infinity;
  addX(x: number): void {
    if (x < this.minX) this.minX = x;
    if (x > this.maxX) this.maxX = x;
  }
  addY(y: number): void {
    if (y < this.minY) this.minY = y;
    if (y > this.maxY) this.maxY = y;
  }
  add(x: number, y: number): void {
    this.addX(x);
    this.addY(y);
  }
  result(): Bounds | null {
    return this.minX === Infinity
      ? null
      : { minX: this.minX, minY: this.minY, maxX: this.maxX, maxY: this.maxY };
  }
}

/**
 * Bounds of the outline (no stroke). Move points count, as in Fabric's path bounds. Null for an empty path.
 */
export function pathBounds(commands: readonly PathCommand[]): Bounds | null {
  const box = new BoundsBuilder();
  let current: Point = { x: 0, y: 0 };
  let subpathStart: Point = current;
  for (const command of toBezierCommands(commands)) {
    switch (command[0]) {
      case 'M':
        box.add(command[1], command[2]);
        current = { x: command[1], y: command[2] };
        subpathStart = current;
        break;
      case 'L':
        box.add(command[1], command[2]);
        current = { x: command[1], y: command[2] };
        break;
      case 'C': {
        const [, x1, y1, x2, y2, x, y] = command;
        for (const t of cubicExtremaParams(current.x, x1, x2, x)) box.addX(cubicAt(current.x, x1, x2, x, t));
        for (const t of cubicExtremaParams(current.y, y1, y2, y)) box.addY(cubicAt(current.y, y1, y2, y, t));
        box.add(x, y);
        current = { x, y };
        break;
      }
      case 'Q': {
        const [, x1, y1, x, y] = command;
        for (const t of quadExtremaParams(current.x, x1, x)) box.addX(quadAt(current.x, x1, x, t));
        for (const t of quadExtremaParams(current.y, y1, y)) box.addY(quadAt(current.y, y1, y, t));
        box.add(x, y);
        current = { x, y };
        break;
      }
      case 'Z':
        current = subpathStart;
        break;
    }
  }
  return box.result();
}
