/**
 * The characters of caption text: which scripts break between characters (Chinese and Japanese have no
 * spaces), which count as two columns, which punctuation may not start or end a line, and which lines run
 * right to left.
 */

/** Characters a line may break between: Han, kana, CJK punctuation and full-width forms. */
const BREAKABLE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef\u30fc]/u;
/** Full-width characters (the breakable ones and Hangul) take two columns of a line. */
const WIDE =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff00-\uffef]/u;
/** Closing punctuation and small kana: never at the start of a line, so they stay with what comes before. */
const NON_STARTER =
  /[、。，．・：；？！ー…‥）〕］｝〉》」』】〙〗〟’”｠»ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶ々〻.,!?;:%)\]}]/u;
/** Opening brackets: never at the end of a line, so they stay with what follows. */
const NON_ENDER = /[（〔［｛〈《「『【〘〖〝‘“｟«([{]/u;
/** Letters of the right-to-left scripts. */
const RTL_LETTER = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;

export function isBreakable(char: string): boolean {
  return BREAKABLE.test(char);
}

/** Columns of `text`: a full-width character counts as two, any other character as one. */
export function columns(text: string): number {
  let count = 0;
  for (const char of text) count += WIDE.test(char) ? 2 : 1;
  return count;
}

/**
 * The units of a run of text without spaces: each Chinese or Japanese character is one (a line may break
 * between them), a run of any other script (a Latin word inside Japanese) stays whole; closing punctuation
 * joins the unit before it and an opening bracket the unit after it.
 */
export function unitsOf(chunk: string): string[] {
  const units: string[] = [];
  let runOpen = false;
  for (const char of chunk) {
    const last = units.length - 1;
    const previous = units[last];
    const breakable = BREAKABLE.test(char);
    const joins =
      previous !== undefined &&
      (NON_STARTER.test(char) || NON_ENDER.test([...previous].at(-1) ?? '') || (!breakable && runOpen));
    if (joins) units[last] = previous + char;
    else units.push(char);
    runOpen = !breakable;
  }
  return units;
}

/** Right to left when the first letter of `text` belongs to a right-to-left script (Arabic, Hebrew…). */
export function isRtl(text: string): boolean {
  for (const char of text) if (/\p{L}/u.test(char)) return RTL_LETTER.test(char);
  return false;
}

/** The subtitle style's text transform (`uppercase`, `lowercase`, `capitalize`, else the text as it is). */
export function transformText(text: string, transform: string): string {
  switch (transform) {
    case 'uppercase':
      return text.toUpperCase();
    case 'lowercase':
      return text.toLowerCase();
    case 'capitalize':
      return text.replace(/(^|\s)(\S)/g, (_m, space: string, first: string) => space + first.toUpperCase());
    default:
      return text;
  }
}
