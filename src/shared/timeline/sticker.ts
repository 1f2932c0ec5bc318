import { STICKER } from '../constants.ts';
import type { StickerSettings } from '../model/layer.ts';

/**
 * The sprite-sheet frame a sticker shows `layerTime` seconds after the layer appears:
 * floor(t × frame rate) mod total frames; a one-frame sticker is static and shows its cover frame.
 */
export function stickerFrameIndex(
  settings: Pick<StickerSettings, 'frameRate' | 'totalFrames' | 'coverFrame'>,
  layerTime: number,
): number {
  const total = Math.floor(settings.totalFrames);
  if (!(total > 1)) return 0;
  const rate = settings.frameRate > 0 ? settings.frameRate : STICKER.frameRate;
  const frame = Math.floor(Math.max(0, layerTime) * rate + 1e-9);
  return frame % total;
}

/** Where frame `index` sits in the sheet: `columns` frames per row, left to right, top to bottom. */
export function stickerFrameRect(
  settings: Pick<StickerSettings, 'frameWidth' | 'frameHeight' | 'columns'>,
  index: number,
): { sx: number; sy: number; sw: number; sh: number } {
  const columns = Math.max(1, Math.floor(settings.columns));
  const sw = settings.frameWidth > 0 ? settings.frameWidth : STICKER.frameWidth;
  const sh = settings.frameHeight > 0 ? settings.frameHeight : STICKER.frameHeight;
  return { sx: (index % columns) * sw, sy: Math.floor(index / columns) * sh, sw, sh };
}
