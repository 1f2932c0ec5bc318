/**
 * Parsing and checking what a creator types into the inspector (pure). A refused value never reaches the store:
 * the field shows a message naming the field and the value instead.
 */

/** Why a value was refused; `limit` is the bound it crossed. */
export type FieldProblem =
  | { kind: 'notNumber' }
  | { kind: 'belowMin'; limit: number }
  | { kind: 'aboveMax'; limit: number }
  | { kind: 'notInteger' }
  | { kind: 'notList' }
  | { kind: 'notColour' };

export type Parsed<T> = { ok: true; value: T } | { ok: false; raw: string; problem: FieldProblem };

export interface NumberRule {
  min?: number;
  max?: number;
  /** Whole numbers only. */
  integer?: boolean;
}

const refuse = <T>(raw: string, problem: FieldProblem): Parsed<T> => ({ ok: false, raw, problem });

/** A finite number within the rule. Accepts a decimal comma ("1,5"), which several site languages write. */
export function parseNumber(raw: string, rule: NumberRule = {}): Parsed<number> {
  const text = raw.trim().replace(',', '.');
  // Number('') is 0 and Number('0x10') is 16: only plain decimal notation counts as a number here.
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(text)) return refuse(raw, { kind: 'notNumber' });
  const value = Number(text);
  if (!Number.isFinite(value)) return refuse(raw, { kind: 'notNumber' });
  if (rule.integer === true && !Number.isInteger(value)) return refuse(raw, { kind: 'notInteger' });
  if (rule.min !== undefined && value < rule.min) return refuse(raw, { kind: 'belowMin', limit: rule.min });
  if (rule.max !== undefined && value > rule.max) return refuse(raw, { kind: 'aboveMax', limit: rule.max });
  return { ok: true, value };
}

/** A layer's stop time: empty means "until the scene ends" (undefined). */
export function parseStop(raw: string): Parsed<number | undefined> {
  return raw.trim() === '' ? { ok: true, value: undefined } : parseNumber(raw, { min: 0 });
}

/** A dash pattern "10, 5" → [10, 5]; empty → null (a solid line). Every entry ≥ 0. */
export function parseDashArray(raw: string): Parsed<number[] | null> {
  const text = raw.trim();
  if (text === '') return { ok: true, value: null };
  const parts = text.split(/[\s,;]+/).filter((part) => part !== '');
  const values: number[] = [];
  for (const part of parts) {
    const parsed = parseNumber(part, { min: 0 });
    if (!parsed.ok) return refuse(raw, { kind: 'notList' });
    values.push(parsed.value);
  }
  return { ok: true, value: values };
}

export function formatDashArray(value: readonly number[] | null | undefined): string {
  return value === null || value === undefined ? '' : value.join(', ');
}

/** The 16 basic CSS colour names (the defaults use some: lines are 'red', the crop stroke 'white'). */
const NAMED: Readonly<Record<string, string>> = {
  black: '#000000',
  silver: '#c0c0c0',
  gray: '#808080',
  grey: '#808080',
  white: '#ffffff',
  maroon: '#800000',
  red: '#ff0000',
  purple: '#800080',
  fuchsia: '#ff00ff',
  green: '#008000',
  lime: '#00ff00',
  olive: '#808000',
  yellow: '#ffff00',
  navy: '#000080',
  blue: '#0000ff',
  teal: '#008080',
  aqua: '#00ffff',
};

const hex2 = (n: number) =>
  Math.round(Math.min(255, Math.max(0, n)))
    .toString(16)
    .padStart(2, '0');

/**
 * The `#rrggbb` the colour field shows for a model colour (#rgb, #rrggbb, #rrggbbaa, rgb(), rgba(), a basic
 * name); `fallback` for anything else (gradients, 'transparent', null). Alpha is not shown by the field.
 */
export function colourInputValue(colour: unknown, fallback = '#000000'): string {
  if (typeof colour !== 'string') return fallback;
  const text = colour.trim().toLowerCase();
  const named = NAMED[text];
  if (named !== undefined) return named;
  let match = /^#([0-9a-f])([0-9a-f])([0-9a-f])([0-9a-f])?$/.exec(text);
  if (match !== null) return `#${match[1]}${match[1]}${match[2]}${match[2]}${match[3]}${match[3]}`;
  match = /^#([0-9a-f]{6})([0-9a-f]{2})?$/.exec(text);
  if (match !== null) return `#${match[1]}`;
  match = /^rgba?\(\s*([\d.]+)\s*[,\s]\s*([\d.]+)\s*[,\s]\s*([\d.]+)\s*(?:[,/]\s*[\d.]+%?\s*)?\)$/.exec(text);
  if (match !== null) return `#${hex2(Number(match[1]))}${hex2(Number(match[2]))}${hex2(Number(match[3]))}`;
  return fallback;
}

/** A colour typed as text: `#rgb` / `#rrggbb` / `#rrggbbaa`, `rgb()`/`rgba()`, or a basic name. */
export function parseColour(raw: string): Parsed<string> {
  const text = raw.trim().toLowerCase();
  if (text === 'transparent' || colourInputValue(text, '') !== '') return { ok: true, value: text };
  return refuse(raw, { kind: 'notColour' });
}

/** Numbers in the inspector: at most 3 decimals (model units are not worth more on screen). */
export function formatNumber(value: number | undefined | null): string {
  if (value === undefined || value === null || !Number.isFinite(value)) return '';
  return String(Math.round(value * 1000) / 1000);
}
