/**
 * Fabric's box shapes as outlines in their box [0, width] × [0, height], point for point as Fabric draws them
 * (Rect, Triangle, Circle/Ellipse), so the worker renders what the editing canvas shows.
 */
import type { BezierCommand } from './fit-box.ts';
import { outlineOf } from './svg-string.ts';
import type { Outline } from './types.ts';

/** Quarter-circle handle length as a fraction of the radius, the constant Fabric uses: 4/3·(√2 − 1). */
export const KAPPA = 0.5522847498;

/**
 * Rectangle with corner radii rx, ry, each limited to half the side (as SVG and Fabric do). A corner is
 * rounded only when both radii are above 0.
 */
export function rectCommands(width: number, height: number, rxIn = 0, ryIn = rxIn): BezierCommand[] {
  const rx = Math.max(0, Math.min(rxIn, width / 2));
  const ry = Math.max(0, Math.min(ryIn, height / 2));
  if (rx === 0 || ry === 0) {
    return [['M', 0, 0], ['L', width, 0], ['L', width, height], ['L', 0, height], ['Z']];
  }
  const kx = KAPPA * rx;
  const ky = KAPPA * ry;
  return [
    ['M', rx, 0],
    ['L', width - rx, 0],
    ['C', width - rx + kx, 0, width, ry - ky, width, ry],
    ['L', width, height - ry],
    ['C', width, height - ry + ky, width - rx + kx, height, width - rx, height],
    ['L', rx, height],
    ['C', rx - kx, height, 0, height - ry + ky, 0, height - ry],
    ['L', 0, ry],
    ['C', 0, ry - ky, rx - kx, 0, rx, 0],
    ['Z'],
  ];
}

/** Isosceles triangle, apex at the top centre (Fabric's Triangle). */
export function triangleCommands(width: number, height: number): BezierCommand[] {
  return [['M', 0, height], ['L', width / 2, 0], ['L', width, height], ['Z']];
}

/** Ellipse inscribed in the box, four quarter cubics clockwise from the rightmost point. */
export function ellipseCommands(width: number, height: number): BezierCommand[] {
  const rx = width / 2;
  const ry = height / 2;
  const kx = KAPPA * rx;
  const ky = KAPPA * ry;
  return [
    ['M', width, ry],
    ['C', width, ry + ky, rx + kx, height, rx, height],
    ['C', rx - kx, height, 0, ry + ky, 0, ry],
    ['C', 0, ry - ky, rx - kx, 0, rx, 0],
    ['C', rx + kx, 0, width, ry - ky, width, ry],
    ['Z'],
  ];
}

export const rectOutline = (width: number, height: number, rx = 0, ry = rx): Outline =>
  outlineOf(rectCommands(width, height, rx, ry));
export const triangleOutline = (width: number, height: number): Outline =>
  outlineOf(triangleCommands(width, height));
export const ellipseOutline = (width: number, height: number): Outline =>
  outlineOf(ellipseCommands(width, height));
/** Circle of `radius` in its box [0, 2r] × [0, 2r] (Fabric's Circle: width = height = 2 · radius). */
export const circleOutline = (radius: number): Outline => outlineOf(ellipseCommands(2 * radius, 2 * radius));
