import { inflateSync } from 'node:zlib';

export interface DecodedPng {
  width: number;
  height: number;
  /** RGBA, row-major. */
  rgba: Uint8Array;
}

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The PNG spec's Paeth predictor. */
function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/** Reads width and height from the header without decoding pixels. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } {
  if (!SIGNATURE.every((b, i) => bytes[i] === b)) throw new Error('not a PNG: wrong signature');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/**
 * Decodes an 8-bit RGBA, non-interlaced PNG (what resvg and our encoder write), undoing all five row
 * filters. Used to check generated images; other PNG flavours are refused with the header values named.
 */
export function decodePng(bytes: Uint8Array): DecodedPng {
  const { width, height } = pngSize(bytes);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const depth = bytes[24];
  const colour = bytes[25];
  const interlace = bytes[28];
  if (depth !== 8 || colour !== 6 || interlace !== 0)
    throw new Error(`PNG: only 8-bit RGBA without interlace, got depth ${depth} colour ${colour}`);
  const parts: Uint8Array[] = [];
  for (let offset = 8; offset + 8 <= bytes.length;) {
    const length = view.getUint32(offset);
    const type = String.fromCharCode(...bytes.subarray(offset + 4, offset + 8));
    if (type === 'IDAT') parts.push(bytes.subarray(offset + 8, offset + 8 + length));
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(parts));
  const stride = width * 4;
  if (raw.length !== (stride + 1) * height)
    throw new Error(`PNG: expected ${(stride + 1) * height} bytes of scanlines, got ${raw.length}`);
  const rgba = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const out = y * stride;
    for (let x = 0; x < stride; x++) {
      const a = x >= 4 ? rgba[out + x - 4]! : 0;
      const b = y > 0 ? rgba[out - stride + x]! : 0;
      const c = x >= 4 && y > 0 ? rgba[out - stride + x - 4]! : 0;
      const v = line[x]!;
      let predicted: number;
      switch (filter) {
        case 0:
          predicted = 0;
          break;
        case 1:
          predicted = a;
          break;
        case 2:
          predicted = b;
          break;
        case 3:
          predicted = (a + b) >> 1;
          break;
        case 4:
          predicted = paeth(a, b, c);
          break;
        default:
          throw new Error(`PNG: unknown row filter ${filter} on row ${y}`);
      }
      rgba[out + x] = (v + predicted) & 255;
    }
  }
  return { width, height, rgba };
}
