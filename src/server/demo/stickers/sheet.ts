import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { encodePngScanlinesAsync } from '../png.ts';
import { type Rgba, svgToRgba } from '../svg-render.ts';
import type { FrameDrawer } from './designs.ts';
import { stickerSheetSize } from '../../../shared/timeline/sticker.ts';

export interface SheetLayout {
  frameWidth: number;
  frameHeight: number;
  totalFrames: number;
  columns: number;
}

/**
 * Draws every frame and packs them left to right, top to bottom into one transparent PNG sprite sheet;
 * cells after the last frame stay empty. Frames are written straight into the PNG's scanline buffer (one
 * filter byte per row), so the 200 MB sheet exists only once in memory.
 */
export async function buildSpriteSheet(draw: FrameDrawer, layout: SheetLayout): Promise<Buffer> {
  const { width, height } = stickerSheetSize(layout);
  const stride = width * 4 + 1;
  const raw = Buffer.alloc(stride * height); // zero: filter 0 and transparent black everywhere
  // Two frames render at once on the thread pool (this machine class has two cores).
  const pending = new Map<number, Promise<Rgba>>();
  const render = (frame: number): void => {
    if (frame < layout.totalFrames)
      pending.set(frame, svgToRgba(draw(frame / layout.totalFrames), layout.frameWidth));
  };
  render(0);
  for (let frame = 0; frame < layout.totalFrames; frame++) {
    render(frame + 1);
    const image = await pending.get(frame)!;
    pending.delete(frame);
    if (image.width !== layout.frameWidth || image.height !== layout.frameHeight)
      throw new RangeError(
        `frame ${frame}: drawn ${image.width}×${image.height}, expected ${layout.frameWidth}×${layout.frameHeight}`,
      );
    const x0 = (frame % layout.columns) * layout.frameWidth;
    const y0 = Math.floor(frame / layout.columns) * layout.frameHeight;
    const row = layout.frameWidth * 4;
    for (let y = 0; y < layout.frameHeight; y++) {
      image.pixels.copy(raw, (y0 + y) * stride + 1 + x0 * 4, y * row, (y + 1) * row);
    }
    await yieldToLoop(); // copying a frame takes a few ms; let requests through between frames
  }
  // Level 3: ten times faster than 6 on these sheets for about 1.4× the bytes (≈3 MB a sheet).
  return encodePngScanlinesAsync(width, height, raw, 3);
}
