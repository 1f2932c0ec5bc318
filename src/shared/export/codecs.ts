/**
 * Which encoders an export tries, in order. An MP4 is H.264 (High, then Main, then Baseline profile) with
 * AAC; when no H.264 encoder takes the size, the export falls back to WebM with VP9, then VP8, and Opus. A
 * WebM asked for tries VP9, then VP8. The worker asks the browser (isConfigSupported) for each candidate and
 * takes the first it accepts; the result names the container and codecs it really used.
 */
import type { ExportContainer } from './options.ts';

export type ExportVideoCodec = 'avc' | 'vp9' | 'vp8';
export type ExportAudioCodec = 'aac' | 'opus';

export interface VideoCandidate {
  container: ExportContainer;
  codec: ExportVideoCodec;
  /** The WebCodecs codec string. */
  codecString: string;
  /** For messages: 'H.264 High', 'VP9'… */
  label: string;
}

export const AUDIO_CODEC_OF: Readonly<Record<ExportContainer, ExportAudioCodec>> = {
  mp4: 'aac',
  webm: 'opus',
};

export const MIME_TYPE_OF: Readonly<Record<ExportContainer, string>> = {
  mp4: 'video/mp4',
  webm: 'video/webm',
};

/**
 * H.264 level for a frame size and rate, as the codec string's last byte: the smallest level whose
 * macroblock rate and frame size fit (Rec. H.264 table A-1).
 */
export function avcLevel(width: number, height: number, fps: number): number {
  const macroblocks = Math.ceil(width / 16) * Math.ceil(height / 16);
  const perSecond = macroblocks * fps;
  const levels: ReadonlyArray<readonly [number, number, number]> = [
    // level, max macroblocks per second, max macroblocks per frame
    [0x1f, 108_000, 3_600], // 3.1
    [0x20, 216_000, 5_120], // 3.2
    [0x28, 245_760, 8_192], // 4.0
    [0x2a, 522_240, 8_704], // 4.2
    [0x32, 589_824, 22_080], // 5.0
    [0x33, 983_040, 36_864], // 5.1
  ];
  const fit = levels.find(([, rate, size]) => perSecond <= rate && macroblocks <= size);
  return (fit ?? levels[levels.length - 1]!)[0];
}

/** VP9 level (×10) for a frame size and rate: the smallest whose luma sample rate and picture size fit. */
export function vp9Level(width: number, height: number, fps: number): number {
  const pixels = width * height;
  const rate = pixels * fps;
  const levels: ReadonlyArray<readonly [number, number, number]> = [
    [31, 36_864_000, 983_040],
    [40, 83_558_400, 2_228_224],
    [41, 160_432_128, 2_228_224],
    [50, 311_951_360, 8_912_896],
    [51, 588_251_136, 8_912_896],
  ];
  const fit = levels.find(([, maxRate, maxSize]) => rate <= maxRate && pixels <= maxSize);
  return (fit ?? levels[levels.length - 1]!)[0];
}

const hex = (n: number): string => n.toString(16).padStart(2, '0');

function webmCandidates(width: number, height: number, fps: number): VideoCandidate[] {
  const level = String(vp9Level(width, height, fps)).padStart(2, '0');
  return [
    { container: 'webm', codec: 'vp9', codecString: `vp09.00.${level}.08`, label: 'VP9' },
    { container: 'webm', codec: 'vp8', codecString: 'vp8', label: 'VP8' },
  ];
}

export function videoCandidates(
  container: ExportContainer,
  width: number,
  height: number,
  fps: number,
): VideoCandidate[] {
  if (container === 'webm') return webmCandidates(width, height, fps);
  const level = hex(avcLevel(width, height, fps));
  return [
    { container: 'mp4', codec: 'avc', codecString: `avc1.6400${level}`, label: 'H.264 High' },
    { container: 'mp4', codec: 'avc', codecString: `avc1.4d00${level}`, label: 'H.264 Main' },
    { container: 'mp4', codec: 'avc', codecString: `avc1.42e0${level}`, label: 'H.264 Baseline' },
    ...webmCandidates(width, height, fps),
  ];
}
