// What tests/browser/fonts.spec.ts asks the fonts page for, answered the same way in the page and in a worker:
// load the fonts a text needs through that side's loader, then measure and draw the text on an OffscreenCanvas.
import { cssFont, type FaceSpec, type FontRequest } from '../../src/shared/fonts/index.ts';

export interface ProbeInput extends FontRequest {
  text: string;
  size: number;
}

export interface ProbeResult {
  /** measureText width with the named font and its fallback stack. */
  width: number;
  /** The same text in the browser's monospace: what the text would look like without our fonts. */
  fallbackWidth: number;
  /** Pixels drawn (not white) and pixels in colour (emoji), on a white 2048×256 canvas. */
  ink: number;
  colored: number;
  /** URLs of the faces the loader awaited, and families with a loaded face in the set afterwards. */
  faces: string[];
  loadedFamilies: string[];
  /** Faces still loading after measuring and drawing: ones the browser wanted that the loader did not await. */
  loadingFaces: string[];
  loadMs: number;
}

export type ProbeAnswer = { ok: true; result: ProbeResult } | { ok: false; error: string };

/** The object the page sets on `window.harness`. */
export interface FontsHarness {
  page(input: ProbeInput): Promise<ProbeAnswer>;
  worker(input: ProbeInput): Promise<ProbeAnswer>;
}

type Ensure = (requests: FontRequest[], text: string) => Promise<FaceSpec[]>;

function countPixels(context: OffscreenCanvasRenderingContext2D): { ink: number; colored: number } {
  const { data } = context.getImageData(0, 0, context.canvas.width, context.canvas.height);
  let ink = 0;
  let colored = 0;
  for (let index = 0; index < data.length; index += 4) {
    const r = data[index] ?? 255;
    const g = data[index + 1] ?? 255;
    const b = data[index + 2] ?? 255;
    if (r < 250 || g < 250 || b < 250) ink++;
    if (Math.max(r, g, b) - Math.min(r, g, b) > 40) colored++;
  }
  return { ink, colored };
}

export async function probe(ensure: Ensure, set: FontFaceSet, input: ProbeInput): Promise<ProbeAnswer> {
  try {
    const request: FontRequest = { name: input.name, weight: input.weight, style: input.style };
    const started = performance.now();
    const faces = await ensure([request], input.text);
    const loadMs = performance.now() - started;
    const canvas = new OffscreenCanvas(2048, 256);
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (context === null) throw new Error('no 2d context on OffscreenCanvas');
    context.font = `${input.size}px monospace`;
    const fallbackWidth = context.measureText(input.text).width;
    context.font = cssFont(request, input.size);
    const width = context.measureText(input.text).width;
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.fillStyle = '#000000';
    context.textBaseline = 'middle';
    context.fillText(input.text, 16, canvas.height / 2);
    const loadedFamilies = new Set<string>();
    const loadingFaces: string[] = [];
    set.forEach((face) => {
      const family = face.family.replace(/^"|"$/g, '');
      if (face.status === 'loaded') loadedFamilies.add(family);
      if (face.status === 'loading')
        loadingFaces.push(`${family} ${face.weight} ${face.style} ${face.unicodeRange}`);
    });
    return {
      ok: true,
      result: {
        width,
        fallbackWidth,
        ...countPixels(context),
        faces: faces.map((face) => face.url),
        loadedFamilies: [...loadedFamilies],
        loadingFaces,
        loadMs,
      },
    };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}
