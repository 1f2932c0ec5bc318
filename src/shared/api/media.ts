/** `POST /ai/avatar/avatar-info`. */
export interface AvatarInfoRequest {
  avatar_source: number | string;
  id: number | string;
}

export interface AvatarImage {
  key: string;
  url: string;
  static_url: string;
}

export interface AvatarInfoResponse {
  avatar: AvatarImage & {
    id: number;
    /** 1 Talking Photo, 2 Avatar Pro, 3 Avatar Lite, 4 Custom Avatar Pro, 5 Custom Avatar Lite. */
    type: 1 | 2 | 3 | 4 | 5;
    name: string;
    gender: number;
    voice_id: number;
  };
  avatar_noback: AvatarImage;
}

/** `POST /ai/source/get-access-url`. */
export interface AccessUrlRequest {
  key: string;
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
}

/** Upload size limits in bytes. */
export const UPLOAD_LIMITS: Readonly<Record<UploadKind, number>> = {
  image: 15 * 1024 * 1024,
  audio: 30 * 1024 * 1024,
  video: 200 * 1024 * 1024,
};
