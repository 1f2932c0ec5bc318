/** Editor fonts: catalogue, name resolution, face lists and the shared loader. */
export * from './families.ts';
export * from './names.ts';
export * from './resolve.ts';
export {
  allFontFiles,
  facesOfName,
  fontFileName,
  fontFileUrl,
  FONT_URL_PREFIX,
  SLOT_DESCRIPTORS,
  type FaceSpec,
  type FontSlot,
} from './faces.ts';
export { facesForText, matchSlot, matchWeight } from './select.ts';
export * from './loader.ts';
export { parseUnicodeRange, rangesContain, type CodePointRanges } from './unicode-range.ts';
