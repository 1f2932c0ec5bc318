/** The caption editor's time fields: seconds to the millisecond, typed as decimals. */

/** The attributes every caption time input shares. */
export const TIME_INPUT = {
  type: 'number',
  className: 'cw-caption-time',
  step: 0.001,
  min: 0,
  inputMode: 'decimal',
} as const;

/** A time field's text as seconds; an empty field is not a number (and is refused as such). */
export function seconds(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}
