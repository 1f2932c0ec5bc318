/**
 * Worker side of font loading: the worker's own FontFaceSet (`self.fonts`), since fonts are per thread.
 * Call `ensureFonts` before rasterising text; it resolves once the faces the text needs are loaded, and rejects
 * with 'no font name' for an unknown name or with the font and URL of a failed file.
 */
import { FontLoader, type FaceSpec, type FontRequest } from '../../shared/fonts/index.ts';

const loaders = new WeakMap<FontFaceSet, FontLoader<FontFace>>();

/** One loader per FontFaceSet, so each face is created once per set. */
export function fontLoaderFor(set: FontFaceSet): FontLoader<FontFace> {
  let loader = loaders.get(set);
  if (loader === undefined) {
    loader = new FontLoader<FontFace>(
      set,
      (family, source, descriptors) => new FontFace(family, source, descriptors),
    );
    loaders.set(set, loader);
  }
  return loader;
}

/** The worker's FontFaceSet. Read through globalThis: this file is also typechecked with the DOM library (the
 * harness), where `self` is a Window without `fonts`. */
export function workerFontSet(): FontFaceSet {
  const { fonts } = globalThis as unknown as { fonts?: FontFaceSet };
  if (fonts === undefined) throw new Error('fonts: this scope has no FontFaceSet (self.fonts)');
  return fonts;
}

/** Loads what drawing `sampleText` with these font names (or requests with weight/style) needs. */
export function ensureFonts(
  names: readonly (string | FontRequest)[],
  sampleText?: string,
  set: FontFaceSet = workerFontSet(),
): Promise<FaceSpec[]> {
  return fontLoaderFor(set).ensure(names, sampleText);
}
