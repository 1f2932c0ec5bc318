/**
 * An SVG file made ready for drawing: checked by resvg once (a file it cannot parse fails the load, naming
 * the file, not every frame) and measured (its own size stands in for a missing viewBox, so that drawing it
 * at another size scales it as an <img> would).
 */
import { Resvg } from '@resvg/resvg-wasm';
import { svgRootStart } from '../shared/media/svg-root.ts';
import { startResvg } from './resvg.ts';
import { keepMarkersOfUnfilledShapes } from './svg-markers.ts';
import { rootAttribute } from './svg-root-attributes.ts';

export interface SvgIcon {
  /** The document as resvg draws it (see svg-markers.ts). */
  readonly text: string;
  /** Its own size (width/height attributes, else the viewBox), in CSS pixels. */
  readonly width: number;
  readonly height: number;
  /** Its viewBox, or `0 0 width height` when it has none. */
  readonly viewBox: string;
  /** Same for equal texts: rasters are cached under it. */
  readonly key: number;
}

/**
 * resvg options for every icon. The wasm build has no system fonts and none are handed to it: text inside
 * icon files is rare (icon sets draw letters as paths), so it is left undrawn rather than loading fonts here.
 */
export const RESVG_OPTIONS = { font: { loadSystemFonts: false } } as const;

const keys = new Map<string, number>();
let nextKey = 0;

/** A small key per distinct text, so cache keys stay short; forgets the oldest texts past 64. */
function keyOf(text: string): number {
  const known = keys.get(text);
  if (known !== undefined) return known;
  if (keys.size >= 64) keys.delete(keys.keys().next().value as string);
  keys.set(text, ++nextKey);
  return nextKey;
}

function measure(text: string, what: string): { width: number; height: number } {
  let tree: InstanceType<typeof Resvg>;
  try {
    tree = new Resvg(text, RESVG_OPTIONS);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${what}: the SVG cannot be parsed (${reason})`, { cause: error });
  }
  try {
    return { width: tree.width, height: tree.height };
  } finally {
    tree.free();
  }
}

/** Parses `text` with resvg (which must be started); `what` names the file in errors. */
export function parseSvgIcon(text: string, what: string): SvgIcon {
  if (svgRootStart(text) === undefined) throw new Error(`${what}: not an SVG document (no <svg> root)`);
  const drawn = keepMarkersOfUnfilledShapes(text);
  const { width, height } = measure(drawn, what);
  if (!(width > 0 && height > 0)) throw new Error(`${what}: the SVG has no size (${width} × ${height})`);
  const viewBox = rootAttribute(drawn, 'viewBox') ?? `0 0 ${width} ${height}`;
  return { text: drawn, width, height, viewBox, key: keyOf(text) };
}

/** Starts resvg on this thread if needed, then parses `text`. */
export async function loadSvgIcon(text: string, what: string): Promise<SvgIcon> {
  await startResvg();
  return parseSvgIcon(text, what);
}
