/** Subtitle style edits: a patch is checked before it reaches the scene. */
import { CAPTION_ANIMATIONS, CAPTION_CHARS, type SubtitleStyle } from '../../../shared/model/text-style.ts';

const NUMERIC_LIMITS: Partial<Record<keyof SubtitleStyle, { min: number; max: number }>> = {
  fontSize: { min: 8, max: 400 },
  strokeWidth: { min: 0, max: 40 },
  opacity: { min: 0, max: 1 },
  bottom: { min: 0, max: 1920 },
  top: { min: 0, max: 1920 },
  maxLines: { min: 1, max: 2 },
  maxCharsPerLine: CAPTION_CHARS,
};
/** Fields that take whole numbers only. */
const WHOLE: ReadonlySet<string> = new Set(['maxLines', 'maxCharsPerLine']);

/** Why `patch` cannot apply (naming the field and the value), or undefined when it can. */
export function subtitlePatchProblem(patch: Partial<SubtitleStyle>): string | undefined {
  for (const [field, value] of Object.entries(patch)) {
    const limits = NUMERIC_LIMITS[field as keyof SubtitleStyle];
    if (limits === undefined) continue;
    if (typeof value !== 'number' || !Number.isFinite(value) || value < limits.min || value > limits.max)
      return `${field} ${String(value)}: must be a number from ${limits.min} to ${limits.max}`;
    if (WHOLE.has(field) && !Number.isInteger(value))
      return `${field} ${String(value)}: must be a whole number from ${limits.min} to ${limits.max}`;
  }
  if (patch.animation !== undefined && !(CAPTION_ANIMATIONS as readonly string[]).includes(patch.animation))
    return `animation ${String(patch.animation)}: must be one of ${CAPTION_ANIMATIONS.join(', ')}`;
  return undefined;
}

/** The style with `patch` applied; throws with the problem when it is out of range. */
export function patchSubtitleStyle(style: SubtitleStyle, patch: Partial<SubtitleStyle>): SubtitleStyle {
  const problem = subtitlePatchProblem(patch);
  if (problem !== undefined) throw new RangeError(problem);
  return { ...style, ...patch };
}

/** A colour for the colour field (which takes #rrggbb only): rgb()/rgba() and #rgb are converted. */
export function hex(colour: string): string {
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(colour);
  if (short !== null)
    return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`.toLowerCase();
  if (/^#[0-9a-f]{6}$/i.test(colour)) return colour.toLowerCase();
  const rgb = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)/i.exec(colour);
  if (rgb !== null)
    return `#${[rgb[1], rgb[2], rgb[3]].map((v) => Math.min(255, Number(v)).toString(16).padStart(2, '0')).join('')}`;
  return '#000000';
}
