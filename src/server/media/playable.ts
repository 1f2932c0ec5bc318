/**
 * Whether browsers can decode an uploaded file, decided from its probe (Node has no WebCodecs to ask), and
 * what a conversion must do when they cannot: re-encode the video to 8-bit H.264 (tone-mapping HDR), or
 * copy the video and convert only the audio to AAC.
 */
import type { MediaAudioInfo, MediaInfo, MediaVideoInfo } from '../../shared/api/media.ts';
import { undecodableAvcProfile } from './codec-string.ts';

/** Video codecs every browser the editor supports decodes (H.264 only in 8 bits, see codec-string.ts). */
const PLAYABLE_VIDEO = new Set(['avc', 'vp8', 'vp9', 'av1']);
const PLAYABLE_AUDIO = new Set(['aac', 'mp3', 'opus', 'vorbis', 'flac']);
/** Video streams an MP4 can carry as they are when only the audio is converted. */
const MP4_VIDEO = new Set(['avc', 'vp9', 'av1']);

const CODEC_NAMES: Readonly<Record<string, string>> = {
  hevc: 'HEVC',
  prores: 'ProRes',
  avc: 'H.264',
  ac3: 'AC-3',
  eac3: 'E-AC-3',
  dts: 'DTS',
  ulaw: 'μ-law',
  alaw: 'A-law',
};

export type ConversionPlan =
  | { convert: false }
  | {
      convert: true;
      video: 'encode' | 'copy' | 'none';
      audio: 'encode' | 'copy' | 'none';
      /** The video is HDR (PQ or HLG): it is tone-mapped to SDR. */
      toneMap: boolean;
      /** What browsers cannot decode, e.g. "HEVC (hvc1.1.6.L93.90) video". */
      problem: string;
    };

export function planConversion(info: MediaInfo): ConversionPlan {
  const videoProblem = info.video === null ? undefined : videoProblemOf(info.video);
  const audioProblem = info.audio === null ? undefined : audioProblemOf(info.audio);
  if (videoProblem === undefined && audioProblem === undefined) return { convert: false };
  const video = info.video;
  const videoAction =
    video === null
      ? 'none'
      : videoProblem === undefined && MP4_VIDEO.has(video.codec ?? '')
        ? 'copy'
        : 'encode';
  const audioAction = info.audio === null ? 'none' : info.audio.codec === 'aac' ? 'copy' : 'encode';
  return {
    convert: true,
    video: videoAction,
    audio: audioAction,
    toneMap: videoAction === 'encode' && video?.hdr === true,
    problem: [videoProblem, audioProblem].filter((p) => p !== undefined).join(' and '),
  };
}

/** Why browsers cannot decode this video, or undefined when they can. */
function videoProblemOf(video: MediaVideoInfo): string | undefined {
  const named = codecLabel(video.codec, video.codec_string);
  if (video.codec === null || !PLAYABLE_VIDEO.has(video.codec)) return `${named} video`;
  const profile = video.codec_string === null ? undefined : undecodableAvcProfile(video.codec_string);
  if (profile !== undefined) return `H.264 ${profile} (${video.codec_string}) video`;
  if (video.hdr) return `HDR (${(video.color.transfer ?? '').toUpperCase()}) ${named} video`;
  return undefined;
}

function audioProblemOf(audio: MediaAudioInfo): string | undefined {
  const codec = audio.codec;
  if (codec !== null && (PLAYABLE_AUDIO.has(codec) || codec.startsWith('pcm-'))) return undefined;
  return `${codecLabel(codec, audio.codec_string)} audio`;
}

function codecLabel(codec: string | null, codecString: string | null): string {
  if (codec === null) return codecString === null ? 'Unrecognised' : `Unrecognised (${codecString})`;
  const name = CODEC_NAMES[codec] ?? codec.toUpperCase();
  return codecString === null || codecString === codec ? name : `${name} (${codecString})`;
}
