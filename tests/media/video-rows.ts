/**
 * The video fixture matrix: small files made by ffmpeg the way phones, cameras, screen recorders and stock
 * sites make them (codec × rotation × bit depth × frame rate × container), plus damaged files. Every decodable
 * row has reference frames decoded by ffmpeg itself, which the browser tests compare with the renderer's.
 *
 * The picture changes everywhere from one frame to the next (red steps with the frame number, blue with the
 * frame and the row), and green grows left to right, so a wrong frame, a wrong rotation or a mirrored picture
 * all show as a large difference, while the smooth gradients survive lossy coding almost exactly.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { cached, ffmpeg, ffprobePath, runTool } from './ffmpeg.ts';

export interface VideoRow {
  /** File name of the fixture (its extension is the container's usual one, or a wrong one on purpose). */
  name: string;
  /** Frame rate of the source pattern (the file's own, except for variable-rate rows). */
  fps: number;
  seconds: number;
  /** Coded size (before rotation). */
  width: number;
  height: number;
  /** ffmpeg output options (codec, pixel format, metadata). */
  encode: string[];
  /** What the browser does with it: frame-exact pictures, or a clear error. */
  browser: 'exact' | 'refuses';
  /** How the renderer names its codec when it refuses it (a pattern). */
  codec?: string;
  /** What the server's upload check does with it. */
  server: 'keeps' | 'converts' | 'refuses';
  /**
   * ffmpeg filters the reference frames go through, and the mean difference allowed from them. HDR rows are
   * tone-mapped by the browser with its own curve, close to ffmpeg's Hable but not the same: they are held to
   * a looser bound (and to being far closer to the tone-mapped picture than to the raw PQ code values).
   */
  reference?: { filter: string; tolerance: number };
  /** Rotation in the container's matrix, clockwise degrees. */
  rotation?: 0 | 90 | 180 | 270;
  /** Makes the file from a first, plain encoding (`source`), e.g. a cut with an edit list. */
  remux?: (source: string, out: string) => void;
}

const PATTERN = (w: number, h: number, fps: number | string, seconds: number) =>
  `nullsrc=s=${w}x${h}:r=${fps}:d=${seconds},` +
  `geq=r='mod(N*12,200)+20':g='20+X*200/W':b='20+abs(mod(N*20+Y*180/H,400)-200)',format=yuv420p`;

/** ffmpeg's tone mapping of PQ/HLG HDR to BT.709 SDR (Hable's curve, on linear light). */
export const HDR_TO_SDR =
  'zscale=t=linear:npl=100,format=gbrpf32le,zscale=p=bt709,tonemap=tonemap=hable:desat=0,' +
  'zscale=t=bt709:m=bt709:r=tv,format=yuv420p';

const H264 = ['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '16', '-pix_fmt', 'yuv420p'];
/**
 * Sets the rotation in the container's matrix, as phones write it: `degrees` clockwise, the turn a player
 * applies (ffmpeg's `rotate` tag counts the other way). ffmpeg writes the tag only when it copies the
 * stream (a re-encode would turn the picture instead).
 */
const rotate = (degrees: 90 | 180 | 270) => (source: string, out: string) =>
  ffmpeg(['-i', source, '-c', 'copy', '-metadata:s:v:0', `rotate=${(360 - degrees) % 360}`, '-y', out]);

const plain = { fps: 30, seconds: 1, width: 128, height: 72 };

export const VIDEO_ROWS: readonly VideoRow[] = [
  {
    ...plain,
    name: 'h264-high-bframes.mp4',
    encode: [...H264, '-profile:v', 'high', '-bf', '3'],
    browser: 'exact',
    server: 'keeps',
  },
  ...([90, 180, 270] as const).map((rotation): VideoRow => ({
    ...plain,
    name: `h264-rotate-${rotation}.mp4`,
    encode: H264,
    rotation,
    remux: rotate(rotation),
    browser: 'exact',
    server: 'keeps',
  })),
  {
    ...plain,
    name: 'phone-rotate-90.mov',
    encode: [...H264, '-profile:v', 'high'],
    rotation: 90,
    remux: rotate(90),
    browser: 'exact',
    server: 'keeps',
  },
  { ...plain, fps: 24000 / 1001, name: 'h264-23.976.mp4', encode: H264, browser: 'exact', server: 'keeps' },
  {
    ...plain,
    name: 'h264-bt709-tagged.mp4',
    encode: [...H264, '-colorspace', 'bt709', '-color_primaries', 'bt709', '-color_trc', 'bt709'],
    browser: 'exact',
    server: 'keeps',
  },
  { ...plain, fps: 60, name: 'h264-60.mp4', encode: H264, browser: 'exact', server: 'keeps' },
  {
    ...plain,
    name: 'h264-open-gop.mp4',
    seconds: 2,
    encode: [...H264, '-bf', '3', '-x264-params', 'open-gop=1:keyint=12:min-keyint=12:scenecut=0'],
    browser: 'exact',
    server: 'keeps',
  },
  {
    ...plain,
    name: 'h264-edit-list.mp4',
    seconds: 2,
    encode: [...H264, '-g', '30', '-bf', '2'],
    browser: 'exact',
    server: 'keeps',
    // A stream copy cut between key frames: the file starts at the key frame before and says, in its edit
    // list, to show from 0.5 s on — as phone and desktop trimming tools write it.
    remux: (source, out) => ffmpeg(['-ss', '0.5', '-i', source, '-c', 'copy', '-y', out]),
  },
  {
    ...plain,
    name: 'vp9.webm',
    encode: ['-c:v', 'libvpx-vp9', '-crf', '20', '-b:v', '0', '-deadline', 'realtime', '-cpu-used', '8'],
    browser: 'exact',
    server: 'keeps',
  },
  {
    ...plain,
    name: 'av1.mp4',
    encode: ['-c:v', 'libaom-av1', '-crf', '20', '-cpu-used', '8', '-row-mt', '1'],
    browser: 'exact',
    server: 'keeps',
  },
  {
    ...plain,
    name: 'vp9-hdr-pq.webm',
    encode: [
      '-c:v',
      'libvpx-vp9',
      '-profile:v',
      '2',
      '-pix_fmt',
      'yuv420p10le',
      '-color_primaries',
      'bt2020',
      '-color_trc',
      'smpte2084',
      '-colorspace',
      'bt2020nc',
      '-deadline',
      'realtime',
      '-cpu-used',
      '8',
      '-crf',
      '20',
      '-b:v',
      '0',
    ],
    browser: 'exact',
    server: 'converts',
    reference: { filter: HDR_TO_SDR, tolerance: 12 },
  },
  {
    ...plain,
    name: 'hevc-phone.mp4',
    codec: 'HEVC \\(H\\.265\\) \\(h[ve][vc]1\\.',
    encode: [
      '-c:v',
      'libx265',
      '-preset',
      'ultrafast',
      '-crf',
      '18',
      '-tag:v',
      'hvc1',
      '-x265-params',
      'log-level=error',
    ],
    browser: 'refuses',
    server: 'converts',
  },
  {
    ...plain,
    name: 'h264-10bit.mp4',
    encode: [
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-crf',
      '16',
      '-pix_fmt',
      'yuv420p10le',
      '-profile:v',
      'high10',
    ],
    browser: 'exact',
    server: 'converts',
  },
  {
    ...plain,
    name: 'prores.mov',
    codec: 'Apple ProRes \\(apc',
    encode: ['-c:v', 'prores_ks', '-profile:v', '0'],
    browser: 'refuses',
    server: 'converts',
  },
  {
    ...plain,
    name: 'mpeg4-part2.mp4',
    codec: 'a codec this browser has no decoder for',
    encode: ['-c:v', 'mpeg4', '-q:v', '2'],
    browser: 'refuses',
    server: 'converts',
  },
];

/** Makes (or finds) the row's file; its path. */
export function videoFixture(row: VideoRow): string {
  const input = ['-f', 'lavfi', '-i', PATTERN(row.width, row.height, row.fps, row.seconds)];
  const recipe = JSON.stringify([input, row.encode, row.rotation ?? 0, row.remux?.toString() ?? '']);
  return cached(row.name, recipe, (out) => {
    if (row.remux === undefined) {
      ffmpeg([...input, ...row.encode, '-f', formatOf(row.name), '-y', out]);
      return;
    }
    const source = `${out}.source.${formatOf(row.name) === 'mov' ? 'mov' : 'mp4'}`;
    ffmpeg([...input, ...row.encode, '-y', source]);
    row.remux(source, out);
  });
}

function formatOf(name: string): string {
  const ext = name.slice(name.lastIndexOf('.') + 1);
  return ext === 'mov' ? 'mov' : ext === 'webm' ? 'webm' : ext === 'mkv' ? 'matroska' : 'mp4';
}

/** Frames as ffmpeg shows them: display size (rotation applied), and each frame's time and RGBA pixels. */
export interface ReferenceFrames {
  width: number;
  height: number;
  times: number[];
  rgba: Uint8Array[];
}

/**
 * Decodes every frame of `file` as a player shows it (ffmpeg applies the rotation matrix and the edit list),
 * at its display size: the coded size turned by `rotation`.
 */
export function referenceFrames(
  file: string,
  rotation = 0,
  filter?: string,
  /** The frames' size after `filter`, when it changes it. */
  filtered?: { width: number; height: number },
): ReferenceFrames {
  const probe = JSON.parse(
    runTool(ffprobePath(), [
      '-v',
      'error',
      '-select_streams',
      'v:0',
      '-show_entries',
      'frame=best_effort_timestamp_time,width,height',
      '-of',
      'json',
      file,
    ]).toString(),
  ) as { frames: Array<{ best_effort_timestamp_time: string; width: number; height: number }> };
  const first = probe.frames[0];
  if (first === undefined) throw new Error(`${file}: ffprobe found no frames`);
  const turned = rotation === 90 || rotation === 270;
  const width = filtered?.width ?? (turned ? first.height : first.width);
  const height = filtered?.height ?? (turned ? first.width : first.height);
  const raw = cachedRaw(file, filter);
  const size = width * height * 4;
  const times = probe.frames.map((f) => Number(f.best_effort_timestamp_time));
  if (raw.length !== size * times.length)
    throw new Error(
      `${file}: ${raw.length} bytes of frames for ${times.length} frames of ${width}×${height}`,
    );
  const rgba = times.map((_, i) => raw.subarray(i * size, (i + 1) * size));
  return { width, height, times, rgba };
}

function cachedRaw(file: string, filter: string | undefined): Uint8Array {
  const cache = `${file}${filter === undefined ? '' : '.filtered'}.rgba`;
  try {
    return readFileSync(cache);
  } catch {
    const filters = filter === undefined ? [] : ['-vf', filter];
    const raw = ffmpeg([
      '-i',
      file,
      ...filters,
      '-f',
      'rawvideo',
      '-pix_fmt',
      'rgba',
      '-fps_mode',
      'passthrough',
      '-',
    ]);
    writeFileSync(cache, raw);
    return raw;
  }
}
