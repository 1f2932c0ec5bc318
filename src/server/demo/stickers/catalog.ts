import { STICKER } from '../../../shared/constants.ts';
import type { StickerSettings } from '../../../shared/model/layer.ts';
import { bouncingStar, checkBadge, confettiBurst, type FrameDrawer, heartPulse } from './designs.ts';
import type { SheetLayout } from './sheet.ts';
import { mediaPath } from '../../media/signing.ts';
import { stickerSheetSize as sheetSizeOf } from '../../../shared/timeline/sticker.ts';

export interface CatalogSticker {
  id: string;
  title: string;
  draw: FrameDrawer;
  layout: SheetLayout;
}

/** Animated stickers: 1024×1024 frames, 38 of them at 25 fps, 25 columns. */
const ANIMATED: SheetLayout = {
  frameWidth: STICKER.frameWidth,
  frameHeight: STICKER.frameHeight,
  totalFrames: STICKER.totalFrames,
  columns: STICKER.columns,
};
/** A sticker with one frame is static. */
const STATIC: SheetLayout = { ...ANIMATED, totalFrames: 1, columns: 1 };

export const STICKER_CATALOG: readonly CatalogSticker[] = [
  { id: 'bouncing-star', title: 'Bouncing star', draw: bouncingStar, layout: ANIMATED },
  { id: 'heart-pulse', title: 'Heart pulse', draw: heartPulse, layout: ANIMATED },
  { id: 'confetti-burst', title: 'Confetti burst', draw: confettiBurst, layout: ANIMATED },
  { id: 'check-badge', title: 'Check badge', draw: checkBadge, layout: STATIC },
];

export const STICKER_COVER_WIDTH = 256;

export const stickerKey = (sticker: CatalogSticker): string => `public/library/stickers/${sticker.id}.png`;

/**
 * Frame sides of the sheet's smaller copies: a sticker is mostly shown far below its 1024 px frames, and the
 * renderer decodes the smallest copy with enough pixels (a 25600 px sheet takes ~0.3–0.6 s to decode here).
 */
export const SMALLER_SHEET_SIDES = [512, 256, 128] as const;

/** A smaller copy's layout: the same frames in the same places, `side` pixels on their long side. */
export function smallerSheetLayout(sticker: CatalogSticker, side: number): SheetLayout {
  const { frameWidth, frameHeight } = sticker.layout;
  const f = side / Math.max(frameWidth, frameHeight);
  return {
    ...sticker.layout,
    frameWidth: Math.round(frameWidth * f),
    frameHeight: Math.round(frameHeight * f),
  };
}

export const smallerSheetKey = (sticker: CatalogSticker, side: number): string =>
  `public/library/stickers/${sticker.id}-${side}px.png`;
export const stickerCoverKey = (sticker: CatalogSticker): string =>
  `public/library/stickers/${sticker.id}-cover.png`;

/** What a CustomSticker layer carries for this sticker. */
export function stickerSettings(sticker: CatalogSticker): StickerSettings {
  return {
    startTime: 0,
    currentFrame: STICKER.coverFrame,
    coverFrame: STICKER.coverFrame,
    frameWidth: sticker.layout.frameWidth,
    frameHeight: sticker.layout.frameHeight,
    frameRate: STICKER.frameRate,
    totalFrames: sticker.layout.totalFrames,
    columns: sticker.layout.columns,
    sheets: SMALLER_SHEET_SIDES.map((side) => {
      const layout = smallerSheetLayout(sticker, side);
      const key = smallerSheetKey(sticker, side);
      return { frameWidth: layout.frameWidth, frameHeight: layout.frameHeight, key, url: mediaPath(key) };
    }),
  };
}

/** Every file of a sticker: its sheet, its smaller copies and its cover. */
export const stickerKeys = (sticker: CatalogSticker): string[] => [
  stickerKey(sticker),
  ...SMALLER_SHEET_SIDES.map((side) => smallerSheetKey(sticker, side)),
  stickerCoverKey(sticker),
];

export const stickerSheetSize = (sticker: CatalogSticker): { width: number; height: number } =>
  sheetSizeOf(sticker.layout);
