/**
 * Preview copies ("proxies") of large videos: a smaller H.264 copy with a key frame every half second, made
 * in the background, that the preview decodes instead of the original wherever the copy has the pixels the
 * frame is shown with. Frame grabs, exports and server renders always decode the original.
 *
 * Why: on a machine without a hardware decoder, a 1920×1080 stream costs about four times a 960×540 one to
 * decode, and a seek decodes from the key frame before the asked time (up to 25 frames with 1 s key frames,
 * at most 12 small ones with the copy's).
 */

/** The copy fits a 960×540 box (540×960 for a portrait video): the preview's usual size on a laptop. */
export const PROXY_LONG_SIDE = 960;
export const PROXY_SHORT_SIDE = 540;
/** Seconds between the copy's key frames: the most a seek decodes before the frame it shows. */
export const PROXY_KEY_FRAME_SECONDS = 0.5;
/** A copy is made only when the original has at least this many times its pixels (else it saves too little). */
export const PROXY_MIN_PIXEL_RATIO = 2;
/** Bits per second of the copy per pixel of its frame (about 2 Mbit/s at 960×540, whatever the frame rate). */
export const PROXY_BITS_PER_PIXEL = 4;

export interface ProxySize {
  width: number;
  height: number;
  /**
   * Original pixels per copy pixel, a whole number: each copy pixel is the mean of a factor × factor block of
   * the original (the copy drops at most factor + 1 columns and rows at its right and bottom edges, under
   * 0.2 % of a 1920 px frame, so that it needs no weighted resampling).
   */
  factor: number;
}

/** Rounds down to an even number, at least 2 (H.264's 4:2:0 needs even sizes). */
const evenDown = (value: number): number => Math.max(2, 2 * Math.floor(value / 2));

/**
 * The copy's size for a video shown upright at width × height, or null when none is worth making (the video is
 * already about that small, or its size is unknown): the largest whole reduction that fits the box.
 */
export function proxySizeFor(width: number, height: number): ProxySize | null {
  if (!(width > 0 && height > 0) || !Number.isFinite(width) || !Number.isFinite(height)) return null;
  const [boxWidth, boxHeight] =
    width >= height ? [PROXY_LONG_SIDE, PROXY_SHORT_SIDE] : [PROXY_SHORT_SIDE, PROXY_LONG_SIDE];
  const fit = Math.min(boxWidth / width, boxHeight / height);
  if (fit * fit * PROXY_MIN_PIXEL_RATIO > 1) return null;
  const factor = Math.ceil(1 / fit - 1e-9);
  return { width: evenDown(width / factor), height: evenDown(height / factor), factor };
}

/** The copy's bitrate (bits per second). */
export function proxyBitrate(size: ProxySize): number {
  return Math.round(size.width * size.height * PROXY_BITS_PER_PIXEL);
}

/**
 * Whether a copy `proxyWidth` pixels wide can stand in for a video `width` pixels wide drawn at `copyScale`
 * of its size (the copy's pixels per video pixel the renderer asks for): the copy has at least those pixels.
 */
export function proxyServes(proxyWidth: number, width: number, copyScale: number): boolean {
  return proxyWidth > 0 && width > 0 && copyScale * width <= proxyWidth * 1.01;
}

/**
 * A stable name for a video's copy: its identity (the library key, or the URL when it has no key) and the
 * original's size in bytes, so a file replaced under the same key gets a copy of its own. FNV-1a over the
 * identity, twice with different seeds (64 bits: names of different videos do not meet in practice).
 */
export function proxyFileName(identity: string, sourceBytes: number): string {
  const hash = (seed: number): string => {
    let h = seed >>> 0;
    for (let i = 0; i < identity.length; i++) {
      h ^= identity.charCodeAt(i);
      h = Math.imul(h, 0x01000193) >>> 0;
    }
    return h.toString(16).padStart(8, '0');
  };
  return `${hash(0x811c9dc5)}${hash(0x050c5d1f)}-${Math.max(0, Math.round(sourceBytes))}.mp4`;
}
