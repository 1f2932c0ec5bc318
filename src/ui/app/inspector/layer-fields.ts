/**
 * Which fields the inspector shows for a layer, their limits, and the property patches they make (pure).
 * Sizes are what the canvas shows (model units): `width × |scaleX|`; changing one changes the scale, except a
 * text box's width, which re-wraps its text instead (text box minimum width 20).
 */
import { SHAPES, TEXT } from '../../../shared/constants.ts';
import type { LayerProperty, VideoProperty } from '../../../shared/model/layer.ts';
import { formatSpeed } from '../../../shared/normalize/video.ts';
import type { NumberRule } from './fields.ts';

export type Axis = 'width' | 'height';
const SCALE = { width: 'scaleX', height: 'scaleY' } as const;

/** The size the canvas shows along `axis`. */
export function shownSize(p: LayerProperty, axis: Axis): number {
  return p[axis] * Math.abs(p[SCALE[axis]]);
}

/** The smallest size allowed: text boxes 20 wide, path shapes 0.5, everything else 1. */
export function sizeRule(p: LayerProperty, axis: Axis): NumberRule {
  if (p.type === 'textbox' && axis === 'width') return { min: TEXT.minWidth };
  return { min: p.type === 'CustomPath' ? SHAPES.minPathShapeSize : SHAPES.minRectSize };
}

/**
 * The patch that shows the layer `shown` units along `axis`. A text box's width is its wrapping width (its
 * height follows its text, so it has no height field); everything else keeps its box and changes its scale,
 * keeping the sign (a flip) of the scale. A box of size 0 cannot be scaled: its size is set instead.
 */
export function sizePatch(p: LayerProperty, axis: Axis, shown: number): Record<string, number> {
  const scaleKey = SCALE[axis];
  const scale = p[scaleKey];
  if (p.type === 'textbox' && axis === 'width') return { width: shown / Math.abs(scale || 1) };
  if (p[axis] === 0) return { [axis]: shown / Math.abs(scale || 1) };
  return { [scaleKey]: (Math.sign(scale) || 1) * (shown / p[axis]) };
}

/** Whether the layer has a height field (a text box's height follows its text). */
export function hasHeightField(p: LayerProperty): boolean {
  return p.type !== 'textbox';
}

/** Playback speeds offered for a video layer; a project's other value is offered too. */
export const VIDEO_SPEEDS = ['0.5', '0.75', '1.0', '1.25', '1.5', '2.0'] as const;

export function speedOptions(current: string): string[] {
  const normal = formatSpeed(Number(current));
  return (VIDEO_SPEEDS as readonly string[]).includes(normal)
    ? [...VIDEO_SPEEDS]
    : [...VIDEO_SPEEDS, current];
}

/** The shortest trim a video keeps (seconds of the source). */
export const MIN_TRIM = 0.1;

/** Limits of the trim fields: the start stays before the end, the end within the source. */
export function trimRule(p: VideoProperty, field: '_start' | '_end'): NumberRule {
  if (field === '_start') return { min: 0, max: Math.max(0, p._end - MIN_TRIM) };
  return { min: Math.min(p._duration, p._start + MIN_TRIM), max: p._duration };
}

/** The text weights offered; a project's other value is offered too. */
export const FONT_WEIGHTS = ['normal', 'bold', '100', '200', '300', '400', '500', '600', '700', '800', '900'];

export function weightOptions(current: string | number): string[] {
  const value = String(current);
  return FONT_WEIGHTS.includes(value) ? FONT_WEIGHTS : [...FONT_WEIGHTS, value];
}

/** A weight from the select: numbers as numbers (how Fabric and the fonts code read them). */
export function weightValue(option: string): string | number {
  return /^\d+$/.test(option) ? Number(option) : option;
}
