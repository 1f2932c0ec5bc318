import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_FONT_FAMILY, SpecError, TEXT_STYLE_DEFAULTS } from '../../../src/shared/index.ts';
import { DEFAULT_SUBTITLE_STYLE } from '../../../src/shared/model/text-style.ts';
import {
  allFontFiles,
  cssFont,
  facesForText,
  facesOfName,
  FONT_FAMILIES,
  FONT_NAMES,
  FontLoader,
  fontNamesOf,
  fontStack,
  matchWeight,
  parseUnicodeRange,
  rangesContain,
  resolveFontName,
  type FaceDescriptors,
} from '../../../src/shared/fonts/index.ts';

const files = (request: Parameters<typeof facesForText>[0], text: string) =>
  facesForText(request, text)
    .map((face) => face.url)
    .sort();

describe('font catalogue', () => {
  it('offers about 110 distinct names over the editor families and every script the editor supports', () => {
    expect(FONT_NAMES.length).toBe(112);
    expect(new Set(FONT_NAMES.map((entry) => entry.name)).size).toBe(FONT_NAMES.length);
    expect(Object.keys(FONT_FAMILIES)).toHaveLength(25);
    const scripts = new Set(Object.values(FONT_FAMILIES).flatMap((family) => family.scripts));
    for (const script of [
      'latin',
      'han',
      'kana',
      'hangul',
      'thai',
      'devanagari',
      'hebrew',
      'malayalam',
    ] as const) {
      expect(scripts.has(script), script).toBe(true);
    }
    expect(scripts.has('mongolian') && scripts.has('emoji') && scripts.has('arabic')).toBe(true);
  });

  it('maps a name to a family, weight and style, with its regular, bold and italic files', () => {
    expect(resolveFontName('Roboto Bold')).toMatchObject({
      package: 'roboto',
      weight: 700,
      style: 'normal',
      variants: {
        regular: { weight: 700, style: 'normal' },
        bold: { weight: 900, style: 'normal' },
        italic: { weight: 700, style: 'italic' },
      },
    });
    expect(resolveFontName('Roboto Light').variants.bold).toEqual({ weight: 700, style: 'normal' });
    expect(resolveFontName('Noto Sans JP Bold')).toMatchObject({ package: 'noto-sans-jp', weight: 700 });
    // No italic files for CJK or Bebas Neue: the browser synthesises them, so the slot is absent.
    expect(resolveFontName('Noto Sans SC').variants.italic).toBeUndefined();
    expect(resolveFontName('Bebas Neue').variants).toEqual({ regular: { weight: 400, style: 'normal' } });
    expect(resolveFontName('Roboto Italic').variants.regular).toEqual({ weight: 400, style: 'italic' });
  });

  it("rejects an unknown name with 'no font name', naming it", () => {
    expect(() => resolveFontName('Comic Sans')).toThrow(SpecError);
    expect(() => resolveFontName('Comic Sans')).toThrow(/^no font name: fontFamily 'Comic Sans'/);
    expect(() => fontNamesOf('sans-serif')).toThrow(/^no font name: fontFamily 'sans-serif'/);
  });

  it('resolves the product defaults: Roboto, the scene text stack and the subtitle font', () => {
    expect(resolveFontName(DEFAULT_FONT_FAMILY).name).toBe('Roboto');
    expect(resolveFontName(DEFAULT_SUBTITLE_STYLE.fontFamily).name).toBe('Roboto');
    expect(fontNamesOf(TEXT_STYLE_DEFAULTS.fontFamily).map((entry) => entry.name)).toEqual([
      'Roboto',
      'Noto Sans',
      'Noto Sans SC',
      'Noto Sans JP',
      'Noto Sans KR',
    ]);
  });

  it('puts the chosen names first, then Latin, emoji and CJK fallbacks, without repeats', () => {
    const stack = fontStack("'Noto Sans JP', Roboto");
    expect(stack.slice(0, 5)).toEqual([
      'Noto Sans JP',
      'Roboto',
      'Noto Sans',
      'Noto Color Emoji',
      'Noto Sans SC',
    ]);
    expect(new Set(stack).size).toBe(stack.length);
    expect(cssFont({ name: 'Roboto', weight: 'bold', style: 'italic' }, 40)).toMatch(
      /^italic 700 40px "Roboto", "Noto Sans", "Noto Color Emoji", "Noto Sans SC"/,
    );
  });

  it('serves every face of every name from the allow-list', () => {
    const allowed = allFontFiles();
    for (const entry of FONT_NAMES) {
      for (const faces of facesOfName(entry.name).values()) {
        for (const face of faces)
          expect(allowed.has(face.url.replace(/^\/fonts\//, '')), face.url).toBe(true);
      }
    }
  });
});

describe('unicode ranges', () => {
  it('parses single points, intervals and wildcards, and finds code points by binary search', () => {
    const ranges = parseUnicodeRange('U+0131, U+0000-00FF,U+4??');
    expect(ranges).toEqual([
      [0, 0xff],
      [0x131, 0x131],
      [0x400, 0x4ff],
    ]);
    expect(rangesContain(ranges, 0x41)).toBe(true);
    expect(rangesContain(ranges, 0x130)).toBe(false);
    expect(rangesContain(ranges, 0x4ff)).toBe(true);
    expect(() => parseUnicodeRange('U+00FF-0041')).toThrow(/end before start/);
    expect(() => parseUnicodeRange('0041')).toThrow(/bad token '0041'/);
  });
});

describe('face selection', () => {
  it('follows CSS weight matching', () => {
    expect(matchWeight(300, [400, 700])).toBe(400);
    expect(matchWeight(400, [400, 700])).toBe(400);
    expect(matchWeight(600, [400, 700])).toBe(700);
    expect(matchWeight(500, [700])).toBe(700);
    expect(matchWeight(800, [400])).toBe(400);
  });

  it('loads only the subset a Latin text needs, in the slot weight and style pick', () => {
    expect(files({ name: 'Roboto' }, 'Hello')).toEqual(['/fonts/roboto/roboto-latin-400-normal.woff2']);
    expect(files({ name: 'Roboto', weight: 'bold' }, 'Hi')).toEqual([
      '/fonts/roboto/roboto-latin-700-normal.woff2',
    ]);
    expect(files({ name: 'Roboto Bold', weight: 700, style: 'italic' }, 'Hi')).toEqual([
      '/fonts/roboto/roboto-latin-900-italic.woff2',
    ]);
    expect(files({ name: 'Roboto Italic' }, 'Hi')).toEqual(['/fonts/roboto/roboto-latin-400-italic.woff2']);
    // Only a 400 in Bebas Neue: bold is synthesised from the regular file.
    expect(files({ name: 'Bebas Neue', weight: 'bold' }, 'Hi')).toEqual([
      '/fonts/bebas-neue/bebas-neue-latin-400-normal.woff2',
    ]);
    // 'ă' is in vietnamese and latin-ext; latin-ext comes later in the stylesheet, so it wins (CSS Fonts 4).
    // The latin subset comes too: it covers the space, so it is the line's "first available font".
    expect(files({ name: 'Roboto' }, 'ă')).toEqual([
      '/fonts/roboto/roboto-latin-400-normal.woff2',
      '/fonts/roboto/roboto-latin-ext-400-normal.woff2',
    ]);
  });

  it('takes characters the font lacks from the fallbacks: emoji in colour, Han from Noto Sans SC', () => {
    const urls = files({ name: 'Roboto' }, 'Hi 世 😀 ש');
    expect(urls).toHaveLength(4);
    expect(urls[0]).toMatch(/^\/fonts\/noto-color-emoji\/\d+\.woff2$/);
    expect(urls[1]).toMatch(/^\/fonts\/noto-sans-hebrew\/noto-sans-hebrew-hebrew-400-normal\.woff2$/);
    expect(urls[2]).toMatch(/^\/fonts\/noto-sans-sc\/noto-sans-sc-\d+-400-normal\.woff2$/);
    expect(urls[3]).toBe('/fonts/roboto/roboto-latin-400-normal.woff2');
    // Emoji alone: the emoji files have no space, so Noto Sans' latin subset gives the line its metrics.
    const emoji = files({ name: 'Noto Color Emoji' }, '😀');
    expect(emoji).toHaveLength(2);
    expect(emoji[1]).toBe('/fonts/noto-sans/noto-sans-latin-400-normal.woff2');
    // Japanese with its own font: kana and kanji from Noto Sans JP, not the SC fallback.
    expect(
      files({ name: 'Noto Sans JP' }, 'かな漢字').every((url) => url.startsWith('/fonts/noto-sans-jp/')),
    ).toBe(true);
  });
});

describe('FontLoader', () => {
  function fakeSet(failing = new Set<string>()) {
    const added: {
      family: string;
      source: string;
      descriptors: FaceDescriptors;
      load: () => Promise<unknown>;
    }[] = [];
    const loads: string[] = [];
    const loader = new FontLoader(
      { add: (face: (typeof added)[number]) => added.push(face) },
      (family, source, descriptors) => ({
        family,
        source,
        descriptors,
        load: vi.fn(async () => {
          loads.push(source);
          if ([...failing].some((url) => source.includes(url))) throw new Error('A network error occurred.');
        }),
      }),
    );
    return { loader, added, loads };
  }

  it('creates each face once and loads only what the text needs', async () => {
    const { loader, added, loads } = fakeSet();
    const needed = await loader.ensure(['Roboto'], 'Hello');
    expect(needed.map((face) => face.url)).toEqual(['/fonts/roboto/roboto-latin-400-normal.woff2']);
    expect(loads).toEqual(['url("/fonts/roboto/roboto-latin-400-normal.woff2") format("woff2")']);
    const created = added.length;
    expect(created).toBe(loader.faceCount);
    // Roboto alone, every slot and subset: no fallback is needed for 'Hello'.
    expect(new Set(added.map((face) => face.family))).toEqual(new Set(['Roboto']));
    const latinBold = added.find((face) => face.source.includes('roboto-latin-700-normal'));
    expect(latinBold?.descriptors).toMatchObject({ weight: '700', style: 'normal' });
    await loader.ensure([{ name: 'Roboto', weight: 'bold' }], 'Hello');
    expect(added.length).toBe(created);
    expect(loads.at(-1)).toContain('roboto-latin-700-normal.woff2');
  });

  it('registers a fallback name, whole, once a text needs one of its faces', async () => {
    const { loader, added, loads } = fakeSet();
    await loader.ensure(['Roboto'], 'Hello');
    const robotoFaces = added.length;
    const needed = await loader.ensure(['Roboto'], 'Hi 日本');
    const families = [...new Set(added.map((face) => face.family))];
    expect(families).toHaveLength(2);
    const fallback = families.find((family) => family !== 'Roboto') ?? '';
    expect(fallback).toMatch(/Noto Sans (JP|SC|TC)/);
    // Every weight of the fallback is there, so weight matching cannot change when more text arrives.
    const weights = new Set(
      added.filter((face) => face.family === fallback).map((f) => f.descriptors.weight),
    );
    expect(weights.size).toBeGreaterThan(1);
    expect(needed.some((face) => face.family === fallback)).toBe(true);
    expect(loads.some((source) => source.includes('noto-sans'))).toBe(true);
    const created = added.length;
    expect(created).toBeGreaterThan(robotoFaces);
    await loader.ensure(['Roboto'], '日本語');
    expect(added.length).toBe(created);
  });

  it("rejects an unknown name with 'no font name' and a failed file with the font and URL", async () => {
    const { loader } = fakeSet(new Set(['roboto-latin-400-normal']));
    await expect(loader.ensure(['Nope Sans'], 'x')).rejects.toThrow(/^no font name: fontFamily 'Nope Sans'/);
    await expect(loader.ensure(['Roboto'], 'x')).rejects.toThrow(
      "font 'Roboto' (regular, latin): cannot load /fonts/roboto/roboto-latin-400-normal.woff2: A network error occurred.",
    );
  });
});
