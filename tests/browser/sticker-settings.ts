/**
 * The sheet layout of the harnesses' test stickers (`spriteSheet(64, 25, 38, colours)`): the product's default
 * layout, 38 frames in 25 columns at 25 fps, with 64 px frames instead of 1024.
 */
export const testStickerSettings = (extra: Record<string, unknown> = {}) => ({
  startTime: 0,
  currentFrame: 0,
  coverFrame: 0,
  frameWidth: 64,
  frameHeight: 64,
  frameRate: 25,
  totalFrames: 38,
  columns: 25,
  ...extra,
});
