// The committed demo stock videos (scripts/generate-demo-videos.ts) read back with mediabunny's demuxer: the
// manifest must describe the files exactly, since the API and the editor trust it without probing the files.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, isAbsolute } from 'node:path';
import { ALL_FORMATS, EncodedPacketSink, FilePathSource, Input } from 'mediabunny';
import { describe, expect, it, onTestFinished } from 'vitest';
import {
  listStockVideos,
  type StockVideo,
  type StockVideoFile,
} from '../../../src/server/demo/stock-videos/index.ts';

const videos = listStockVideos();
const files = videos.flatMap((video) => video.files.map((file) => ({ video, file })));

/** Keep them small: the whole library, covers included, stays within 6 MB. */
const SIZE_BUDGET_BYTES = 6_000_000;

describe('stock video manifest', () => {
  it('lists six distinct videos at 640, 1280 and 1920 wide, one also portrait, mixed frame rates, two with audio', () => {
    expect(videos).toHaveLength(6);
    expect(new Set(videos.map((v) => v.id)).size).toBe(6);
    expect(new Set(videos.map((v) => v.title)).size).toBe(6);
    for (const video of videos) {
      const landscape = video.files.filter((f) => f.width > f.height).map((f) => `${f.width}x${f.height}`);
      expect(landscape, video.title).toEqual(['1920x1080', '1280x720', '640x360']);
    }
    const portrait = videos.flatMap((v) => v.files.filter((f) => f.height > f.width));
    expect(portrait.map((f) => `${f.width}x${f.height}`)).toEqual(['1080x1920']);
    expect(new Set(videos.map((v) => v.fps))).toEqual(new Set([25, 30]));
    expect(videos.filter((v) => v.hasAudio)).toHaveLength(2);
  });

  it('lists every video widest file first, with absolute paths to files that exist', () => {
    for (const video of videos) {
      const widths = video.files.map((f) => f.width);
      expect(widths, video.title).toEqual([...widths].sort((a, b) => b - a));
      for (const path of [...video.files.map((f) => f.path), video.coverPath]) {
        expect(isAbsolute(path), path).toBe(true);
        expect(existsSync(path), path).toBe(true);
      }
    }
  });

  it(`keeps the library within ${SIZE_BUDGET_BYTES} bytes`, () => {
    const total = videos
      .flatMap((v) => [...v.files.map((f) => f.path), v.coverPath])
      .reduce((sum, path) => sum + statSync(path).size, 0);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(SIZE_BUDGET_BYTES);
  });
});

describe.each(files.map(({ video, file }) => [basename(file.path), video, file] as const))(
  '%s',
  (_name, video: StockVideo, file: StockVideoFile) => {
    it('is H.264 at the listed size, length and frame rate, with a key frame every second', async () => {
      const input = open(file.path);
      onTestFinished(() => input.dispose());
      const track = await input.getPrimaryVideoTrack();
      if (!track) throw new Error(`${file.path}: no video track`);
      expect(track.codec).toBe('avc');
      expect([track.displayWidth, track.displayHeight]).toEqual([file.width, file.height]);

      const frame = 1 / video.fps;
      const duration = await track.computeDuration();
      expect(Math.abs(duration - video.durationSeconds), `duration ${duration}`).toBeLessThanOrEqual(frame);

      const stats = await track.computePacketStats();
      expect(stats.packetCount).toBe(Math.round(video.durationSeconds * video.fps));
      expect(stats.averagePacketRate).toBeCloseTo(video.fps, 1);

      // Key frames: one at each whole second (within a frame) and none in between, so seeking decodes at most
      // one second of frames.
      const keys: number[] = [];
      for await (const packet of new EncodedPacketSink(track).packets()) {
        if (packet.type === 'key') keys.push(packet.timestamp);
      }
      const seconds = Array.from({ length: Math.ceil(video.durationSeconds) }, (_, i) => i);
      expect(keys).toHaveLength(seconds.length);
      keys.forEach((timestamp, i) => {
        expect(Math.abs(timestamp - i), `key frame ${i} at ${timestamp}`).toBeLessThanOrEqual(frame + 1e-6);
      });
    });

    it(video.hasAudio ? 'carries an Opus track as long as the video' : 'has no audio track', async () => {
      const input = open(file.path);
      onTestFinished(() => input.dispose());
      const audio = await input.getAudioTracks();
      if (!video.hasAudio) {
        expect(audio).toHaveLength(0);
        return;
      }
      expect(audio).toHaveLength(1);
      const track = audio[0];
      if (!track) throw new Error(`${file.path}: no audio track`);
      expect(track.codec).toBe('opus');
      expect(track.numberOfChannels).toBe(2);
      expect(Math.abs((await track.computeDuration()) - video.durationSeconds)).toBeLessThan(0.1);
    });
  },
);

describe.each(videos.map((video) => [video.title, video] as const))(
  'cover of %s',
  (_title, video: StockVideo) => {
    it('is a JPEG of the first frame at the size of the narrowest file', () => {
      const narrowest = video.files.at(-1);
      if (!narrowest) throw new Error(`${video.title}: no files`);
      expect(jpegSize(readFileSync(video.coverPath), video.coverPath)).toEqual({
        width: narrowest.width,
        height: narrowest.height,
      });
    });
  },
);

const open = (path: string) => new Input({ source: new FilePathSource(path), formats: ALL_FORMATS });

/** Width and height from a JPEG's start-of-frame segment; throws if the bytes are not a JPEG. */
function jpegSize(bytes: Uint8Array, path: string): { width: number; height: number } {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) throw new Error(`${path}: not a JPEG (no SOI marker)`);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) throw new Error(`${path}: bad JPEG marker at byte ${offset}`);
    const marker = bytes[offset + 1] ?? 0;
    // SOF0–SOF15 carry the frame size, except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: view.getUint16(offset + 5), width: view.getUint16(offset + 7) };
    }
    offset += 2 + view.getUint16(offset + 2);
  }
  throw new Error(`${path}: JPEG without a start-of-frame segment`);
}
