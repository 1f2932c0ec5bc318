/**
 * The benchmark's text is Roboto bold. Our renderer loads its fonts itself; a DOM composition needs the
 * font face in the page and loaded before the first frame, or the first frames fall back to another font.
 */
import '@fontsource/roboto/700.css';

export async function loadPeerFonts(): Promise<void> {
  await document.fonts.load('700 72px Roboto');
}
