import { STICKER } from '../constants.ts';
import type { StickerSettings, StickerSheet } from '../model/layer.ts';

/** A frame's width and height, the default frame's where the settings give none. */
function frameSize(settings: Pick<StickerSettings, 'frameWidth' | 'frameHeight'>): [number, number] {
  return [
    settings.frameWidth > 0 ? settings.frameWidth : STICKER.frameWidth,
    settings.frameHeight > 0 ? settings.frameHeight : STICKER.frameHeight,
  ];
}

/**
 * How many pixels a sticker's frame is shown with on its long side at `scale`: never fewer than at the
 * project's own size, so the preview, grabs and export at scale ≤ 1 share one decode.
 */
export function stickerShownSide(
  p: { width: number; height: number; scaleX: number; scaleY: number },
  scale = 1,
): number {
  return Math.max(Math.abs(p.width * p.scaleX), Math.abs(p.height * p.scaleY)) * Math.max(1, scale);
}

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
  const [sw, sh] = frameSize(settings);
  return { sx: (index % columns) * sw, sy: Math.floor(index / columns) * sh, sw, sh };
}

/** The sheet's pixel size: `columns` frames per row (fewer when there are fewer frames), as many rows as needed. */
export function stickerSheetSize(
  settings: Pick<StickerSettings, 'frameWidth' | 'frameHeight' | 'columns' | 'totalFrames'>,
): { width: number; height: number } {
  const columns = Math.max(1, Math.floor(settings.columns));
  const [fw, fh] = frameSize(settings);
  const total = Math.max(1, Math.floor(settings.totalFrames));
  return { width: Math.min(columns, total) * fw, height: Math.ceil(total / columns) * fh };
}

/** Which sheet a sticker decodes for a frame shown `shownSide` pixels on its long side, and at what size. */
export interface StickerSheetChoice {
  /** A smaller copy of the sheet, or undefined for the sheet itself. */
  sheet: StickerSheet | undefined;
  /** The chosen sheet's frame size. */
  frameWidth: number;
  frameHeight: number;
  /** Decoded pixels per pixel of the chosen sheet (≤ 1). */
  decodeScale: number;
}

/** Smallest power of two ≥ n: sizes come in steps, so nearby scales share one decode. */
const nextPowerOfTwo = (n: number): number => 2 ** Math.ceil(Math.log2(Math.max(1, n)));

/**
 * Frames are decoded with the next power of two ≥ `shownSide` pixels on their long side (at most their own), from
 * the smallest sheet whose frames have at least that many: the sheet itself when no smaller copy does.
 */
export function stickerSheetFor(
  settings: Pick<StickerSettings, 'frameWidth' | 'frameHeight' | 'sheets'>,
  shownSide: number,
): StickerSheetChoice {
  const [fw, fh] = frameSize(settings);
  const needed = Math.min(nextPowerOfTwo(Math.ceil(shownSide)), Math.max(fw, fh));
  let choice: StickerSheetChoice = { sheet: undefined, frameWidth: fw, frameHeight: fh, decodeScale: 1 };
  let side = Math.max(fw, fh);
  for (const sheet of settings.sheets ?? []) {
    const sheetSide = Math.max(sheet.frameWidth, sheet.frameHeight);
    if (sheetSide >= needed && sheetSide < side) {
      side = sheetSide;
      choice = { sheet, frameWidth: sheet.frameWidth, frameHeight: sheet.frameHeight, decodeScale: 1 };
    }
  }
  return { ...choice, decodeScale: Math.min(1, needed / side) };
}
