/**
 * Damaged video files, as uploads and old projects bring them: cut short, the index (moov) missing, garbage
 * after the header, empty, or not a video at all. Each is made from a good fixture; `message` is what the
 * error must say.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { cached, ffmpeg } from './ffmpeg.ts';

export interface DamagedRow {
  name: string;
  what: string;
  /** The error, as a pattern over the renderer's 'missing' report. */
  message: RegExp;
  make: (out: string) => void;
}

const PATTERN = 'testsrc2=s=128x72:r=30:d=2';

/** A good 2 s H.264 MP4; `faststart` puts the index first (as streaming sites do), else it comes last. */
function goodMp4(out: string, faststart: boolean): void {
  ffmpeg([
    '-f',
    'lavfi',
    '-i',
    PATTERN,
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-pix_fmt',
    'yuv420p',
    ...(faststart ? ['-movflags', '+faststart'] : []),
    '-y',
    out,
  ]);
}

function cutTo(share: number, faststart: boolean) {
  return (out: string): void => {
    goodMp4(`${out}.whole.mp4`, faststart);
    const whole = readFileSync(`${out}.whole.mp4`);
    writeFileSync(out, whole.subarray(0, Math.floor(whole.length * share)));
  };
}

export const DAMAGED_ROWS: readonly DamagedRow[] = [
  {
    name: 'no-moov.mp4',
    what: 'a recording cut off before its index was written',
    message: /'no-moov\.mp4': no video track \(the file may be cut short before its index/,
    make: cutTo(0.7, false),
  },
  {
    name: 'garbage-after-header.mp4',
    what: 'an MP4 header followed by garbage',
    message: /'garbage-after-header\.mp4': (not a video file this browser can read|no video track)/,
    make: (out) => {
      const header = Buffer.from('000000206674797069736f6d0000020069736f6d69736f32617663316d703431', 'hex');
      const garbage = Buffer.alloc(50_000);
      for (let i = 0; i < garbage.length; i++) garbage[i] = (i * 7919 + 13) % 251;
      writeFileSync(out, Buffer.concat([header, garbage]));
    },
  },
  {
    name: 'empty.mp4',
    what: 'an empty file',
    message: /'empty\.mp4': the file is empty/,
    make: (out) => writeFileSync(out, Buffer.alloc(0)),
  },
  {
    name: 'text-named.mp4',
    what: 'a text file named .mp4',
    message: /'text-named\.mp4': not a video file this browser can read/,
    make: (out) => writeFileSync(out, 'this is not a video\n'.repeat(100)),
  },
];

export function damagedFixture(row: DamagedRow): string {
  return cached(row.name, row.make.toString() + row.name, row.make);
}
