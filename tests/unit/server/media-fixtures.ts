/**
 * Small media files for the server's upload check and conversion, made with ffmpeg (tests/media/ffmpeg.ts)
 * and cached by their recipe. testsrc2 changes everywhere from frame to frame, so a wrong frame shows.
 */
import { writeFileSync, readFileSync } from 'node:fs';
import { cached, ffmpeg } from '../../media/ffmpeg.ts';

const picture = (size = '320x240', seconds = 1) => [
  '-f',
  'lavfi',
  '-i',
  `testsrc2=s=${size}:r=30:d=${seconds}`,
];
const tone = (seconds = 1) => ['-f', 'lavfi', '-i', `sine=f=440:d=${seconds}`];
const x265Quiet = ['-x265-params', 'log-level=error'];

function make(name: string, args: readonly string[]): string {
  return cached(name, args.join(' '), (path) => ffmpeg([...args, '-f', formatOf(name), '-y', path]));
}

function formatOf(name: string): string {
  const extension = name.slice(name.lastIndexOf('.') + 1);
  return ({ mp4: 'mp4', mov: 'mov', webm: 'webm', mp3: 'mp3', wav: 'wav' } as Record<string, string>)[
    extension
  ]!;
}

export const fixtures = {
  /** H.264 whose container says: turn 90° clockwise (ffmpeg's rotate tag counts the other way: 270). */
  h264Rotated90: () => {
    const plain = make('h264-plain.mp4', [
      ...picture(),
      ...tone(),
      '-c:v',
      'libx264',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
    ]);
    return cached('h264-rotate90.mp4', `${plain} rotate=270`, (path) =>
      ffmpeg(['-i', plain, '-c', 'copy', '-metadata:s:v:0', 'rotate=270', '-f', 'mp4', '-y', path]),
    );
  },
  hevcRotated90: () => {
    const plain = fixtures.hevc();
    return cached('hevc-rotate90.mp4', `${plain} rotate=270`, (path) =>
      ffmpeg(['-i', plain, '-c', 'copy', '-metadata:s:v:0', 'rotate=270', '-f', 'mp4', '-y', path]),
    );
  },
  vp9: () =>
    make('vp9.webm', [...picture(), ...tone(), '-c:v', 'libvpx-vp9', '-b:v', '300k', '-c:a', 'libopus']),
  hevc: () =>
    make('hevc.mp4', [
      ...picture(),
      ...tone(),
      '-c:v',
      'libx265',
      ...x265Quiet,
      '-tag:v',
      'hvc1',
      '-c:a',
      'aac',
    ]),
  h264High10: () => make('h264-10bit.mp4', [...picture(), '-c:v', 'libx264', '-pix_fmt', 'yuv420p10le']),
  mp3: () => make('tone.mp3', [...tone(), '-c:a', 'libmp3lame']),
  wav: () => make('tone.wav', [...tone(), '-c:a', 'pcm_s16le']),
  ac3: () =>
    make('h264-ac3.mp4', [...picture(), ...tone(), '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'ac3']),
  /** HDR10: PQ transfer, BT.2020 primaries, 10-bit HEVC. */
  hdrPq: () =>
    make('hevc-pq.mp4', [
      ...picture(),
      ...['-c:v', 'libx265', ...x265Quiet, '-tag:v', 'hvc1', '-pix_fmt', 'yuv420p10le'],
      ...['-color_primaries', 'bt2020', '-color_trc', 'smpte2084', '-colorspace', 'bt2020nc'],
    ]),
};

/** An MP4 cut short after its first bytes: the header is there, the index (moov, written last) is not. */
export function truncatedMp4(to: string): string {
  const whole = readFileSync(fixtures.h264Rotated90());
  writeFileSync(to, whole.subarray(0, 4000));
  return to;
}

/** One frame at `seconds` as 64×48 RGB bytes, as ffmpeg decodes it (colour from the stream's own tags). */
export function frameAt(path: string, seconds: number): Buffer {
  return ffmpeg([
    '-ss',
    String(seconds),
    '-i',
    path,
    '-frames:v',
    '1',
    '-vf',
    'scale=64:48',
    '-f',
    'rawvideo',
    '-pix_fmt',
    'rgb24',
    '-',
  ]);
}

export function meanDifference(a: Uint8Array, b: Uint8Array): number {
  if (a.length !== b.length) throw new RangeError(`frames of ${a.length} and ${b.length} bytes`);
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - b[i]!);
  return sum / a.length;
}
