import type { MouthStyle } from '../model/avatar.ts';

export interface AvatarImage {
  key: string;
  url: string;
  static_url: string;
}

/** A rectangle in an image's pixels. */
export interface AvatarFaceRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface AvatarInfoResponse {
  avatar: AvatarImage & {
    id: number;
    /** 1 Talking Photo, 2 Avatar Pro, 3 Avatar Lite, 4 Custom Avatar Pro, 5 Custom Avatar Lite. */
    type: 1 | 2 | 3 | 4 | 5;
    name: string;
    gender: number;
    voice_id: number;
    /** The face's rectangle in the image's pixels: where a talking avatar's mouth goes. */
    config: AvatarFaceRect;
    /** How its mouth moves when it talks. */
    mouth_style: MouthStyle;
  };
  avatar_noback: AvatarImage;
}

/** `url` is signed and expires (`expires_at`, Unix seconds); `static_url` is stable. */
export interface AccessUrlResponse {
  url: string;
  static_url: string;
  expires_at: number;
}

/** `GET /ai/pexels/info?id=`. */
export interface PexelsInfoResponse {
  id: number;
  video_files: Array<{ width: number; height: number; link: string; file_type: string }>;
}

/** `POST /ai/source/upload` (local addition): multipart form, field `file`. */
export type UploadKind = 'image' | 'video' | 'audio';

export interface UploadResponse {
  key: string;
  kind: UploadKind;
  content_type: string;
  size: number;
  url: string;
  static_url: string;
  /** The server's check of a video or audio file and its conversion (images: 'ready', no info). */
  media: MediaStatus;
}

/**
 * Where an upload stands: 'checking' (being probed), 'converting' (ffmpeg runs in the background; the key
 * serves the converted file once 'ready'), 'ready' (the browser can decode it), 'failed' (the conversion
 * failed: `error` says why), 'unconvertible' (the browser cannot decode it and this server cannot convert it).
 */
export type MediaState = 'checking' | 'converting' | 'ready' | 'failed' | 'unconvertible';

/** `GET /ai/source/media?key=` (local addition); also the upload response's `media`. */
export interface MediaStatus {
  state: MediaState;
  /** 0..1 of the conversion (1 when ready). */
  progress: number;
  error?: string;
  /** What the probe found in the uploaded file (the original, before any conversion); null for images. */
  info: MediaInfo | null;
}

export interface MediaInfo {
  /** The container as mediabunny names it: 'MP4', 'QuickTime File Format', 'WebM', 'MP3', 'WAVE'… */
  container: string;
  /** Seconds. */
  duration: number;
  video: MediaVideoInfo | null;
  audio: MediaAudioInfo | null;
}

export interface MediaVideoInfo {
  /** mediabunny's codec name ('avc', 'hevc', 'vp8', 'vp9', 'av1', 'prores'); null when it does not know it. */
  codec: string | null;
  /** The WebCodecs codec string, e.g. 'avc1.64001f', 'hvc1.1.6.L93.90'. */
  codec_string: string | null;
  coded_width: number;
  coded_height: number;
  /** The size shown, after the rotation. */
  display_width: number;
  display_height: number;
  /** Clockwise degrees the frames are turned when shown. */
  rotation: 0 | 90 | 180 | 270;
  /** Frames per second, averaged over the first packets; null when unknown. */
  frame_rate: number | null;
  /** Bits per sample, from the codec string; null when the codec string does not tell. */
  bit_depth: number | null;
  /** As the stream declares it (WebCodecs names: 'bt709', 'bt2020', 'pq', 'hlg'…); null = not declared. */
  color: {
    primaries: string | null;
    transfer: string | null;
    matrix: string | null;
    full_range: boolean | null;
  };
  /** Transfer PQ or HLG. */
  hdr: boolean;
}

export interface MediaAudioInfo {
  /** mediabunny's codec name ('aac', 'mp3', 'opus', 'pcm-s16', 'ac3'…); null when it does not know it. */
  codec: string | null;
  codec_string: string | null;
  sample_rate: number;
  channels: number;
}

/** Upload size limits in bytes. */
export const UPLOAD_LIMITS: Readonly<Record<UploadKind, number>> = {
  image: 15 * 1024 * 1024,
  audio: 30 * 1024 * 1024,
  video: 200 * 1024 * 1024,
};
