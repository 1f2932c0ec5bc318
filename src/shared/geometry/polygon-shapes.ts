/**
 * The polygonal path shapes as vertex lists in their box [0, width] × [0, height]. Every list touches all four
 * sides of the box, so with sharp corners the outline's bounds are exactly the box.
 */
import { rangeMap } from './fit-box.ts';
import type { Point } from './types.ts';

/** Arm thickness of the cross as a fraction of the box (a plus sign of three equal bands). */
export const CROSS_ARM = 1 / 3;
/** Corner cut of the octagon: 1/(2+√2) of the side makes it regular in a square box. */
export const OCTAGON_CUT = 1 / (2 + Math.SQRT2);
/** Inner/outer radius of a regular pentagram: cos 72° / cos 36°. */
export const STAR_INNER_RATIO = Math.cos((2 * Math.PI) / 5) / Math.cos(Math.PI / 5);
/** Star burst: 16 spikes whose valleys sit at 0.8 of the outer radius. */
export const STAR_BURST_POINTS = 16;
export const STAR_BURST_INNER_RATIO = 0.8;
/**
 * Concave arrow block (a right block arrow with a notched tail): the head starts at 60 % of the width and spans
 * the full height, the shaft is the middle half of the height, the tail notch reaches 20 % into the box.
 */
export const CONCAVE_ARROW = { headStart: 0.6, shaftTop: 0.25, shaftBottom: 0.75, notch: 0.2 } as const;

export function diamondPoints(width: number, height: number): Point[] {
  return [
    { x: width / 2, y: 0 },
    { x: width, y: height / 2 },
    { x: width / 2, y: height },
    { x: 0, y: height / 2 },
  ];
}

export function octagonPoints(width: number, height: number): Point[] {
  const cx = width * OCTAGON_CUT;
  const cy = height * OCTAGON_CUT;
  return [
    { x: cx, y: 0 },
    { x: width - cx, y: 0 },
    { x: width, y: cy },
    { x: width, y: height - cy },
    { x: width - cx, y: height },
    { x: cx, y: height },
    { x: 0, y: height - cy },
    { x: 0, y: cy },
  ];
}

export function crossPoints(width: number, height: number): Point[] {
  const x1 = width * CROSS_ARM;
  const x2 = width * (1 - CROSS_ARM);
  const y1 = height * CROSS_ARM;
  const y2 = height * (1 - CROSS_ARM);
  return [
    { x: x1, y: 0 },
    { x: x2, y: 0 },
    { x: x2, y: y1 },
    { x: width, y: y1 },
    { x: width, y: y2 },
    { x: x2, y: y2 },
    { x: x2, y: height },
    { x: x1, y: height },
    { x: x1, y: y2 },
    { x: 0, y: y2 },
    { x: 0, y: y1 },
    { x: x1, y: y1 },
  ];
}

export function concaveArrowBlockPoints(width: number, height: number): Point[] {
  const { headStart, shaftTop, shaftBottom, notch } = CONCAVE_ARROW;
  return [
    { x: 0, y: height * shaftTop },
    { x: width * headStart, y: height * shaftTop },
    { x: width * headStart, y: 0 },
    { x: width, y: height / 2 },
    { x: width * headStart, y: height },
    { x: width * headStart, y: height * shaftBottom },
    { x: 0, y: height * shaftBottom },
    { x: width * notch, y: height / 2 },
  ];
}

/**
 * A star of `spikes` points, first spike straight up, clockwise, stretched so its vertices fill the box (a
 * regular star's own bounds are not square: the pentagram is 0.951 wide for 0.905 high per unit radius).
 */
export function starPoints(width: number, height: number, spikes: number, innerRatio: number): Point[] {
  const unit: Point[] = [];
  for (let i = 0; i < spikes * 2; i++) {
    const angle = -Math.PI / 2 + (i * Math.PI) / spikes;
    const r = i % 2 === 0 ? 1 : innerRatio;
    unit.push({ x: r * Math.cos(angle), y: r * Math.sin(angle) });
  }
  const xs = unit.map((p) => p.x);
  const ys = unit.map((p) => p.y);
  const fx = rangeMap(Math.min(...xs), Math.max(...xs), width);
  const fy = rangeMap(Math.min(...ys), Math.max(...ys), height);
  return unit.map((p) => ({ x: fx(p.x), y: fy(p.y) }));
}

export const fivePointedStarPoints = (width: number, height: number): Point[] =>
  starPoints(width, height, 5, STAR_INNER_RATIO);
export const starBurstPoints = (width: number, height: number): Point[] =>
  starPoints(width, height, STAR_BURST_POINTS, STAR_BURST_INNER_RATIO);
