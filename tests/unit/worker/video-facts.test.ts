import { describe, expect, it } from 'vitest';
import { untaggedColourSpace } from '../../../src/worker/media/colour-space.ts';
import { turnedSize } from '../../../src/worker/media/orientation.ts';
import { codecName, mediaName, unreadable } from '../../../src/worker/media/video-problems.ts';

describe('turnedSize', () => {
  it('swaps the sides for a quarter turn and keeps them otherwise', () => {
    expect(turnedSize(1920, 1080, 90)).toEqual({ width: 1080, height: 1920 });
    expect(turnedSize(1920, 1080, 270)).toEqual({ width: 1080, height: 1920 });
    expect(turnedSize(1920, 1080, 180)).toEqual({ width: 1920, height: 1080 });
    expect(turnedSize(1920, 1080, 0)).toEqual({ width: 1920, height: 1080 });
  });
});

describe('untaggedColourSpace', () => {
  it('leaves a stream that names its matrix alone', () => {
    expect(untaggedColourSpace({ matrix: 'bt709', fullRange: false }, 480)).toBeUndefined();
  });
  it('assumes BT.601 below 720 lines and BT.709 from 720 up, limited range unless told', () => {
    expect(untaggedColourSpace({ fullRange: false }, 480)).toEqual({
      matrix: 'smpte170m',
      primaries: 'smpte170m',
      transfer: 'smpte170m',
      fullRange: false,
    });
    expect(untaggedColourSpace({}, 1080)).toMatchObject({ matrix: 'bt709', fullRange: false });
    expect(untaggedColourSpace({ fullRange: true }, 720)).toMatchObject({ matrix: 'bt709', fullRange: true });
  });
});

describe('video problems in words', () => {
  it('names the file by the last part of its URL, and a dropped file as such', () => {
    expect(mediaName('http://127.0.0.1:8787/media/user/1/video/my%20clip.mov?sig=1')).toBe('my clip.mov');
    expect(mediaName('blob:http://127.0.0.1/5f1c')).toBe('the dropped file');
  });
  it('names codecs by their usual names, with the codec string', () => {
    expect(codecName('hevc', 'hvc1.1.6.L93.90')).toBe('HEVC (H.265) (hvc1.1.6.L93.90)');
    expect(codecName('prores', undefined)).toBe('Apple ProRes');
    expect(codecName(null, undefined)).toMatch(/no decoder for .*H\.264, VP8, VP9 and AV1/);
  });
  it('says an unrecognised container in words', () => {
    expect(unreadable('a.mp4', new Error('Input has an unsupported or unrecognizable format.'))).toBe(
      "video 'a.mp4': not a video file this browser can read (unrecognised or damaged container)",
    );
  });
});
