import { describe, expect, it } from 'vitest';
import { STICKER } from '../../../src/shared/constants.ts';
import {
  stickerFrameIndex,
  stickerFrameRect,
  stickerSheetFor,
  stickerSheetSize,
  stickerShownSide,
} from '../../../src/shared/timeline/sticker.ts';

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

describe('which sheet a sticker decodes (the sheet or one of its smaller copies)', () => {
  const copies = [512, 256, 128].map((side) => ({
    frameWidth: side,
    frameHeight: side,
    url: `/s-${side}.png`,
  }));
  const withCopies = { frameWidth: 1024, frameHeight: 1024, sheets: copies };

  it('decodes the smallest copy with at least the next power of two of the shown pixels', () => {
    expect(stickerSheetFor(withCopies, 120)).toEqual({
      sheet: copies[2],
      frameWidth: 128,
      frameHeight: 128,
      decodeScale: 1,
    });
    expect(stickerSheetFor(withCopies, 129).sheet).toBe(copies[1]);
    expect(stickerSheetFor(withCopies, 300).sheet).toBe(copies[0]);
    expect(stickerSheetFor(withCopies, 40)).toMatchObject({ sheet: copies[2], decodeScale: 0.5 });
  });

  it('decodes the sheet itself past the largest copy, never above its own size', () => {
    expect(stickerSheetFor(withCopies, 600)).toEqual({
      sheet: undefined,
      frameWidth: 1024,
      frameHeight: 1024,
      decodeScale: 1,
    });
    expect(stickerSheetFor(withCopies, 4000).decodeScale).toBe(1);
    expect(stickerSheetFor({ frameWidth: 1024, frameHeight: 1024 }, 120)).toEqual({
      sheet: undefined,
      frameWidth: 1024,
      frameHeight: 1024,
      decodeScale: 0.125,
    });
  });

  it('measures sheets by their frames: columns across, rows as the frames need', () => {
    expect(stickerSheetSize({ frameWidth: 1024, frameHeight: 1024, columns: 25, totalFrames: 38 })).toEqual({
      width: 25600,
      height: 2048,
    });
    expect(stickerSheetSize({ frameWidth: 128, frameHeight: 64, columns: 25, totalFrames: 1 })).toEqual({
      width: 128,
      height: 64,
    });
  });

  it('shows a frame with its box on the long side, never fewer pixels than at the project size', () => {
    const box = { width: 1024, height: 512, scaleX: -0.25, scaleY: 0.25 };
    expect(stickerShownSide(box)).toBe(256);
    expect(stickerShownSide(box, 0.5)).toBe(256);
    expect(stickerShownSide(box, 2)).toBe(512);
  });
});
