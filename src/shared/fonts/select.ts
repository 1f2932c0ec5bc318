/**
 * Which faces a text needs: the browser's own choice (CSS Fonts 4 §5 font matching), done ahead of time so only
 * those files are fetched and awaited before text is rasterised. For each character: the first family of the
 * stack with a face covering it, within that family the slot matching weight/style, within the slot the LAST
 * subset covering it (overlapping unicode-ranges: the last declared face wins).
 */
import { facesOfName, SLOT_DESCRIPTORS, type FaceSpec, type FontSlot } from './faces.ts';
import { fontStack, normalizeFontStyle, normalizeFontWeight, type FontRequest } from './resolve.ts';
import { rangesContain } from './unicode-range.ts';

/** CSS weight matching among the weights on offer (§5.2 step 4). */
export function matchWeight(desired: number, available: readonly number[]): number | undefined {
  const sorted = [...available].sort((a, b) => a - b);
  const up = (from: number, to = Infinity) => sorted.find((w) => w >= from && w <= to);
  const down = (from: number) => [...sorted].reverse().find((w) => w <= from);
  if (desired >= 400 && desired <= 500) return up(desired, 500) ?? down(desired) ?? up(500);
  if (desired < 400) return down(desired) ?? up(desired);
  return up(desired) ?? down(desired);
}

/** The slot of a name that the browser uses for this weight and style; italic falls back to synthesised oblique. */
export function matchSlot(slots: ReadonlySet<FontSlot>, weight: number, italic: boolean): FontSlot {
  const all = [...slots];
  const italicSlots = all.filter((slot) => SLOT_DESCRIPTORS[slot].style === 'italic');
  const normalSlots = all.filter((slot) => SLOT_DESCRIPTORS[slot].style === 'normal');
  const candidates =
    italic && italicSlots.length > 0 ? italicSlots : normalSlots.length > 0 ? normalSlots : all;
  const best = matchWeight(
    weight,
    candidates.map((slot) => SLOT_DESCRIPTORS[slot].weight),
  );
  const slot = candidates.find((candidate) => SLOT_DESCRIPTORS[candidate].weight === best);
  if (slot === undefined) throw new Error(`font slots '${all.join()}': none matches weight ${weight}`);
  return slot;
}

/** Code points that join or modify the one before (ZWJ, variation selectors, keycap, skin tones, tags): the
 * browser shapes them in the font of their base character, so that font's covering face is needed too. */
function isExtender(codePoint: number): boolean {
  return (
    codePoint === 0x200d ||
    codePoint === 0x20e3 ||
    (codePoint >= 0xfe00 && codePoint <= 0xfe0f) ||
    (codePoint >= 0x1f3fb && codePoint <= 0x1f3ff) ||
    (codePoint >= 0xe0020 && codePoint <= 0xe007f)
  );
}

function coveringFace(faces: readonly FaceSpec[], codePoint: number): FaceSpec | undefined {
  for (let index = faces.length - 1; index >= 0; index--) {
    const face = faces[index];
    if (face !== undefined && rangesContain(face.ranges, codePoint)) return face;
  }
  return undefined;
}

/** The faces of the request's stack (chosen names + fallbacks) that drawing `text` uses. Throws 'no font name'. */
export function facesForText(request: FontRequest, text: string): FaceSpec[] {
  const weight = normalizeFontWeight(request.weight);
  const italic = normalizeFontStyle(request.style) === 'italic';
  const names = fontStack(request.name);
  // A name's faces are built when a character first reaches it: most texts never reach the fallbacks, and
  // building the CJK fallbacks' thousands of subset faces is what costs.
  const built = new Map<number, readonly FaceSpec[]>();
  const facesAt = (index: number): readonly FaceSpec[] => {
    let faces = built.get(index);
    if (faces === undefined) {
      const slots = facesOfName(names[index] ?? '');
      faces = slots.get(matchSlot(new Set(slots.keys()), weight, italic)) ?? [];
      built.set(index, faces);
    }
    return faces;
  };
  const firstCovering = (codePoint: number): number => {
    for (let index = 0; index < names.length; index++)
      if (coveringFace(facesAt(index), codePoint) !== undefined) return index;
    return -1;
  };
  const needed = new Map<string, FaceSpec>();
  // The "first available font" (CSS Fonts 4 §5.1: the first face covering U+0020) gives the line its metrics, so
  // the browser fetches it whatever the text; with 'Noto Color Emoji' first, that is Noto Sans' latin subset.
  const spaceFamily = firstCovering(0x20);
  const space = spaceFamily < 0 ? undefined : coveringFace(facesAt(spaceFamily), 0x20);
  if (space !== undefined) needed.set(space.id, space);
  let previousFamily = -1;
  for (const char of text.length === 0 ? ' ' : text) {
    const codePoint = char.codePointAt(0) ?? 0;
    if (isExtender(codePoint) && previousFamily >= 0) {
      const face = coveringFace(facesAt(previousFamily), codePoint);
      if (face !== undefined) needed.set(face.id, face);
    }
    const found = firstCovering(codePoint);
    if (found < 0) continue;
    const face = coveringFace(facesAt(found), codePoint);
    if (face !== undefined) needed.set(face.id, face);
    if (!isExtender(codePoint)) previousFamily = found;
  }
  return [...needed.values()];
}
