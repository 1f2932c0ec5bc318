/**
 * The files the soak uploads, made once with ffmpeg (cached by recipe, as the media tests make theirs): a short
 * H.264 video with sound, an HEVC one the server converts, MP3, WAV and PNG; and the hostile ones made from
 * them (cut short, empty, text pretending to be video, an SVG with a script).
 */
import { readFileSync } from 'node:fs';
import { cached, ffmpeg } from '../tests/media/ffmpeg.ts';
import { fixtures } from '../tests/unit/server/media-fixtures.ts';

export interface SoakFile {
  name: string;
  type: string;
  /** The `kind` field that matches the bytes. */
  kind: 'video' | 'audio' | 'image';
  bytes: Buffer;
}

export interface SoakMedia {
  /** Files the server stores (HEVC is converted in the background). */
  good: SoakFile[];
  hevc: SoakFile;
  wav: SoakFile;
  png: Buffer;
  mp4: Buffer;
  svgWithScript: string;
}

function png(): Buffer {
  const args = ['-f', 'lavfi', '-i', 'testsrc2=s=96x54', '-frames:v', '1'];
  return readFileSync(
    cached('soak-thumb.png', args.join(' '), (path) =>
      ffmpeg([...args, '-f', 'image2', '-c:v', 'png', '-y', path]),
    ),
  );
}

export function makeSoakMedia(): SoakMedia {
  const file = (name: string, type: string, kind: SoakFile['kind'], path: string): SoakFile => ({
    name,
    type,
    kind,
    bytes: readFileSync(path),
  });
  const image = png();
  const mp4 = file('clip.mp4', 'video/mp4', 'video', fixtures.h264Rotated90());
  const wav = file('voice.wav', 'audio/wav', 'audio', fixtures.wav());
  return {
    good: [
      mp4,
      wav,
      file('tone.mp3', 'audio/mpeg', 'audio', fixtures.mp3()),
      { name: 'still.png', type: 'image/png', kind: 'image', bytes: image },
    ],
    hevc: file('phone.mp4', 'video/mp4', 'video', fixtures.hevc()),
    wav,
    png: image,
    mp4: mp4.bytes,
    svgWithScript:
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)">' +
      '<script>alert(2)</script><image href="https://example.com/x.png"/><rect width="10" height="10"/></svg>',
  };
}
