// What scripts/generate-demo-videos.ts asks the encode-videos page for, and what it gets back. The script owns
// the catalogue (ids, titles, sizes, bitrates); the page only knows how to draw and encode.

export type SceneName = 'ocean' | 'bokeh' | 'particles' | 'sunrise' | 'shapes' | 'rain';
export type AmbienceName = 'surf' | 'rain';

export interface EncodeSize {
  width: number;
  height: number;
  /** Target video bitrate in bits per second. */
  bitrate: number;
}

export interface EncodeRequest {
  scene: SceneName;
  /** Seeds every random choice of the scene and its ambience, so re-running gives the same pictures. */
  seed: number;
  fps: number;
  durationSeconds: number;
  /** One MP4 per size, every one drawn from the same scene at the same times. */
  sizes: EncodeSize[];
  /** An Opus ambience track added to every size, or null for silent videos. */
  audio: AmbienceName | null;
  /** The cover is the first frame drawn at this size. */
  cover: { width: number; height: number };
}

export interface EncodedFile {
  width: number;
  height: number;
  mp4Base64: string;
}

export interface EncodeResult {
  files: EncodedFile[];
  /** JPEG of the first frame. */
  coverBase64: string;
  encodeMs: number;
}

/** The object the page sets on `window.harness`. */
export interface EncodeVideosHarness {
  /** The codec string the page checked the browser can encode at 1080p, for the script's error message. */
  checkEncoder(): Promise<string | null>;
  encode(request: EncodeRequest): Promise<EncodeResult>;
}
