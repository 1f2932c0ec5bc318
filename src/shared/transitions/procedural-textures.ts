/**
 * Deterministic grayscale textures for the transitions that sample an extra image (`luma`, `displacement`).
 * gl-transitions ships those images separately (PNG files we do not download), so we compute them: the same name
 * and size always give the same bytes, in every thread and on every machine.
 */

export const PROCEDURAL_TEXTURE_NAMES = ['noise', 'spiral', 'radial', 'linear'] as const;
export type ProceduralTextureName = (typeof PROCEDURAL_TEXTURE_NAMES)[number];

/** Side of the square textures the renderer uploads: smooth enough once sampled with linear filtering. */
export const PROCEDURAL_TEXTURE_SIZE = 256;

/**
 * The brightest level written. `luma` keeps the outgoing scene where `step(progress, level) == 1`: at progress 1 a
 * texel of exactly 1.0 (255) would still show the outgoing scene, so levels stop at 254 and progress 1 always
 * reaches the incoming scene.
 */
export const PROCEDURAL_TEXTURE_MAX_LEVEL = 254;

export function isProceduralTextureName(value: unknown): value is ProceduralTextureName {
  return typeof value === 'string' && (PROCEDURAL_TEXTURE_NAMES as readonly string[]).includes(value);
}

/** Integer hash of a lattice point (a 32-bit mix), mapped to [0, 1). */
function latticeValue(x: number, y: number, seed: number): number {
  let h = Math.imul(x, 374761393) ^ Math.imul(y, 668265263) ^ Math.imul(seed, 2147483647);
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  h ^= h >>> 16;
  return (h >>> 0) / 4294967296;
}

function smooth(t: number): number {
  return t * t * (3 - 2 * t);
}

/** Value noise at (u, v) on a lattice of `cells` cells per side, bilinear with a smoothstep fade. */
function valueNoise(u: number, v: number, cells: number, seed: number): number {
  const x = u * cells;
  const y = v * cells;
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const fx = smooth(x - x0);
  const fy = smooth(y - y0);
  const top = latticeValue(x0, y0, seed) * (1 - fx) + latticeValue(x0 + 1, y0, seed) * fx;
  const bottom = latticeValue(x0, y0 + 1, seed) * (1 - fx) + latticeValue(x0 + 1, y0 + 1, seed) * fx;
  return top * (1 - fy) + bottom * fy;
}

/** Four octaves of value noise, normalised to [0, 1]. */
function fractalNoise(u: number, v: number): number {
  let sum = 0;
  let weight = 0;
  for (let octave = 0; octave < 4; octave += 1) {
    const amplitude = 0.5 ** octave;
    sum += valueNoise(u, v, 4 * 2 ** octave, octave + 1) * amplitude;
    weight += amplitude;
  }
  return sum / weight;
}

/** Level in [0, 1] of texture `name` at texture coordinates (u, v) in [0, 1]. */
function level(name: ProceduralTextureName, u: number, v: number): number {
  const dx = u - 0.5;
  const dy = v - 0.5;
  switch (name) {
    case 'noise':
      return fractalNoise(u, v);
    case 'spiral': {
      // One turn of angle plus two turns along the radius: a luma wipe that sweeps round and outwards.
      const turn = Math.atan2(dy, dx) / (2 * Math.PI) + 0.5;
      const radius = Math.hypot(dx, dy) / Math.SQRT1_2;
      const value = turn + 2 * radius;
      return value - Math.floor(value);
    }
    case 'radial':
      return Math.min(1, Math.hypot(dx, dy) / Math.SQRT1_2);
    case 'linear':
      return u;
  }
}

/**
 * A `size`×`size` grayscale texture, one byte a texel, rows from v = 0 upwards; levels 0..PROCEDURAL_TEXTURE_MAX_LEVEL.
 */
export function proceduralTexture(name: ProceduralTextureName, size = PROCEDURAL_TEXTURE_SIZE): Uint8Array {
  if (!Number.isInteger(size) || size < 1 || size > 4096) {
    throw new RangeError(`procedural texture "${name}": size must be an integer in 1..4096, got ${size}`);
  }
  const texels = new Uint8Array(size * size);
  for (let row = 0; row < size; row += 1) {
    for (let column = 0; column < size; column += 1) {
      const value = level(name, (column + 0.5) / size, (row + 0.5) / size);
      texels[row * size + column] = Math.min(
        PROCEDURAL_TEXTURE_MAX_LEVEL,
        Math.floor(value * (PROCEDURAL_TEXTURE_MAX_LEVEL + 1)),
      );
    }
  }
  return texels;
}
