/**
 * The editor's font families: one entry per locally installed font package, with the
 * weights and italics the package ships. `scripts/generate-font-faces.ts` checks these against each package's
 * metadata.json, so a package update that drops a weight fails the freshness test instead of a 404 at run time.
 */

export type FontScript =
  | 'latin'
  | 'greek'
  | 'cyrillic'
  | 'vietnamese'
  | 'han'
  | 'kana'
  | 'hangul'
  | 'thai'
  | 'devanagari'
  | 'hebrew'
  | 'malayalam'
  | 'mongolian'
  | 'arabic'
  | 'emoji';

export interface FontFamilyInfo {
  /** CSS family name inside the package's stylesheets. */
  family: string;
  /** npm package that holds the files. */
  npm: string;
  /** How the package names its woff2 files: fontsource `<id>-<subset>-<weight>-<style>`, or `<subset>` alone. */
  files: 'fontsource' | 'plain';
  /** Scripts the family is offered for (what the editor's font picker groups it under). */
  scripts: readonly FontScript[];
  weights: readonly number[];
  /** Weights that also come in italic; empty = italic is synthesised by the browser. */
  italicWeights: readonly number[];
}

const ALL_WEIGHTS = [100, 200, 300, 400, 500, 600, 700, 800, 900] as const;
const LATIN = ['latin', 'vietnamese'] as const;
const LATIN_GREEK_CYRILLIC = ['latin', 'greek', 'cyrillic', 'vietnamese'] as const;

function fontsource(
  family: string,
  scripts: readonly FontScript[],
  weights: readonly number[],
  italicWeights: readonly number[] = [],
): FontFamilyInfo {
  const id = family.toLowerCase().replaceAll(' ', '-');
  return { family, npm: `@fontsource/${id}`, files: 'fontsource', scripts, weights, italicWeights };
}

/** Keyed by the URL segment the server serves the package under (`/fonts/<package>/<file>`). */
export const FONT_FAMILIES = {
  roboto: fontsource('Roboto', LATIN_GREEK_CYRILLIC, ALL_WEIGHTS, ALL_WEIGHTS),
  'open-sans': fontsource(
    'Open Sans',
    [...LATIN_GREEK_CYRILLIC, 'hebrew'],
    [300, 400, 500, 600, 700, 800],
    [300, 400, 500, 600, 700, 800],
  ),
  lato: fontsource('Lato', ['latin'], [100, 300, 400, 700, 900], [100, 300, 400, 700, 900]),
  montserrat: fontsource('Montserrat', ['latin', 'cyrillic', 'vietnamese'], ALL_WEIGHTS, ALL_WEIGHTS),
  oswald: fontsource('Oswald', ['latin', 'cyrillic', 'vietnamese'], [200, 300, 400, 500, 600, 700]),
  poppins: fontsource('Poppins', ['latin', 'devanagari'], ALL_WEIGHTS, ALL_WEIGHTS),
  'playfair-display': fontsource(
    'Playfair Display',
    ['latin', 'cyrillic', 'vietnamese'],
    [400, 500, 600, 700, 800, 900],
    [400, 500, 600, 700, 800, 900],
  ),
  merriweather: fontsource(
    'Merriweather',
    ['latin', 'cyrillic', 'vietnamese'],
    [300, 400, 500, 600, 700, 800, 900],
    [300, 400, 500, 600, 700, 800, 900],
  ),
  'noto-sans': fontsource('Noto Sans', [...LATIN_GREEK_CYRILLIC, 'devanagari'], ALL_WEIGHTS, ALL_WEIGHTS),
  'noto-serif': fontsource('Noto Serif', LATIN_GREEK_CYRILLIC, ALL_WEIGHTS, ALL_WEIGHTS),
  'bebas-neue': fontsource('Bebas Neue', ['latin'], [400]),
  pacifico: fontsource('Pacifico', ['latin', 'cyrillic', 'vietnamese'], [400]),
  'dancing-script': fontsource('Dancing Script', LATIN, [400, 500, 600, 700]),
  lobster: fontsource('Lobster', ['latin', 'cyrillic', 'vietnamese'], [400]),
  'noto-sans-sc': fontsource('Noto Sans SC', ['han', 'latin'], ALL_WEIGHTS),
  'noto-sans-tc': fontsource('Noto Sans TC', ['han', 'latin'], ALL_WEIGHTS),
  'noto-sans-jp': fontsource('Noto Sans JP', ['han', 'kana', 'latin'], ALL_WEIGHTS),
  'noto-sans-kr': fontsource('Noto Sans KR', ['hangul', 'han', 'latin'], ALL_WEIGHTS),
  'noto-sans-thai': fontsource('Noto Sans Thai', ['thai'], ALL_WEIGHTS),
  'noto-sans-devanagari': fontsource('Noto Sans Devanagari', ['devanagari'], ALL_WEIGHTS),
  'noto-sans-hebrew': fontsource('Noto Sans Hebrew', ['hebrew'], ALL_WEIGHTS),
  'noto-sans-malayalam': fontsource('Noto Sans Malayalam', ['malayalam'], ALL_WEIGHTS),
  'noto-sans-mongolian': fontsource('Noto Sans Mongolian', ['mongolian'], [400]),
  'noto-sans-arabic': fontsource('Noto Sans Arabic', ['arabic'], ALL_WEIGHTS),
  // @fontsource/noto-color-emoji draws nothing in Chromium: this package's COLRv1 files do.
  'noto-color-emoji': {
    family: 'Noto Color Emoji',
    npm: '@infolektuell/noto-color-emoji',
    files: 'plain',
    scripts: ['emoji'],
    weights: [400],
    italicWeights: [],
  },
} as const satisfies Record<string, FontFamilyInfo>;

export type FontPackageId = keyof typeof FONT_FAMILIES;

export const FONT_PACKAGE_IDS = Object.keys(FONT_FAMILIES) as FontPackageId[];

export function isFontPackageId(value: string): value is FontPackageId {
  return Object.hasOwn(FONT_FAMILIES, value);
}
