import { CAPTION_ANIMATIONS, CAPTION_CHARS, DEFAULT_SUBTITLE_STYLE } from '../model/text-style.ts';
import { type Draft, describe, type RepairLog } from './repair.ts';

/**
 * The caption fields of a subtitle style, after the generic pass gave them their types: an unknown
 * animation is 'none' (the static line), lines are 1 or 2 (rounded, clamped), characters per line a whole
 * number within CAPTION_CHARS.
 */
export function normalizeCaptionStyle(style: Draft, log: RepairLog, path: string): void {
  if (!(CAPTION_ANIMATIONS as readonly unknown[]).includes(style.animation)) {
    log.note(`${path}.animation`, `${describe(style.animation)} is not a caption animation; set to 'none'`);
    style.animation = DEFAULT_SUBTITLE_STYLE.animation;
  }
  const lines = style.maxLines as number;
  const wholeLines = Math.min(2, Math.max(1, Math.round(lines)));
  if (wholeLines !== lines) {
    log.note(`${path}.maxLines`, `${lines} is not 1 or 2; set to ${wholeLines}`);
    style.maxLines = wholeLines;
  }
  const chars = style.maxCharsPerLine as number;
  const wholeChars = Math.min(CAPTION_CHARS.max, Math.max(CAPTION_CHARS.min, Math.round(chars)));
  if (wholeChars !== chars) {
    log.note(
      `${path}.maxCharsPerLine`,
      `${chars} is not a whole number from ${CAPTION_CHARS.min} to ${CAPTION_CHARS.max}; set to ${wholeChars}`,
    );
    style.maxCharsPerLine = wholeChars;
  }
}
