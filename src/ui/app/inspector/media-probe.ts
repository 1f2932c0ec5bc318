/**
 * Reading a video file's picture size and duration in the page, before it replaces a layer's video (the
 * upload answer carries neither, and the layer needs both: `_duration`, the trim `_end`). A video
 * element loads the file's metadata; a file the browser cannot read fails with a reason the inspector can
 * name in the user's language, and a file that never answers fails after a timeout rather than hanging. The
 * element and object URLs are injectable, so the rules are unit-tested without a browser.
 */

/** The part of HTMLVideoElement the probe uses. */
export interface ProbeVideoElement {
  preload: string;
  muted: boolean;
  src: string;
  readonly videoWidth: number;
  readonly videoHeight: number;
  readonly duration: number;
  readonly error: { code: number; message: string } | null;
  onloadedmetadata: (() => void) | null;
  onerror: (() => void) | null;
  removeAttribute(name: string): void;
}

export interface VideoMetadata {
  width: number;
  height: number;
  /** Seconds, finite and positive. */
  duration: number;
}

/** timeout: no metadata in time; unreadable: the browser cannot decode it; size/duration: none usable. */
export type ProbeFailure = 'timeout' | 'unreadable' | 'size' | 'duration';

export class MediaProbeError extends Error {
  override readonly name = 'MediaProbeError';
  constructor(
    readonly reason: ProbeFailure,
    /** The file's name, for the message shown to the user. */
    readonly file: string,
    /** What was read (the size, the duration, the browser's error), for the message. */
    readonly value: string,
  ) {
    super(`video '${file}': ${DESCRIBE[reason]} (${value})`);
  }
}

const DESCRIBE: Record<ProbeFailure, string> = {
  timeout: 'no metadata within the time allowed',
  unreadable: 'the browser cannot read this file',
  size: 'no usable picture size',
  duration: 'no usable duration',
};

/** Long enough for a large local file; a file that gives nothing by then is reported, not waited for. */
export const VIDEO_PROBE_TIMEOUT_MS = 15_000;

export interface ProbeOptions {
  timeoutMs?: number;
  createVideo?: () => ProbeVideoElement;
  createUrl?: (file: Blob) => string;
  revokeUrl?: (url: string) => void;
}

export function probeVideo(
  file: Blob & { name?: string },
  options: ProbeOptions = {},
): Promise<VideoMetadata> {
  const name = file.name ?? 'video';
  const timeoutMs = options.timeoutMs ?? VIDEO_PROBE_TIMEOUT_MS;
  const video = (options.createVideo ?? (() => document.createElement('video')))();
  const url = (options.createUrl ?? ((blob) => URL.createObjectURL(blob)))(file);
  const revoke = options.revokeUrl ?? ((u) => URL.revokeObjectURL(u));
  video.preload = 'metadata';
  video.muted = true;
  return new Promise<VideoMetadata>((resolve, reject) => {
    const timer = setTimeout(
      () => done(() => reject(new MediaProbeError('timeout', name, `${timeoutMs} ms`))),
      timeoutMs,
    );
    let settled = false;
    function done(outcome: () => void): void {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      video.onloadedmetadata = null;
      video.onerror = null;
      // Releases the decoder and the file: the element is dropped, the URL revoked.
      video.removeAttribute('src');
      revoke(url);
      outcome();
    }
    video.onloadedmetadata = () =>
      done(() => {
        const { videoWidth: width, videoHeight: height, duration } = video;
        if (!(width > 0 && height > 0)) reject(new MediaProbeError('size', name, `${width}×${height}`));
        else if (!(Number.isFinite(duration) && duration > 0))
          reject(new MediaProbeError('duration', name, `${duration} s`));
        else resolve({ width, height, duration });
      });
    video.onerror = () =>
      done(() => {
        const error = video.error;
        const detail =
          error === null ? 'no detail' : `code ${error.code}${error.message ? `: ${error.message}` : ''}`;
        reject(new MediaProbeError('unreadable', name, detail));
      });
    video.src = url;
  });
}
