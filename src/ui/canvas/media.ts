/**
 * Media for canvas objects: the URL of a layer's media (a static URL, else its key through the host's
 * resolver, else SPEC §8 'no key and no staticurl'), images decoded with anonymous cross-origin access, icons
 * recoloured like the worker does, and single sticker frames cut out of the sheet while decoding (a 25600 px
 * sheet is never one texture, DESIGN.md).
 */
import { SPEC_MESSAGES, SpecError } from '../../shared/errors.ts';

export type MediaResolver = (key: string) => Promise<string>;

export interface MediaRef {
  _staticUrl?: string | undefined;
  _urlkey?: string | undefined;
  src?: string | undefined;
}

export async function mediaUrl(
  ref: MediaRef,
  what: string,
  resolver: MediaResolver | undefined,
): Promise<string> {
  const direct = ref._staticUrl ?? ref.src;
  if (direct !== undefined && direct !== '') return new URL(direct, location.href).href;
  const key = ref._urlkey;
  if (key === undefined || key === '' || resolver === undefined) {
    throw new SpecError(SPEC_MESSAGES.noKeyNoStaticUrl, {
      cause: `${what}: _staticUrl ${String(ref._staticUrl)}, _urlkey ${String(key)}`,
    });
  }
  return new URL(await resolver(key), location.href).href;
}

export async function loadImage(url: string): Promise<HTMLImageElement> {
  const image = new Image();
  image.crossOrigin = 'anonymous';
  image.src = url;
  try {
    await image.decode();
  } catch (error) {
    throw new Error(`image ${url} failed to load`, { cause: error });
  }
  return image;
}

/**
 * An icon's SVG as an image, recoloured as the worker's icon painter does when `recolour` is set: every fill
 * and stroke that is not 'none' becomes `colour`, the root fills with it by default, and currentColor is it.
 */
export async function loadIcon(url: string, colour: string, recolour: boolean): Promise<HTMLImageElement> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`icon ${url} failed to load: HTTP ${response.status}`);
  const doc = new DOMParser().parseFromString(await response.text(), 'image/svg+xml');
  const root = doc.documentElement;
  if (root.nodeName.toLowerCase() !== 'svg')
    throw new Error(`icon ${url}: not an SVG document (no <svg> root)`);
  root.setAttribute('color', colour);
  if (recolour) {
    if (!root.hasAttribute('fill')) root.setAttribute('fill', colour);
    for (const node of [root, ...root.querySelectorAll('*')]) {
      for (const key of ['fill', 'stroke']) {
        const value = node.getAttribute(key);
        if (value !== null && value !== 'none') node.setAttribute(key, colour);
      }
      const style = node.getAttribute('style');
      if (style !== null) {
        node.setAttribute('style', style.replace(/(fill|stroke)\s*:\s*(?!none)[^;]+/g, `$1:${colour}`));
      }
    }
  }
  // Without a size the image has no intrinsic size to draw at; the viewBox keeps the aspect ratio.
  const viewBox = (root.getAttribute('viewBox') ?? '').split(/[\s,]+/).map(Number);
  if (!root.hasAttribute('width') && viewBox.length === 4) root.setAttribute('width', String(viewBox[2]));
  if (!root.hasAttribute('height') && viewBox.length === 4) root.setAttribute('height', String(viewBox[3]));
  const blob = new Blob([new XMLSerializer().serializeToString(doc)], { type: 'image/svg+xml' });
  const objectUrl = URL.createObjectURL(blob);
  try {
    return await loadImage(objectUrl);
  } finally {
    URL.revokeObjectURL(objectUrl);
  }
}

/** One rectangle of an image file, decoded on its own (the sticker's cover frame). */
export async function loadImageRect(
  url: string,
  rect: { sx: number; sy: number; sw: number; sh: number },
): Promise<ImageBitmap> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`sticker sheet ${url} failed to load: HTTP ${response.status}`);
  return createImageBitmap(await response.blob(), rect.sx, rect.sy, rect.sw, rect.sh);
}
