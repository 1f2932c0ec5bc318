import { describe, expect, it } from 'vitest';
import { STICKER } from '../../../src/shared/constants.ts';
import { stickerFrameIndex, stickerFrameRect } from '../../../src/shared/timeline/sticker.ts';

const sheet = {
  frameRate: STICKER.frameRate,
  totalFrames: STICKER.totalFrames,
  coverFrame: 0,
  frameWidth: 1024,
  frameHeight: 1024,
  columns: 25,
};

describe('sticker frames (25 fps, 38 frames, 25 columns of 1024×1024)', () => {
  it('advances one frame every 1/25 s and wraps after 38 frames', () => {
    expect(stickerFrameIndex(sheet, 0)).toBe(0);
    expect(stickerFrameIndex(sheet, 0.039)).toBe(0);
    expect(stickerFrameIndex(sheet, 0.04)).toBe(1);
    expect(stickerFrameIndex(sheet, 1)).toBe(25);
    expect(stickerFrameIndex(sheet, 37 / 25)).toBe(37);
    expect(stickerFrameIndex(sheet, 38 / 25)).toBe(0);
    expect(stickerFrameIndex(sheet, 2)).toBe(50 % 38);
    expect(stickerFrameIndex(sheet, -1)).toBe(0);
  });

  it('keeps a one-frame sticker static', () => {
    for (const t of [0, 0.5, 3.7]) expect(stickerFrameIndex({ ...sheet, totalFrames: 1 }, t)).toBe(0);
  });

  it('finds frames row by row in 25 columns', () => {
    expect(stickerFrameRect(sheet, 0)).toEqual({ sx: 0, sy: 0, sw: 1024, sh: 1024 });
    expect(stickerFrameRect(sheet, 24)).toEqual({ sx: 24 * 1024, sy: 0, sw: 1024, sh: 1024 });
    expect(stickerFrameRect(sheet, 25)).toEqual({ sx: 0, sy: 1024, sw: 1024, sh: 1024 });
    expect(stickerFrameRect(sheet, 37)).toEqual({ sx: 12 * 1024, sy: 1024, sw: 1024, sh: 1024 });
  });
});
