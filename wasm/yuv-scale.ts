// AssemblyScript (compiled by `npm run wasm` into src/worker/media/yuv-scale.wasm; not part of the TypeScript
// projects): YUV 4:2:0 → RGBA, 16 pixels at a time with WebAssembly SIMD. Shrinking, a 2×2 box at the centre of
// each output pixel's footprint, the same sampling as convert() in src/worker/media/yuv-scale.ts: convert()
// with a scalar load per sample, convertBlocks() with swizzles from 64-byte windows where the samples allow,
// and bilinear there too when shown at more than three quarters of the size; at the frame's own size,
// convertWhole().
//
// The caller (yuv-wasm.ts) places everything in this module's memory: the frame's planes as copyTo wrote them,
// the source column and row of each output pixel (`a` and `b` the two luma samples, `c` the chroma sample) or
// the per-block tables, scratch rows and the RGBA output. No allocation happens here.

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
    const u = us + at;
    const v = vs + at;
    out = block(
      luma(lumas + at, ky, kOffset),
      luma(lumas + at + 16, ky, kOffset),
      luma(lumas + at + 32, ky, kOffset),
      luma(lumas + at + 48, ky, kOffset),
      v128.load(u),
      v128.load(u, 16),
      v128.load(u, 32),
      v128.load(u, 48),
      v128.load(v),
      v128.load(v, 16),
      v128.load(v, 32),
      v128.load(v, 48),
      rv,
      gu,
      gv,
      bu,
      out,
      tail,
      width - col,
    );
  }
  return out;
}

/**
 * Converts a frame at its own size (each output pixel one luma sample, the chroma sample of its 2×2 block):
 * no gather, every row read 16 pixels at a time. `interleaved` is 1 for NV12 (U and V alternate in the plane
 * at `uPlane`; `vPlane` is not read). Reads up to 16 bytes past a row's end, so the caller leaves that much
 * memory after the planes; `work` is 64 bytes of scratch for a row's last pixels.
 */
export function convertWhole(
  src: usize,
  dst: usize,
  width: i32,
  height: i32,
  work: usize,
  yPlane: i32,
  yStride: i32,
  uPlane: i32,
  uStride: i32,
  vPlane: i32,
  vStride: i32,
  interleaved: i32,
  my: f64,
  myOffset: f64,
  mrv: f64,
  mgu: f64,
  mgv: f64,
  mbu: f64,
): void {
  const one = <f64>(1 << BITS);
  const ky = i32x4.splat(<i32>Math.round(my * one));
  const kOffset = i32x4.splat(<i32>Math.round((0.5 - myOffset * my) * one));
  const rv = i32x4.splat(<i32>Math.round(mrv * one));
  const gu = i32x4.splat(<i32>Math.round(mgu * one));
  const gv = i32x4.splat(<i32>Math.round(mgv * one));
  const bu = i32x4.splat(<i32>Math.round(mbu * one));
  let out = dst;
  for (let row = 0; row < height; row++) {
    const ys = src + yPlane + row * yStride;
    const us = src + uPlane + (row >> 1) * uStride;
    const vs = src + vPlane + (row >> 1) * vStride;
    for (let col = 0; col < width; col += 16) {
      const y = v128.load(ys + col);
      let u: v128;
      let v: v128;
      if (interleaved) {
        const uv = v128.load(us + col);
        u = i8x16.shuffle(uv, uv, 0, 0, 2, 2, 4, 4, 6, 6, 8, 8, 10, 10, 12, 12, 14, 14);
        v = i8x16.shuffle(uv, uv, 1, 1, 3, 3, 5, 5, 7, 7, 9, 9, 11, 11, 13, 13, 15, 15);
      } else {
        const u8 = v128.load64_zero(us + (col >> 1));
        const v8 = v128.load64_zero(vs + (col >> 1));
        u = i8x16.shuffle(u8, u8, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7);
        v = i8x16.shuffle(v8, v8, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7);
      }
      out = block16(
        i16x8.extend_low_i8x16_u(y),
        i16x8.extend_high_i8x16_u(y),
        u,
        v,
        ky,
        kOffset,
        rv,
        gu,
        gv,
        bu,
        out,
        work,
        width - col,
      );
    }
  }
}

/**
 * Converts one frame shrunk, 16 output pixels at a time without scalar loads: for each block of 16 pixels of
 * a row, `blocks` holds (64 bytes a block) the first luma column and the first chroma byte the block reads
 * (i32 at 0 and 4), then the 16 pixels' columns relative to them as bytes: luma a at 16, luma b at 32, chroma
 * at 48. The caller makes the table only where every block's columns lie within 64 bytes of its first (shown
 * at a quarter of the frame's size or more), and leaves 64 bytes of memory after the planes, as each block
 * reads 64 bytes of each row. `rows` holds the row arrays a, b, c as for convert(); `work` 64 bytes of
 * scratch for a row's last pixels.
 *
 * With `weights` 0 each pixel is the mean of its four luma samples, as convert() makes it. Otherwise each is
 * their bilinear blend (shown at more than three quarters of the frame's size, where a box would soften the
 * picture): `weights` holds 16 bytes a block, each pixel's weight of column b in 128ths, and `rows` a fourth
 * array, each row's weight of row b in 128ths times 256 (a Q15 fraction, below 1).
 */
export function convertBlocks(
  src: usize,
  dst: usize,
  width: i32,
  height: i32,
  rows: usize,
  blocks: usize,
  weights: usize,
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
  const one = <f64>(1 << BITS);
  // The luma term takes the sum of four samples, hence a quarter of the scale; 0.5 rounds the result.
  const ky = i32x4.splat(<i32>Math.round((my * one) / 4));
  const kOffset = i32x4.splat(<i32>Math.round((0.5 - myOffset * my) * one));
  const rv = i32x4.splat(<i32>Math.round(mrv * one));
  const gu = i32x4.splat(<i32>Math.round(mgu * one));
  const gv = i32x4.splat(<i32>Math.round(mgv * one));
  const bu = i32x4.splat(<i32>Math.round(mbu * one));
  const sixteen = i8x16.splat(16);
  let out = dst;
  for (let row = 0; row < height; row++) {
    const at = (<usize>row) << 2;
    const ra = src + yPlane + load<i32>(rows + at) * yStride;
    const rb = src + yPlane + load<i32>(rows + at + ((<usize>height) << 2)) * yStride;
    const cr = load<i32>(rows + at + ((<usize>height) << 3));
    const ur = src + uPlane + cr * uStride;
    const vr = src + vPlane + cr * vStride;
    const rowWeight =
      weights === 0 ? i16x8.splat(0) : i16x8.splat(<i16>load<i32>(rows + at + <usize>height * 12));
    let table = blocks;
    let weight = weights;
    for (let col = 0; col < width; col += 16) {
      const y = <usize>load<i32>(table);
      const c = <usize>load<i32>(table, 4);
      // Each index less 16, 32 and 48, for the swizzles of the window's second, third and fourth quarter.
      const a0 = v128.load(table, 16);
      const a1 = i8x16.sub(a0, sixteen);
      const a2 = i8x16.sub(a1, sixteen);
      const a3 = i8x16.sub(a2, sixteen);
      const b0 = v128.load(table, 32);
      const b1 = i8x16.sub(b0, sixteen);
      const b2 = i8x16.sub(b1, sixteen);
      const b3 = i8x16.sub(b2, sixteen);
      const k0 = v128.load(table, 48);
      const k1 = i8x16.sub(k0, sixteen);
      const k2 = i8x16.sub(k1, sixteen);
      const k3 = i8x16.sub(k2, sixteen);
      const top = ra + y;
      const t0 = v128.load(top);
      const t1 = v128.load(top, 16);
      const t2 = v128.load(top, 32);
      const t3 = v128.load(top, 48);
      const bottom = rb + y;
      const d0 = v128.load(bottom);
      const d1 = v128.load(bottom, 16);
      const d2 = v128.load(bottom, 32);
      const d3 = v128.load(bottom, 48);
      const aTop = pick(t0, t1, t2, t3, a0, a1, a2, a3);
      const bTop = pick(t0, t1, t2, t3, b0, b1, b2, b3);
      const aBottom = pick(d0, d1, d2, d3, a0, a1, a2, a3);
      const bBottom = pick(d0, d1, d2, d3, b0, b1, b2, b3);
      let sumLow: v128;
      let sumHigh: v128;
      if (weights === 0) {
        // The four luma samples of each pixel, summed in 16 bits (at most 4 × 255).
        sumLow = i16x8.add(
          i16x8.add(i16x8.extend_low_i8x16_u(aTop), i16x8.extend_low_i8x16_u(bTop)),
          i16x8.add(i16x8.extend_low_i8x16_u(aBottom), i16x8.extend_low_i8x16_u(bBottom)),
        );
        sumHigh = i16x8.add(
          i16x8.add(i16x8.extend_high_i8x16_u(aTop), i16x8.extend_high_i8x16_u(bTop)),
          i16x8.add(i16x8.extend_high_i8x16_u(aBottom), i16x8.extend_high_i8x16_u(bBottom)),
        );
      } else {
        const w = v128.load(weight);
        const wLow = i16x8.extend_low_i8x16_u(w);
        const wHigh = i16x8.extend_high_i8x16_u(w);
        sumLow = blend(
          across(i16x8.extend_low_i8x16_u(aTop), i16x8.extend_low_i8x16_u(bTop), wLow),
          across(i16x8.extend_low_i8x16_u(aBottom), i16x8.extend_low_i8x16_u(bBottom), wLow),
          rowWeight,
        );
        sumHigh = blend(
          across(i16x8.extend_high_i8x16_u(aTop), i16x8.extend_high_i8x16_u(bTop), wHigh),
          across(i16x8.extend_high_i8x16_u(aBottom), i16x8.extend_high_i8x16_u(bBottom), wHigh),
          rowWeight,
        );
        weight += 16;
      }
      const us = ur + c;
      const u = pick(v128.load(us), v128.load(us, 16), v128.load(us, 32), v128.load(us, 48), k0, k1, k2, k3);
      const vs = vr + c;
      const v = pick(v128.load(vs), v128.load(vs, 16), v128.load(vs, 32), v128.load(vs, 48), k0, k1, k2, k3);
      out = block16(sumLow, sumHigh, u, v, ky, kOffset, rv, gu, gv, bu, out, work, width - col);
      table += 64;
    }
  }
}

/** Eight pixels of a row between samples a and b: a × 128 + (b − a) × w, w in 128ths (at most 128 × 255). */
function across(a: v128, b: v128, w: v128): v128 {
  return i16x8.add(i16x8.shl(a, 7), i16x8.mul(i16x8.sub(b, a), w));
}

/**
 * Eight pixels between their top and bottom row values (128ths of a level, from across()): top + (bottom −
 * top) × the row's Q15 weight, then in quarters of a level, the scale of a sum of four samples (rounded).
 */
function blend(top: v128, bottom: v128, rowWeight: v128): v128 {
  const mixed = i16x8.add(top, i16x8.q15mulr_sat_s(i16x8.sub(bottom, top), rowWeight));
  return i16x8.shr_u(i16x8.add(mixed, i16x8.splat(16)), 5);
}

/**
 * Sixteen bytes picked from 64 (four quarters q0…q3) by the indices i0 (0…63) and i1, i2, i3 (i0 less 16, 32
 * and 48): a swizzle of each quarter, where an index outside it gives 0 (a smaller one wraps past 15).
 */
function pick(q0: v128, q1: v128, q2: v128, q3: v128, i0: v128, i1: v128, i2: v128, i3: v128): v128 {
  return v128.or(
    v128.or(i8x16.swizzle(q0, i0), i8x16.swizzle(q1, i1)),
    v128.or(i8x16.swizzle(q2, i2), i8x16.swizzle(q3, i3)),
  );
}

/**
 * Sixteen pixels from their luma values in 16 bits (eight in each half, times `ky` plus `kOffset` give the
 * luma terms) and their U and V bytes: block() after widening.
 */
function block16(
  yLow: v128,
  yHigh: v128,
  u: v128,
  v: v128,
  ky: v128,
  kOffset: v128,
  rv: v128,
  gu: v128,
  gv: v128,
  bu: v128,
  out: usize,
  tail: usize,
  left: i32,
): usize {
  const uLow = centred(i16x8.extend_low_i8x16_u(u));
  const uHigh = centred(i16x8.extend_high_i8x16_u(u));
  const vLow = centred(i16x8.extend_low_i8x16_u(v));
  const vHigh = centred(i16x8.extend_high_i8x16_u(v));
  return block(
    i32x4.add(i32x4.mul(i32x4.extend_low_i16x8_u(yLow), ky), kOffset),
    i32x4.add(i32x4.mul(i32x4.extend_high_i16x8_u(yLow), ky), kOffset),
    i32x4.add(i32x4.mul(i32x4.extend_low_i16x8_u(yHigh), ky), kOffset),
    i32x4.add(i32x4.mul(i32x4.extend_high_i16x8_u(yHigh), ky), kOffset),
    i32x4.extend_low_i16x8_s(uLow),
    i32x4.extend_high_i16x8_s(uLow),
    i32x4.extend_low_i16x8_s(uHigh),
    i32x4.extend_high_i16x8_s(uHigh),
    i32x4.extend_low_i16x8_s(vLow),
    i32x4.extend_high_i16x8_s(vLow),
    i32x4.extend_low_i16x8_s(vHigh),
    i32x4.extend_high_i16x8_s(vHigh),
    rv,
    gu,
    gv,
    bu,
    out,
    tail,
    left,
  );
}

/** Eight chroma samples less 128. */
function centred(c: v128): v128 {
  return i16x8.sub(c, i16x8.splat(128));
}

/**
 * Sixteen pixels from their luma terms (four vectors of four) and their U − 128 and V − 128, stored as RGBA
 * at `out`, or through `tail` when fewer than 16 are `left` so nothing past the row is written. Returns where
 * the next pixels go.
 */
function block(
  y0: v128,
  y1: v128,
  y2: v128,
  y3: v128,
  u0: v128,
  u1: v128,
  u2: v128,
  u3: v128,
  v0: v128,
  v1: v128,
  v2: v128,
  v3: v128,
  rv: v128,
  gu: v128,
  gv: v128,
  bu: v128,
  out: usize,
  tail: usize,
  left: i32,
): usize {
  const red = bytes(
    plus(y0, i32x4.mul(v0, rv)),
    plus(y1, i32x4.mul(v1, rv)),
    plus(y2, i32x4.mul(v2, rv)),
    plus(y3, i32x4.mul(v3, rv)),
  );
  const green = bytes(
    plus(y0, i32x4.add(i32x4.mul(u0, gu), i32x4.mul(v0, gv))),
    plus(y1, i32x4.add(i32x4.mul(u1, gu), i32x4.mul(v1, gv))),
    plus(y2, i32x4.add(i32x4.mul(u2, gu), i32x4.mul(v2, gv))),
    plus(y3, i32x4.add(i32x4.mul(u3, gu), i32x4.mul(v3, gv))),
  );
  const blue = bytes(
    plus(y0, i32x4.mul(u0, bu)),
    plus(y1, i32x4.mul(u1, bu)),
    plus(y2, i32x4.mul(u2, bu)),
    plus(y3, i32x4.mul(u3, bu)),
  );
  if (left >= 16) {
    storeRgba(out, red, green, blue);
    return out + 64;
  }
  storeRgba(tail, red, green, blue);
  memory.copy(out, tail, (<usize>left) << 2);
  return out + ((<usize>left) << 2);
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
