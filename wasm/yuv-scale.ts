// AssemblyScript (compiled by `npm run wasm` into src/worker/media/yuv-scale.wasm; not part of the TypeScript
// projects): YUV 4:2:0 → RGBA with a 2×2 box at the centre of each output pixel's footprint, the same sampling
// as convert() in src/worker/media/yuv-scale.ts, 16 pixels at a time with WebAssembly SIMD.
//
// The caller (yuv-wasm.ts) places everything in this module's memory: the frame's planes as copyTo wrote them,
// the source column and row of each output pixel (`a` and `b` the two luma samples, `c` the chroma sample),
// three scratch rows and the RGBA output. No allocation happens here.

/** Fixed-point fraction bits of the colour arithmetic. */
const BITS = 12;

/**
 * Converts one frame. Pointers are byte offsets into memory; `cols` holds the column arrays a, b, c and `rows`
 * the row arrays a, b, c (i32 each, `width` and `height` long), `work` 3 × (width rounded up to 16) i32 plus 64
 * bytes. The matrix is that of yuvMatrix(): luma scale and offset, then the V→R, U→G, V→G and U→B multipliers.
 */
export function convert(
  src: usize,
  dst: usize,
  width: i32,
  height: i32,
  cols: usize,
  rows: usize,
  work: usize,
  yPlane: i32,
  yStride: i32,
  uPlane: i32,
  uStride: i32,
  vPlane: i32,
  vStride: i32,
  my: f64,
  myOffset: f64,
  mrv: f64,
  mgu: f64,
  mgv: f64,
  mbu: f64,
): void {
  const padded = <usize>((width + 15) & ~15);
  const lumas = work;
  const us = lumas + (padded << 2);
  const vs = us + (padded << 2);
  const tail = vs + (padded << 2);
  const one = <f64>(1 << BITS);
  // The luma term takes the sum of four samples, hence a quarter of the scale; 0.5 rounds the result.
  const ky = i32x4.splat(<i32>Math.round((my * one) / 4));
  const kOffset = i32x4.splat(<i32>Math.round((0.5 - myOffset * my) * one));
  const rv = i32x4.splat(<i32>Math.round(mrv * one));
  const gu = i32x4.splat(<i32>Math.round(mgu * one));
  const gv = i32x4.splat(<i32>Math.round(mgv * one));
  const bu = i32x4.splat(<i32>Math.round(mbu * one));
  let out = dst;
  for (let row = 0; row < height; row++) {
    const at = (<usize>row) << 2;
    const cr = load<i32>(rows + at + ((<usize>height) << 3));
    gatherRow(
      src + yPlane + load<i32>(rows + at) * yStride,
      src + yPlane + load<i32>(rows + at + ((<usize>height) << 2)) * yStride,
      src + uPlane + cr * uStride,
      src + vPlane + cr * vStride,
      cols,
      width,
      lumas,
      us,
      vs,
    );
    out = convertRow(lumas, us, vs, width, ky, kOffset, rv, gu, gv, bu, out, tail);
  }
}

/** Per output pixel of one row: the sum of its four luma samples, its U and its V (the scattered loads). */
function gatherRow(
  ra: usize,
  rb: usize,
  ur: usize,
  vr: usize,
  cols: usize,
  width: i32,
  lumas: usize,
  us: usize,
  vs: usize,
): void {
  for (let col = 0; col < width; col++) {
    const at = (<usize>col) << 2;
    const a = <usize>load<i32>(cols + at);
    const b = <usize>load<i32>(cols + at + ((<usize>width) << 2));
    const c = <usize>load<i32>(cols + at + ((<usize>width) << 3));
    const sum = <i32>load<u8>(ra + a) + <i32>load<u8>(ra + b) + <i32>load<u8>(rb + a) + <i32>load<u8>(rb + b);
    store<i32>(lumas + at, sum);
    store<i32>(us + at, <i32>load<u8>(ur + c) - 128);
    store<i32>(vs + at, <i32>load<u8>(vr + c) - 128);
  }
}

/** Converts one gathered row, 16 pixels at a time; returns where the next row's output starts. */
function convertRow(
  lumas: usize,
  us: usize,
  vs: usize,
  width: i32,
  ky: v128,
  kOffset: v128,
  rv: v128,
  gu: v128,
  gv: v128,
  bu: v128,
  out: usize,
  tail: usize,
): usize {
  for (let col = 0; col < width; col += 16) {
    const at = (<usize>col) << 2;
    const y0 = luma(lumas + at, ky, kOffset);
    const y1 = luma(lumas + at + 16, ky, kOffset);
    const y2 = luma(lumas + at + 32, ky, kOffset);
    const y3 = luma(lumas + at + 48, ky, kOffset);
    const u = us + at;
    const v = vs + at;
    const red = bytes(
      plus(y0, i32x4.mul(v128.load(v), rv)),
      plus(y1, i32x4.mul(v128.load(v, 16), rv)),
      plus(y2, i32x4.mul(v128.load(v, 32), rv)),
      plus(y3, i32x4.mul(v128.load(v, 48), rv)),
    );
    const green = bytes(
      plus(y0, i32x4.add(i32x4.mul(v128.load(u), gu), i32x4.mul(v128.load(v), gv))),
      plus(y1, i32x4.add(i32x4.mul(v128.load(u, 16), gu), i32x4.mul(v128.load(v, 16), gv))),
      plus(y2, i32x4.add(i32x4.mul(v128.load(u, 32), gu), i32x4.mul(v128.load(v, 32), gv))),
      plus(y3, i32x4.add(i32x4.mul(v128.load(u, 48), gu), i32x4.mul(v128.load(v, 48), gv))),
    );
    const blue = bytes(
      plus(y0, i32x4.mul(v128.load(u), bu)),
      plus(y1, i32x4.mul(v128.load(u, 16), bu)),
      plus(y2, i32x4.mul(v128.load(u, 32), bu)),
      plus(y3, i32x4.mul(v128.load(u, 48), bu)),
    );
    const left = width - col;
    if (left >= 16) {
      storeRgba(out, red, green, blue);
      out += 64;
    } else {
      // The row's last pixels go through the scratch, so nothing past the row is written.
      storeRgba(tail, red, green, blue);
      memory.copy(out, tail, (<usize>left) << 2);
      out += (<usize>left) << 2;
    }
  }
  return out;
}

/** Four luma terms: sum × scale + offset. */
function luma(at: usize, ky: v128, kOffset: v128): v128 {
  return i32x4.add(i32x4.mul(v128.load(at), ky), kOffset);
}

/** (luma + chroma terms) >> BITS for four pixels. */
function plus(y: v128, chroma: v128): v128 {
  return i32x4.shr_s(i32x4.add(y, chroma), BITS);
}

/** Sixteen i32 values to sixteen bytes, each limited to 0…255 by the saturating narrows. */
function bytes(a: v128, b: v128, c: v128, d: v128): v128 {
  return i8x16.narrow_i16x8_u(i16x8.narrow_i32x4_s(a, b), i16x8.narrow_i32x4_s(c, d));
}

/** Sixteen pixels as RGBA (opaque): interleaves R with G and B with A, then the two pairs. */
function storeRgba(out: usize, red: v128, green: v128, blue: v128): void {
  const alpha = i8x16.splat(-1);
  const rgLow = i8x16.shuffle(red, green, 0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23);
  const rgHigh = i8x16.shuffle(red, green, 8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31);
  const baLow = i8x16.shuffle(blue, alpha, 0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23);
  const baHigh = i8x16.shuffle(blue, alpha, 8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31);
  v128.store(out, i8x16.shuffle(rgLow, baLow, 0, 1, 16, 17, 2, 3, 18, 19, 4, 5, 20, 21, 6, 7, 22, 23));
  v128.store(
    out,
    i8x16.shuffle(rgLow, baLow, 8, 9, 24, 25, 10, 11, 26, 27, 12, 13, 28, 29, 14, 15, 30, 31),
    16,
  );
  v128.store(out, i8x16.shuffle(rgHigh, baHigh, 0, 1, 16, 17, 2, 3, 18, 19, 4, 5, 20, 21, 6, 7, 22, 23), 32);
  v128.store(
    out,
    i8x16.shuffle(rgHigh, baHigh, 8, 9, 24, 25, 10, 11, 26, 27, 12, 13, 28, 29, 14, 15, 30, 31),
    48,
  );
}
