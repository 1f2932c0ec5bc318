/**
 * From what a project stores (`fontFamily`, `fontWeight`, `fontStyle`) to font names, the fallback stack and the
 * canvas `font` string. Unknown names fail with 'no font name', naming the name.
 */
import { SPEC_MESSAGES, SpecError } from '../errors.ts';
import type { FontScript } from './families.ts';
import { FONT_NAMES, findFontName, type FontName, type FontStyleName } from './names.ts';

/** What a text run asks for; weight and style as fabric stores them ('bold', 700, '300', 'italic', ...). */
export interface FontRequest {
  /** A font name, or a CSS family list of names ('Roboto, Noto Sans SC, sans-serif'). */
  name: string;
  weight?: string | number;
  style?: string;
}

/**
 * The family each script falls back to when the chosen font lacks its characters. Emoji come right after Latin:
 * the CJK Noto faces carry monochrome pictographs (Noto Sans SC covers U+1F300–1F37E), which would otherwise win.
 */
export const FALLBACK_BY_SCRIPT: Readonly<Record<FontScript, string>> = {
  latin: 'Noto Sans',
  greek: 'Noto Sans',
  cyrillic: 'Noto Sans',
  vietnamese: 'Noto Sans',
  emoji: 'Noto Color Emoji',
  han: 'Noto Sans SC',
  kana: 'Noto Sans JP',
  hangul: 'Noto Sans KR',
  thai: 'Noto Sans Thai',
  devanagari: 'Noto Sans Devanagari',
  hebrew: 'Noto Sans Hebrew',
  malayalam: 'Noto Sans Malayalam',
  mongolian: 'Noto Sans Mongolian',
  arabic: 'Noto Sans Arabic',
};

/** Appended after the chosen names, in this order (Latin → emoji → CJK → other scripts), so mixed text renders
 * with our files, identically in the page and the worker, instead of with whatever the system has. */
export const FALLBACK_NAMES: readonly string[] = [
  'Noto Sans',
  'Noto Color Emoji',
  'Noto Sans SC',
  'Noto Sans JP',
  'Noto Sans KR',
  'Noto Sans TC',
  'Noto Sans Thai',
  'Noto Sans Devanagari',
  'Noto Sans Hebrew',
  'Noto Sans Malayalam',
  'Noto Sans Mongolian',
  'Noto Sans Arabic',
];

const GENERIC_FAMILIES = new Set([
  'serif',
  'sans-serif',
  'monospace',
  'cursive',
  'fantasy',
  'system-ui',
  'emoji',
  'math',
  'ui-sans-serif',
  'ui-serif',
  'ui-monospace',
  'ui-rounded',
]);

/** The catalogue entry of a name; throws SpecError('no font name …') naming the unknown name. */
export function resolveFontName(name: string): FontName {
  const entry = findFontName(name);
  if (entry === undefined) {
    throw new SpecError(
      `${SPEC_MESSAGES.noFontName}: fontFamily '${name}' is not one of the ${FONT_NAMES.length} editor fonts`,
    );
  }
  return entry;
}

/** Splits a CSS family list, drops quotes and generic families, and resolves every name (unknown → throws). */
export function fontNamesOf(fontFamily: string): FontName[] {
  const names = fontFamily
    .split(',')
    .map((part) => part.trim().replace(/^(['"])(.*)\1$/, '$2'))
    .filter((part) => part !== '' && !GENERIC_FAMILIES.has(part));
  if (names.length === 0) {
    throw new SpecError(`${SPEC_MESSAGES.noFontName}: fontFamily '${fontFamily}' names no editor font`);
  }
  return names.map(resolveFontName);
}

/** The chosen names then the fallbacks, without repeats: the order in which the browser looks for a glyph. */
export function fontStack(fontFamily: string): string[] {
  const stack = fontNamesOf(fontFamily).map((entry) => entry.name);
  for (const fallback of FALLBACK_NAMES) if (!stack.includes(fallback)) stack.push(fallback);
  return stack;
}

/** fabric's fontWeight ('normal', 'bold', 600, '300') as a CSS number; anything else is normal (400). */
export function normalizeFontWeight(weight: string | number | undefined): number {
  if (typeof weight === 'number') return Number.isFinite(weight) ? Math.min(1000, Math.max(1, weight)) : 400;
  if (weight === 'bold' || weight === 'bolder') return 700;
  if (weight === 'lighter') return 300;
  if (weight !== undefined && /^\d{1,4}$/.test(weight.trim())) return normalizeFontWeight(Number(weight));
  return 400;
}

export function normalizeFontStyle(style: string | undefined): FontStyleName {
  return style === 'italic' || style === 'oblique' ? 'italic' : 'normal';
}

/** The canvas / CSS `font` shorthand for a request at `sizePx`, with the full fallback stack. */
export function cssFont(request: FontRequest, sizePx: number): string {
  const families = fontStack(request.name)
    .map((name) => `"${name}"`)
    .join(', ');
  return `${normalizeFontStyle(request.style)} ${normalizeFontWeight(request.weight)} ${sizePx}px ${families}`;
}
