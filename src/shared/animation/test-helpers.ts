/** Fixtures shared by the animation tests (not exported from index.ts). */
import type { AnimationContext } from './types.ts';

/** Landscape canvas, an off-centre 400×300 box, a 5 s window. */
export function context(overrides: Partial<AnimationContext> = {}): AnimationContext {
  return {
    durationMs: 5000,
    box: { left: 100, top: 50, width: 400, height: 300 },
    canvas: { width: 1920, height: 1080 },
    ...overrides,
  };
}
