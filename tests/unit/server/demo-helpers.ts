import type { DecodedPng } from '../../../src/server/demo/png-decode.ts';

/** For each cell of a sprite sheet (left to right, top to bottom), how many of its pixels are not transparent. */
export function opaqueCells(image: DecodedPng, cellWidth: number, cellHeight: number): number[] {
  const columns = image.width / cellWidth;
  const rows = image.height / cellHeight;
  const counts = new Array<number>(columns * rows).fill(0);
  for (let y = 0; y < image.height; y++) {
    const rowBase = Math.floor(y / cellHeight) * columns;
    for (let x = 0; x < image.width; x++) {
      if (image.rgba[(y * image.width + x) * 4 + 3] !== 0) counts[rowBase + Math.floor(x / cellWidth)]!++;
    }
  }
  return counts;
}
