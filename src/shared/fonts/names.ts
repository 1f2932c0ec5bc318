/**
 * The font NAMES the editor offers (what users pick and projects store in `fontFamily`): roughly 110
 * font names map to font files (regular, bold, italic). Each name is its own CSS family: its regular files are the
 * name's weight and style, and `fontWeight: bold` / `fontStyle: italic` on a text box pick the name's bold and italic
 * files, the way the original product fetched a regular, bold and italic file per name.
 */
import { FONT_FAMILIES, type FontPackageId } from './families.ts';

export type FontStyleName = 'normal' | 'italic';

/** One set of files of a package: a weight in one style. */
export interface FontFileKey {
  weight: number;
  style: FontStyleName;
}

/** The four slots of a name; bold/italic slots are absent where the package has no such file (the browser
 * then synthesises bold or oblique from the regular files, the same way in the page and the worker). */
export interface FontVariants {
  regular: FontFileKey;
  bold?: FontFileKey;
  italic?: FontFileKey;
  boldItalic?: FontFileKey;
}

export interface FontName {
  name: string;
  package: FontPackageId;
  weight: number;
  style: FontStyleName;
  variants: FontVariants;
}

/** Suffix → weight, as in the names users see ('Roboto Light', 'Open Sans SemiBold'). */
const WEIGHT_SUFFIXES: Readonly<Record<string, number>> = {
  Thin: 100,
  ExtraLight: 200,
  Light: 300,
  '': 400,
  Medium: 500,
  SemiBold: 600,
  Bold: 700,
  ExtraBold: 800,
  Black: 900,
};

/** Per package, the suffixes offered; 'Italic' may follow a weight suffix. */
const OFFERED: Readonly<Record<FontPackageId, readonly string[]>> = {
  roboto: ['', 'Thin', 'Light', 'Medium', 'Bold', 'Black', 'Italic', 'Bold Italic'],
  'open-sans': ['', 'Light', 'Medium', 'SemiBold', 'Bold', 'ExtraBold', 'Italic', 'Bold Italic'],
  lato: ['', 'Thin', 'Light', 'Bold', 'Black', 'Italic', 'Bold Italic'],
  montserrat: ['', 'Thin', 'Light', 'Medium', 'SemiBold', 'Bold', 'Black', 'Italic', 'Bold Italic'],
  oswald: ['', 'ExtraLight', 'Light', 'Medium', 'SemiBold', 'Bold'],
  poppins: ['', 'Thin', 'Light', 'Medium', 'SemiBold', 'Bold', 'Black', 'Italic', 'Bold Italic'],
  'playfair-display': ['', 'Medium', 'SemiBold', 'Bold', 'Black', 'Italic', 'Bold Italic'],
  merriweather: ['', 'Light', 'Bold', 'Black', 'Italic', 'Bold Italic'],
  'noto-sans': ['', 'Light', 'Medium', 'Bold', 'Black', 'Italic', 'Bold Italic'],
  'noto-serif': ['', 'Light', 'Bold', 'Black', 'Italic', 'Bold Italic'],
  'bebas-neue': [''],
  pacifico: [''],
  'dancing-script': ['', 'Medium', 'SemiBold', 'Bold'],
  lobster: [''],
  'noto-sans-sc': ['', 'Light', 'Medium', 'Bold', 'Black'],
  'noto-sans-tc': ['', 'Light', 'Medium', 'Bold', 'Black'],
  'noto-sans-jp': ['', 'Light', 'Medium', 'Bold', 'Black'],
  'noto-sans-kr': ['', 'Light', 'Medium', 'Bold', 'Black'],
  'noto-sans-thai': ['', 'Bold'],
  'noto-sans-devanagari': ['', 'Bold'],
  'noto-sans-hebrew': ['', 'Bold'],
  'noto-sans-malayalam': ['', 'Bold'],
  'noto-sans-mongolian': [''],
  'noto-sans-arabic': ['', 'Bold'],
  'noto-color-emoji': [''],
};

function has(pkg: FontPackageId, key: FontFileKey): boolean {
  const info = FONT_FAMILIES[pkg];
  const weights: readonly number[] = key.style === 'italic' ? info.italicWeights : info.weights;
  return weights.includes(key.weight);
}

/** Bold of a name = the next of 700 and 900 above its own weight that the package has in the needed style. */
function boldOf(pkg: FontPackageId, weight: number, style: FontStyleName): FontFileKey | undefined {
  for (const candidate of [700, 900]) {
    if (candidate > weight && has(pkg, { weight: candidate, style })) return { weight: candidate, style };
  }
  return undefined;
}

function variantsOf(pkg: FontPackageId, weight: number, style: FontStyleName): FontVariants {
  const regular: FontFileKey = { weight, style };
  const italicKey: FontFileKey = { weight, style: 'italic' };
  const italic = has(pkg, italicKey) ? italicKey : undefined;
  return {
    regular,
    bold: boldOf(pkg, weight, style),
    italic,
    boldItalic: italic === undefined ? undefined : boldOf(pkg, weight, 'italic'),
  };
}

function parseSuffix(suffix: string): { weight: number; style: FontStyleName } {
  const italic = suffix === 'Italic' || suffix.endsWith(' Italic');
  const weightWord = italic ? suffix.replace(/ ?Italic$/, '') : suffix;
  const weight = WEIGHT_SUFFIXES[weightWord];
  if (weight === undefined) throw new Error(`font name suffix '${suffix}': not a known weight`);
  return { weight, style: italic ? 'italic' : 'normal' };
}

function buildNames(): FontName[] {
  const names: FontName[] = [];
  for (const pkg of Object.keys(OFFERED) as FontPackageId[]) {
    const family = FONT_FAMILIES[pkg].family;
    for (const suffix of OFFERED[pkg]) {
      const { weight, style } = parseSuffix(suffix);
      if (!has(pkg, { weight, style })) {
        throw new Error(`font name '${family} ${suffix}': package ${pkg} has no ${weight} ${style} files`);
      }
      const name = suffix === '' ? family : `${family} ${suffix}`;
      names.push({ name, package: pkg, weight, style, variants: variantsOf(pkg, weight, style) });
    }
  }
  return names;
}

/** Every name the product offers, in picker order (families in catalogue order, regular first). */
export const FONT_NAMES: readonly FontName[] = buildNames();

const BY_NAME = new Map(FONT_NAMES.map((entry) => [entry.name, entry]));

/** The name's entry, or undefined; exact match (names are stored verbatim in projects). */
export function findFontName(name: string): FontName | undefined {
  return BY_NAME.get(name);
}

/** Every file set (weight + style) the names use, per package: what the face list and the server must carry. */
export function fileKeysInUse(): Map<FontPackageId, FontFileKey[]> {
  const result = new Map<FontPackageId, FontFileKey[]>();
  for (const entry of FONT_NAMES) {
    const keys = result.get(entry.package) ?? [];
    const { regular, bold, italic, boldItalic } = entry.variants;
    for (const key of [regular, bold, italic, boldItalic]) {
      if (key === undefined) continue;
      if (!keys.some((k) => k.weight === key.weight && k.style === key.style)) keys.push(key);
    }
    result.set(entry.package, keys);
  }
  for (const keys of result.values())
    keys.sort((a, b) => a.weight - b.weight || a.style.localeCompare(b.style));
  return result;
}
