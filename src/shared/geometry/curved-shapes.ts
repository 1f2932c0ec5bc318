/**
 * The curved path shapes (heart, cloud, round speech bubble) as cubic/quadratic outlines, designed in their
 * own units and then fitted so that their exact bounds are the box [0, width] × [0, height].
 */
import { arcToCubics, centerArcToCubics } from './arc.ts';
import { type BezierCommand, fitToBox } from './fit-box.ts';
import type { Point } from './types.ts';

const DEG = Math.PI / 180;
const QUARTER = Math.PI / 2;

/**
 * The heart of MDN's SVG path example: two semicircle lobes of radius 20 on y = 30 and two quadratics down to
 * the tip, `M10 30 A20 20 0 0 1 50 30 A20 20 0 0 1 90 30 Q90 60 50 90 Q10 60 10 30 Z` (bounds 10..90 both ways).
 */
function heartDesign(): BezierCommand[] {
  return [
    ['M', 10, 30],
    ...arcToCubics(10, 30, 20, 20, 0, 0, 1, 50, 30),
    ...arcToCubics(50, 30, 20, 20, 0, 0, 1, 90, 30),
    ['Q', 90, 60, 50, 90],
    ['Q', 10, 60, 10, 30],
    ['Z'],
  ];
}

/**
 * Cloud: anchors on an ellipse (radii 1 × 0.6), joined clockwise by semicircular bumps that bulge outwards and
 * meet in the notches that make it read as a cloud. Semicircles leave each anchor at right angles to its chord,
 * so neighbouring bumps never cross (a bump larger than a semicircle would loop over its neighbour at a shallow
 * notch). Anchor angles in degrees (0 = right, 90 = down): big bumps on top, smaller ones along the bottom.
 */
export const CLOUD_ANCHOR_ANGLES = [165, 215, 262, 310, 355, 40, 90, 130] as const;

function cloudDesign(): BezierCommand[] {
  const anchors: Point[] = CLOUD_ANCHOR_ANGLES.map((deg) => ({
    x: Math.cos(deg * DEG),
    y: 0.6 * Math.sin(deg * DEG),
  }));
  const first = anchors[0] as Point;
  const commands: BezierCommand[] = [['M', first.x, first.y]];
  anchors.forEach((from, i) => {
    const to = anchors[(i + 1) % anchors.length] as Point;
    const radius = Math.hypot(to.x - from.x, to.y - from.y) / 2;
    // Positive sweep: the bump bulges to the outside of a clockwise outline.
    commands.push(...arcToCubics(from.x, from.y, radius, radius, 0, 0, 1, to.x, to.y));
  });
  commands.push(['Z']);
  return commands;
}

/**
 * Round speech bubble: a unit circle with a straight-sided tail to the lower left. The tail leaves the circle
 * at 115° and 140° (0 = right, 90 = down) and its tip is at (−0.95, 1.15).
 */
export const BUBBLE_TAIL = { fromDeg: 115, toDeg: 140, tip: { x: -0.95, y: 1.15 } } as const;

/**
 * A circular arc split at every quarter angle it crosses, so that its leftmost, topmost, ... points are cubic
 * end points, exactly on the circle (a cubic's middle bulges out by up to 0.03 % of the radius).
 */
function quarterSplitArc(radius: number, start: number, sweep: number): BezierCommand[] {
  const end = start + sweep;
  const cuts = [start];
  for (let q = Math.floor(start / QUARTER) + 1; q * QUARTER < end; q++) cuts.push(q * QUARTER);
  cuts.push(end);
  return cuts
    .slice(1)
    .flatMap((to, i) =>
      centerArcToCubics(0, 0, radius, radius, 0, cuts[i] as number, to - (cuts[i] as number)),
    );
}

function bubbleDesign(): BezierCommand[] {
  const { fromDeg, toDeg, tip } = BUBBLE_TAIL;
  const start = toDeg * DEG;
  // Clockwise around the body from the tail's far side back to its near side.
  const sweep = 2 * Math.PI - (toDeg - fromDeg) * DEG;
  return [
    ['M', Math.cos(start), Math.sin(start)],
    ...quarterSplitArc(1, start, sweep),
    ['L', tip.x, tip.y],
    ['Z'],
  ];
}

export const heartCommands = (width: number, height: number): BezierCommand[] =>
  fitToBox(heartDesign(), width, height);
export const cloudCommands = (width: number, height: number): BezierCommand[] =>
  fitToBox(cloudDesign(), width, height);
export const roundSpeechBubbleCommands = (width: number, height: number): BezierCommand[] =>
  fitToBox(bubbleDesign(), width, height);
