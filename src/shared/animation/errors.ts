/** Raised for animation input that cannot be played: an unknown ease, preset, effect or parameter. */
export class AnimationError extends Error {
  override readonly name = 'AnimationError';
}
