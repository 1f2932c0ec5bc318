/** Reading a typed colour code: `#rrggbb` or `#rgb`, the `#` optional, any case; out comes `#rrggbb` in lower case. */

export function fullHex(text: string): string | undefined {
  const match = /^#?([0-9a-f]{6})$/i.exec(text.trim());
  return match?.[1] === undefined ? undefined : `#${match[1].toLowerCase()}`;
}

export function shortHex(text: string): string | undefined {
  const match = /^#?([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(text.trim());
  if (match === null) return undefined;
  return `#${match
    .slice(1)
    .map((digit) => digit.repeat(2))
    .join('')
    .toLowerCase()}`;
}
