import { deflate, deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  out.set(data, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/** Encodes RGBA pixels (row-major, 4 bytes each) as a PNG. */
export function encodePng(width: number, height: number, rgba: Uint8Array): Buffer {
  return encodePngScanlines(width, height, scanlinesOf(width, height, rgba));
}

/** The PNG data stream before compression: each row is a filter byte (0 = none) and the row's RGBA. */
export function scanlinesOf(width: number, height: number, rgba: Uint8Array): Buffer {
  if (rgba.length !== width * height * 4)
    throw new RangeError(`rgba: expected ${width * height * 4} bytes, got ${rgba.length}`);
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width * 4 + 1)] = 0;
    raw.set(rgba.subarray(y * width * 4, (y + 1) * width * 4), y * (width * 4 + 1) + 1);
  }
  return raw;
}

function checkScanlines(width: number, height: number, raw: Uint8Array): void {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1)
    throw new RangeError(`size: expected positive integers, got ${width}×${height}`);
  if (raw.length !== (width * 4 + 1) * height)
    throw new RangeError(`scanlines: expected ${(width * 4 + 1) * height} bytes, got ${raw.length}`);
}

function pngHeader(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits per channel, RGBA, deflate, no interlace
  return header;
}

/** An RGBA PNG from scanlines (see scanlinesOf), compressed at deflate `level`. */
export function encodePngScanlines(width: number, height: number, raw: Uint8Array, level = 9): Buffer {
  checkScanlines(width, height, raw);
  return assemblePng(width, height, deflateSync(raw, { level }));
}

/**
 * Like encodePngScanlines, but compresses on the libuv thread pool, so that a large image (a 25600×2048
 * sticker sheet is 200 MB of pixels) does not hold up the server's event loop.
 */
export async function encodePngScanlinesAsync(
  width: number,
  height: number,
  raw: Uint8Array,
  level = 6,
): Promise<Buffer> {
  checkScanlines(width, height, raw);
  const compressed = await new Promise<Buffer>((resolve, reject) =>
    deflate(raw, { level }, (error, out) => (error === null ? resolve(out) : reject(error))),
  );
  return assemblePng(width, height, compressed);
}

function assemblePng(width: number, height: number, compressed: Uint8Array): Buffer {
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', pngHeader(width, height)),
    chunk('IDAT', compressed),
    chunk('IEND', new Uint8Array(0)),
  ]);
}
