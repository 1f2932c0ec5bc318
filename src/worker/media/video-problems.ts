/**
 * What to tell the creator when a video file cannot be shown: the file's name and what is wrong with it, in
 * words (the codec by its usual name, an empty file, a file cut short), instead of a decoder's internals.
 */

/** The file's name as the creator knows it: the last part of its URL's path (blob URLs have none). */
export function mediaName(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.protocol === 'blob:' || parsed.protocol === 'data:') return 'the dropped file';
    const last = parsed.pathname
      .split('/')
      .filter((part) => part !== '')
      .pop();
    return last === undefined ? url : decodeURIComponent(last);
  } catch {
    return url;
  }
}

const CODEC_NAMES: Readonly<Record<string, string>> = {
  avc: 'H.264',
  hevc: 'HEVC (H.265)',
  vp8: 'VP8',
  vp9: 'VP9',
  av1: 'AV1',
  prores: 'Apple ProRes',
};

/** "HEVC (H.265) (hvc1.1.6.L93.90)", or words for a codec the demuxer does not know (ProRes, MPEG-4 Part 2…). */
export function codecName(codec: string | null, codecString: string | undefined): string {
  if (codec === null) return 'a codec this browser has no decoder for (it decodes H.264, VP8, VP9 and AV1)';
  const name = CODEC_NAMES[codec] ?? codec;
  return codecString === undefined ? name : `${name} (${codecString})`;
}

export const undecodable = (name: string, codec: string): string =>
  `video '${name}': ${codec} cannot be decoded by this browser (uploads are converted to H.264 when the server has ffmpeg)`;

export const emptyFile = (name: string): string => `video '${name}': the file is empty`;

export const noVideoTrack = (name: string): string =>
  `video '${name}': no video track (the file may be cut short before its index, or hold only sound)`;

/** The demuxer's own error, said in words when it is one a creator meets (not a video, unknown format). */
export function unreadable(name: string, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (/unsupported or unrecognizable format/i.test(message))
    return `video '${name}': not a video file this browser can read (unrecognised or damaged container)`;
  return `video '${name}': cannot be read (${message})`;
}
