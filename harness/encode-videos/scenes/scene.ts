export type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/**
 * Draws the whole frame at time `t` (seconds) on a `width`×`height` canvas. After the scene is set up it is a pure
 * function of its arguments and draws in proportions of the canvas, so every size of a video shows the same
 * picture and a seek in a test lands on predictable content.
 */
export type DrawFrame = (ctx: Context2D, width: number, height: number, t: number) => void;

/** Sets a scene up from a seeded random source; the duration lets slow changes (a sunrise) span the video. */
export type SceneFactory = (random: () => number, durationSeconds: number) => DrawFrame;

/** Soft round light: a radial gradient from `color` at `alpha` to transparent. */
export function glow(
  ctx: Context2D,
  x: number,
  y: number,
  radius: number,
  color: string,
  alpha: number,
  core = 0,
): void {
  const gradient = ctx.createRadialGradient(x, y, 0, x, y, radius);
  gradient.addColorStop(0, rgba(color, alpha));
  gradient.addColorStop(Math.min(Math.max(core, 0), 0.99), rgba(color, alpha));
  gradient.addColorStop(1, rgba(color, 0));
  ctx.fillStyle = gradient;
  ctx.beginPath();
  ctx.arc(x, y, radius, 0, Math.PI * 2);
  ctx.fill();
}

/** `#rrggbb` with an alpha, as a CSS colour. */
export function rgba(hex: string, alpha: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgba(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255}, ${alpha.toFixed(3)})`;
}

/** Linear blend of two `#rrggbb` colours, `amount` 0 → a, 1 → b. */
export function mix(a: string, b: string, amount: number): string {
  const x = Number.parseInt(a.slice(1), 16);
  const y = Number.parseInt(b.slice(1), 16);
  const channel = (shift: number) =>
    Math.round(((x >> shift) & 255) * (1 - amount) + ((y >> shift) & 255) * amount);
  return `#${((channel(16) << 16) | (channel(8) << 8) | channel(0)).toString(16).padStart(6, '0')}`;
}
