/**
 * Audio files as creators bring them (mono to 5.1, 22.05 to 96 kHz, MP3, AAC, Opus, FLAC, WAV), made by
 * ffmpeg. Each holds a 440 Hz tone of amplitude 0.5 from 0 to 0.5 s and from 1.0 to 1.5 s, and silence
 * between and after (2 s in all), so a test can check the level where the tone is, the silence where it is
 * not, and when the tone starts.
 */
import { cached, ffmpeg } from './ffmpeg.ts';

export interface SoundRow {
  name: string;
  /** Channel layout of the file. */
  layout: 'mono' | 'stereo' | '5.1';
  rate: number;
  /** ffmpeg output options (codec). */
  encode: string[];
  /**
   * The tone's level in a stereo mix relative to a stereo file's, in dB: 0 for mono and stereo (a mono file
   * is heard on both sides), −3 for the 5.1 rows, whose tone is in the centre channel only (dialogue), which
   * a stereo downmix adds to both sides at 0.7071 (ITU-R BS.775).
   */
  relativeDb: number;
}

export const TONE = '0.5*sin(2*PI*440*t)*(lt(t,0.5)+between(t,1,1.5))';

function source(row: SoundRow): string {
  const channels =
    row.layout === '5.1' ? `0|0|${TONE}|0|0|0` : row.layout === 'stereo' ? `${TONE}|${TONE}` : TONE;
  const layout = row.layout === '5.1' ? '5.1' : row.layout;
  return `aevalsrc='${channels}':s=${row.rate}:d=2:c=${layout}`;
}

export const SOUND_ROWS: readonly SoundRow[] = [
  { name: 'stereo-48k.wav', layout: 'stereo', rate: 48000, encode: ['-c:a', 'pcm_s16le'], relativeDb: 0 },
  { name: 'mono-22k.wav', layout: 'mono', rate: 22050, encode: ['-c:a', 'pcm_s16le'], relativeDb: 0 },
  {
    name: 'stereo-44k.mp3',
    layout: 'stereo',
    rate: 44100,
    encode: ['-c:a', 'libmp3lame', '-b:a', '192k'],
    relativeDb: 0,
  },
  {
    name: 'stereo-48k.m4a',
    layout: 'stereo',
    rate: 48000,
    encode: ['-c:a', 'aac', '-b:a', '192k'],
    relativeDb: 0,
  },
  {
    name: 'surround-5.1-48k.m4a',
    layout: '5.1',
    rate: 48000,
    encode: ['-c:a', 'aac', '-b:a', '384k'],
    relativeDb: -3,
  },
  { name: 'stereo-96k.flac', layout: 'stereo', rate: 96000, encode: ['-c:a', 'flac'], relativeDb: 0 },
  {
    name: 'stereo-48k.ogg',
    layout: 'stereo',
    rate: 48000,
    encode: ['-c:a', 'libopus', '-b:a', '160k'],
    relativeDb: 0,
  },
  {
    name: 'mono-48k.webm',
    layout: 'mono',
    rate: 48000,
    encode: ['-c:a', 'libopus', '-b:a', '96k'],
    relativeDb: 0,
  },
];

export function soundFixture(row: SoundRow): string {
  const recipe = JSON.stringify([source(row), row.encode]);
  return cached(row.name, recipe, (out) => {
    const format = row.name.endsWith('.m4a')
      ? 'ipod'
      : row.name.endsWith('.webm')
        ? 'webm'
        : row.name.endsWith('.ogg')
          ? 'ogg'
          : row.name.endsWith('.flac')
            ? 'flac'
            : row.name.endsWith('.mp3')
              ? 'mp3'
              : 'wav';
    ffmpeg(['-f', 'lavfi', '-i', source(row), ...row.encode, '-f', format, '-y', out]);
  });
}
