import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bitDepthOf } from '../../../src/server/media/codec-string.ts';
import { findServerFfmpeg } from '../../../src/server/media/ffmpeg-path.ts';
import { planConversion } from '../../../src/server/media/playable.ts';
import { probeFile, UnreadableMediaError } from '../../../src/server/media/probe.ts';
import { progressOf } from '../../../src/server/media/run-ffmpeg.ts';
import { fixtures, truncatedMp4 } from './media-fixtures.ts';

const temp = mkdtempSync(join(tmpdir(), 'clipwright-probe-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe('probing uploads', () => {
  it('reads an H.264 MP4 turned 90° with its AAC sound', async () => {
    const info = await probeFile(fixtures.h264Rotated90());
    expect(info.container).toBe('MP4');
    expect(info.duration).toBeCloseTo(1, 1);
    expect(info.video).toMatchObject({
      codec: 'avc',
      coded_width: 320,
      coded_height: 240,
      display_width: 240,
      display_height: 320,
      rotation: 90,
      frame_rate: 30,
      bit_depth: 8,
      hdr: false,
    });
    expect(info.video?.codec_string).toMatch(/^avc1\.64/);
    expect(info.audio).toMatchObject({
      codec: 'aac',
      codec_string: 'mp4a.40.2',
      sample_rate: 44100,
      channels: 1,
    });
    expect(planConversion(info)).toEqual({ convert: false });
  });

  it('reads a VP9 WebM with Opus', async () => {
    const info = await probeFile(fixtures.vp9());
    expect(info.container).toBe('WebM');
    expect(info.video).toMatchObject({ codec: 'vp9', bit_depth: 8, rotation: 0 });
    // WebM keeps times in milliseconds: 33 and 34 ms frames average to a hair below 30 fps.
    expect(info.video?.frame_rate).toBeCloseTo(30, 1);
    expect(info.video?.codec_string).toMatch(/^vp09\.00\./);
    expect(info.audio).toMatchObject({ codec: 'opus', sample_rate: 48000 });
    expect(planConversion(info)).toEqual({ convert: false });
  });

  it('finds HEVC, which browsers cannot decode', async () => {
    const info = await probeFile(fixtures.hevc());
    expect(info.video).toMatchObject({ codec: 'hevc', bit_depth: 8 });
    expect(info.video?.codec_string).toMatch(/^(hvc1|hev1)\.1\./);
    expect(planConversion(info)).toMatchObject({
      convert: true,
      video: 'encode',
      audio: 'copy',
      toneMap: false,
      problem: `HEVC (${info.video?.codec_string}) video`,
    });
  });

  it('finds 10-bit H.264 (High 10)', async () => {
    const info = await probeFile(fixtures.h264High10());
    expect(info.video).toMatchObject({ codec: 'avc', bit_depth: 10 });
    expect(info.video?.codec_string).toMatch(/^avc1\.6e/);
    expect(planConversion(info)).toMatchObject({ convert: true, video: 'encode', audio: 'none' });
  });

  it('finds PQ HDR', async () => {
    const info = await probeFile(fixtures.hdrPq());
    expect(info.video).toMatchObject({ bit_depth: 10, hdr: true });
    expect(info.video?.color).toMatchObject({ primaries: 'bt2020', transfer: 'pq', matrix: 'bt2020-ncl' });
    expect(planConversion(info)).toMatchObject({ convert: true, video: 'encode', toneMap: true });
  });

  it('reads MP3 and WAV sound', async () => {
    const mp3 = await probeFile(fixtures.mp3());
    expect(mp3).toMatchObject({ container: 'MP3', video: null, audio: { codec: 'mp3', sample_rate: 44100 } });
    const wav = await probeFile(fixtures.wav());
    expect(wav).toMatchObject({ container: 'WAVE', video: null, audio: { codec: 'pcm-s16', channels: 1 } });
    expect(wav.duration).toBeCloseTo(1, 2);
    expect(planConversion(mp3)).toEqual({ convert: false });
    expect(planConversion(wav)).toEqual({ convert: false });
  });

  it('converts only the sound of H.264 with AC-3', async () => {
    const info = await probeFile(fixtures.ac3());
    expect(planConversion(info)).toMatchObject({
      convert: true,
      video: 'copy',
      audio: 'encode',
      problem: 'AC-3 (ac-3) audio',
    });
  });

  it('says why a file cut short cannot be read', async () => {
    const error = await probeFile(truncatedMp4(join(temp, 'cut.mp4'))).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnreadableMediaError);
    expect((error as Error).message).toBe(
      'no readable video or audio track (the file may be cut short: its index is missing)',
    );
  });
});

describe('codec strings, ffmpeg lookup and progress', () => {
  it('reads the bit depth from codec strings', () => {
    expect(bitDepthOf('avc1.64001f')).toBe(8);
    expect(bitDepthOf('avc1.6e001f')).toBe(10);
    expect(bitDepthOf('hvc1.2.4.L120.90')).toBe(10);
    expect(bitDepthOf('vp09.02.10.10.01.09.16.09.00')).toBe(10);
    expect(bitDepthOf('av01.0.08M.10')).toBe(10);
    expect(bitDepthOf('apch')).toBeNull();
  });

  it('looks for ffmpeg without installing it; a missing FFMPEG_PATH means none', () => {
    const has = (paths: string[]) => (path: string) => paths.includes(path);
    expect(findServerFfmpeg({ FFMPEG_PATH: '/opt/ff' }, has(['/opt/ff', '/usr/bin/ffmpeg']))).toEqual({
      path: '/opt/ff',
    });
    expect(findServerFfmpeg({ FFMPEG_PATH: '/nope' }, has(['/usr/bin/ffmpeg']))).toEqual({
      missing: "FFMPEG_PATH '/nope' does not exist",
    });
    expect(findServerFfmpeg({}, has(['/usr/local/bin/ffmpeg']))).toEqual({ path: '/usr/local/bin/ffmpeg' });
    expect(findServerFfmpeg({}, has([]))).toEqual({
      missing: 'no ffmpeg at /usr/bin/ffmpeg or /usr/local/bin/ffmpeg',
    });
  });

  it('turns -progress lines into a fraction', () => {
    expect(progressOf('out_time_us=500000', 2)).toBe(0.25);
    expect(progressOf('out_time_us=9000000', 2)).toBe(1);
    expect(progressOf('frame=12', 2)).toBeUndefined();
    expect(progressOf('out_time_us=500000', 0)).toBeUndefined();
  });
});
