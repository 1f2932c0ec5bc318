/**
 * The FontFace list of a font name: every subset file of its regular, bold and italic slots, with the URL the
 * server answers (`/fonts/<package>/<file>`) and the descriptors to register it under. Page and worker both
 * register exactly these, so both measure text with the same files.
 */
import { FONT_FAMILIES, type FontPackageId } from './families.ts';
import { PACKAGE_FACES } from './faces.generated.ts';
import type { FontFileKey, FontVariants } from './names.ts';
import { resolveFontName } from './resolve.ts';
import { parseUnicodeRange, type CodePointRanges } from './unicode-range.ts';

export type FontSlot = keyof FontVariants;

/** How each slot is registered: the name is the CSS family, so `bold` / `italic` on the text pick the slot. */
export const SLOT_DESCRIPTORS: Readonly<Record<FontSlot, { weight: number; style: 'normal' | 'italic' }>> = {
  regular: { weight: 400, style: 'normal' },
  bold: { weight: 700, style: 'normal' },
  italic: { weight: 400, style: 'italic' },
  boldItalic: { weight: 700, style: 'italic' },
};

export const FONT_URL_PREFIX = '/fonts';

export interface FaceSpec {
  /** Unique per registered face: `<name>|<slot>|<subset>`. */
  id: string;
  /** CSS family the face is registered under: the font name. */
  family: string;
  slot: FontSlot;
  package: FontPackageId;
  subset: string;
  url: string;
  weight: number;
  style: 'normal' | 'italic';
  unicodeRange: string;
  ranges: CodePointRanges;
}

/** The woff2 file name of one subset of one weight/style of a package. */
export function fontFileName(pkg: FontPackageId, key: FontFileKey, subset: string): string {
  return FONT_FAMILIES[pkg].files === 'plain'
    ? `${subset}.woff2`
    : `${pkg}-${subset}-${key.weight}-${key.style}.woff2`;
}

export function fontFileUrl(pkg: FontPackageId, file: string): string {
  return `${FONT_URL_PREFIX}/${pkg}/${file}`;
}

/** Every file the catalogue uses, as `<package>/<file>`: the server's allow-list. */
export function allFontFiles(): Set<string> {
  const files = new Set<string>();
  for (const [pkg, faces] of Object.entries(PACKAGE_FACES) as [
    FontPackageId,
    (typeof PACKAGE_FACES)[FontPackageId],
  ][]) {
    for (const [setKey, subsets] of Object.entries(faces.sets)) {
      const [weight, style] = setKey.split('-');
      const key: FontFileKey = { weight: Number(weight), style: style === 'italic' ? 'italic' : 'normal' };
      for (const subset of subsets) files.add(`${pkg}/${fontFileName(pkg, key, subset)}`);
    }
  }
  return files;
}

const parsedRanges = new Map<string, CodePointRanges>();

function rangesOf(pkg: FontPackageId, subset: string, range: string): CodePointRanges {
  const cacheKey = `${pkg}/${subset}`;
  let ranges = parsedRanges.get(cacheKey);
  if (ranges === undefined) {
    ranges = parseUnicodeRange(range);
    parsedRanges.set(cacheKey, ranges);
  }
  return ranges;
}

function facesOfSlot(name: string, pkg: FontPackageId, slot: FontSlot, key: FontFileKey): FaceSpec[] {
  const faces = PACKAGE_FACES[pkg];
  const subsets = faces.sets[`${key.weight}-${key.style}`];
  if (subsets === undefined) {
    throw new Error(`font '${name}': no ${key.weight} ${key.style} faces of ${pkg} in faces.generated.ts`);
  }
  const { weight, style } = SLOT_DESCRIPTORS[slot];
  return subsets.map((subset) => {
    const unicodeRange = faces.ranges[subset];
    if (unicodeRange === undefined)
      throw new Error(`font '${name}': subset '${subset}' of ${pkg} has no range`);
    return {
      id: `${name}|${slot}|${subset}`,
      family: name,
      slot,
      package: pkg,
      subset,
      url: fontFileUrl(pkg, fontFileName(pkg, key, subset)),
      weight,
      style,
      unicodeRange,
      ranges: rangesOf(pkg, subset, unicodeRange),
    };
  });
}

const facesByName = new Map<string, ReadonlyMap<FontSlot, readonly FaceSpec[]>>();

/** Faces of a name per slot, each slot's subsets in stylesheet order; throws 'no font name' for unknown. */
export function facesOfName(name: string): ReadonlyMap<FontSlot, readonly FaceSpec[]> {
  let slots = facesByName.get(name);
  if (slots === undefined) {
    const entry = resolveFontName(name);
    const built = new Map<FontSlot, readonly FaceSpec[]>();
    for (const slot of Object.keys(SLOT_DESCRIPTORS) as FontSlot[]) {
      const key = entry.variants[slot];
      if (key !== undefined) built.set(slot, facesOfSlot(name, entry.package, slot, key));
    }
    slots = built;
    facesByName.set(name, slots);
  }
  return slots;
}
