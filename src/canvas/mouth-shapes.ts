/**
 * What each mouth shape (viseme) looks like, as a few numbers that both ways of drawing a talking mouth read
 * (avatar-mouth.ts): how far it opens, how wide it is, how round, and how much of the upper teeth and the
 * tongue show. A cross-fade between two shapes (mouthBlend) interpolates the numbers, so the mouth moves
 * smoothly from one shape to the next instead of showing two mouths at once. Pure.
 */
import type { MouthBlend, Viseme } from '../shared/speech/visemes.ts';

export interface MouthShape {
  /** The opening's height, as a fraction of the mouth's widest opening (0: lips together). */
  open: number;
  /** The mouth's width, as a fraction of the mouth box's width. */
  width: number;
  /** 0: the corners meet in points (a spread mouth); 1: an oval (rounded lips). */
  round: number;
  /** How much of the upper teeth shows in the opening (0..1). */
  teeth: number;
  /** How much of the tongue shows (0..1). */
  tongue: number;
}

/** Preston Blair's shapes (see shared/speech/visemes.ts for what each is). */
export const MOUTH_SHAPES: Readonly<Record<Viseme, Readonly<MouthShape>>> = {
  rest: { open: 0, width: 0.7, round: 0, teeth: 0, tongue: 0 },
  MBP: { open: 0, width: 0.62, round: 0, teeth: 0, tongue: 0 },
  FV: { open: 0.14, width: 0.72, round: 0, teeth: 1, tongue: 0 },
  L: { open: 0.45, width: 0.72, round: 0.2, teeth: 0.7, tongue: 1 },
  WQ: { open: 0.22, width: 0.36, round: 1, teeth: 0, tongue: 0 },
  U: { open: 0.14, width: 0.42, round: 0.9, teeth: 0, tongue: 0 },
  O: { open: 0.62, width: 0.5, round: 1, teeth: 0, tongue: 0.2 },
  E: { open: 0.35, width: 0.86, round: 0.1, teeth: 0.7, tongue: 0 },
  AI: { open: 1, width: 0.86, round: 0.35, teeth: 0.8, tongue: 0.45 },
  etc: { open: 0.2, width: 0.76, round: 0.1, teeth: 1, tongue: 0 },
};

const STEPS = 64;
const step = (n: number): number => Math.round(Math.min(1, Math.max(0, n)) * STEPS) / STEPS;
const lerp = (a: number, b: number, t: number): number => a + (b - a) * t;

/**
 * The shape of a blend (`from` with weight 1 − mix, `to` with weight mix), each number on a grid of 1/64:
 * frames whose shapes differ by less draw the same picture, which a painter keeps, whichever frame drew it.
 */
export function mouthShapeOf(blend: MouthBlend): MouthShape {
  const a = MOUTH_SHAPES[blend.from];
  const b = MOUTH_SHAPES[blend.to];
  const t = Math.min(1, Math.max(0, blend.mix));
  return {
    open: step(lerp(a.open, b.open, t)),
    width: step(lerp(a.width, b.width, t)),
    round: step(lerp(a.round, b.round, t)),
    teeth: step(lerp(a.teeth, b.teeth, t)),
    tongue: step(lerp(a.tongue, b.tongue, t)),
  };
}

/** The closed mouth of silence, as mouthShapeOf gives it. */
export const CLOSED_SHAPE: Readonly<MouthShape> = Object.freeze(
  mouthShapeOf({ from: 'rest', to: 'rest', mix: 1 }),
);

/** The same string for equal shapes. */
export function mouthShapeKey(shape: MouthShape): string {
  return `${shape.open},${shape.width},${shape.round},${shape.teeth},${shape.tongue}`;
}
