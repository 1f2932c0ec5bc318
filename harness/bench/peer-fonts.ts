/**
 * The benchmark's text is Roboto bold. Our renderer loads its fonts itself; the peers draw text with the
 * page's fonts (a DOM composition, or canvas text), so the font face must be in the page and loaded before
 * the first frame, or the first frames fall back to another font.
 */
import '@fontsource/roboto/700.css';

export async function loadPeerFonts(): Promise<void> {
  await document.fonts.load('700 72px Roboto');
}
