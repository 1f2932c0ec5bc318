/**
 * The sheet the baseline and the peers draw a sticker from: the same one our renderer decodes (the smallest of the library's
 * smaller copies with the pixels the sticker is shown with, else the sheet), so no side decodes more.
 */
import type { StickerSettings } from '../../src/shared/model/layer.ts';
import { stickerSheetFor, stickerShownSide } from '../../src/shared/timeline/sticker.ts';

export interface PeerSheet {
  url: string;
  /** The sticker's settings with the chosen sheet's frame size (frame rects then fall in that sheet). */
  settings: StickerSettings;
}

export function peerStickerSheet(
  p: { width: number; height: number; scaleX: number; scaleY: number; sticker: StickerSettings },
  url: string,
): PeerSheet {
  const choice = stickerSheetFor(p.sticker, stickerShownSide(p));
  const copyUrl = choice.sheet?.url;
  if (choice.sheet === undefined || copyUrl === undefined) return { url, settings: p.sticker };
  return {
    url: copyUrl,
    settings: { ...p.sticker, frameWidth: choice.frameWidth, frameHeight: choice.frameHeight },
  };
}
