/**
 * Page side of font loading: `document.fonts`, with the same loader and the same files as the worker
 * (otherwise text measures and wraps differently in the editor and the preview).
 */
import { FontLoader, type FaceSpec, type FontRequest } from '../../shared/fonts/index.ts';

let pageLoader: FontLoader<FontFace> | undefined;

/** The page's loader (one per document, so each face is created once). */
export function pageFontLoader(): FontLoader<FontFace> {
  pageLoader ??= new FontLoader<FontFace>(
    document.fonts,
    (family, source, descriptors) => new FontFace(family, source, descriptors),
  );
  return pageLoader;
}

/** Loads what drawing `sampleText` with these font names (or requests with weight/style) needs on the page. */
export function ensurePageFonts(
  names: readonly (string | FontRequest)[],
  sampleText?: string,
): Promise<FaceSpec[]> {
  return pageFontLoader().ensure(names, sampleText);
}
