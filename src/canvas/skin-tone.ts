/**
 * The skin colour of a presenter image, read once per image from a small patch of its face (between the
 * nose and the mouth: skin on every portrait), so that the mouth drawn on it has lips of the same skin.
 * Either thread reads it the same way from the same picture. An image whose pixels cannot be read (a
 * cross-origin picture on the page) gives a neutral skin.
 */
import type { FaceBox } from '../shared/model/avatar.ts';

export type Rgb = readonly [number, number, number];

const NEUTRAL_SKIN: Rgb = [224, 172, 138];
/** The patch read: fractions of the face box. */
const PATCH = { x: 0.4, y: 0.56, width: 0.2, height: 0.1 } as const;
const SIDE = 4;

const read = new WeakMap<object, { key: string; rgb: Rgb }>();

/** The average colour of the patch of `face` (fractions of the image) in `image`, `width` × `height` pixels. */
export function skinTone(image: CanvasImageSource, width: number, height: number, face: FaceBox): Rgb {
  const key = `${width}x${height}:${face.x},${face.y},${face.width},${face.height}`;
  const known = read.get(image);
  if (known?.key === key) return known.rgb;
  let rgb = NEUTRAL_SKIN;
  try {
    const canvas = new OffscreenCanvas(SIDE, SIDE);
    const ctx = canvas.getContext('2d', { willReadFrequently: true });
    if (ctx !== null) {
      ctx.drawImage(
        image,
        (face.x + PATCH.x * face.width) * width,
        (face.y + PATCH.y * face.height) * height,
        Math.max(1, PATCH.width * face.width * width),
        Math.max(1, PATCH.height * face.height * height),
        0,
        0,
        SIDE,
        SIDE,
      );
      const data = ctx.getImageData(0, 0, SIDE, SIDE).data;
      const sum = [0, 0, 0];
      let weight = 0;
      for (let i = 0; i < data.length; i += 4) {
        const alpha = (data[i + 3] as number) / 255;
        for (let c = 0; c < 3; c++) sum[c] = (sum[c] as number) + (data[i + c] as number) * alpha;
        weight += alpha;
      }
      if (weight > 0.5)
        rgb = [sum[0]! / weight, sum[1]! / weight, sum[2]! / weight].map(Math.round) as unknown as Rgb;
    }
  } catch {
    // The picture's pixels cannot be read here: the neutral skin.
  }
  read.set(image, { key, rgb });
  return rgb;
}

const mix = (a: Rgb, b: Rgb, t: number, darken = 1): Rgb =>
  [0, 1, 2].map((c) => Math.round((a[c]! + (b[c]! - a[c]!) * t) * darken)) as unknown as Rgb;

export const css = (rgb: Rgb): string => `rgb(${rgb[0]}, ${rgb[1]}, ${rgb[2]})`;

/** Lips for a skin: the skin turned towards a muted red, a little darker. */
export function lipColour(skin: Rgb): Rgb {
  return mix(skin, [176, 74, 78], 0.55, 0.92);
}

/** The line where the lips meet, and the lips' inner edge: the lip colour much darker. */
export function lipLineColour(skin: Rgb): Rgb {
  return mix(lipColour(skin), [40, 10, 14], 0.55);
}
