import { STICKER } from '../../../shared/constants.ts';
import type { StickerSettings } from '../../../shared/model/layer.ts';
import { bouncingStar, checkBadge, confettiBurst, type FrameDrawer, heartPulse } from './designs.ts';
import { type SheetLayout, sheetSize } from './sheet.ts';

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
  };
}

export const stickerSheetSize = (sticker: CatalogSticker): { width: number; height: number } =>
  sheetSize(sticker.layout);
