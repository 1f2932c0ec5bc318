/** A colour fill as a canvas style; anything else (none, gradient objects) is not a plain colour. */
export function colourOf(fill: unknown): string | null {
  return typeof fill === 'string' && fill !== '' ? fill : null;
}
