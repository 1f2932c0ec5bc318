/** Reads an MP3's frames (no decoding): sample rate, frame count and duration in seconds. */
export interface Mp3Info {
  sampleRate: number;
  frames: number;
  samples: number;
  duration: number;
}

const BITRATES: Record<string, readonly number[]> = {
  // kbps by index, MPEG-1 layer III and MPEG-2/2.5 layer III.
  v1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  v2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const RATES: Record<number, readonly number[]> = {
  3: [44100, 48000, 32000],
  2: [22050, 24000, 16000],
  0: [11025, 12000, 8000],
};

function skipId3(bytes: Uint8Array): number {
  if (bytes.length < 10 || bytes[0] !== 0x49 || bytes[1] !== 0x44 || bytes[2] !== 0x33) return 0;
  const size =
    ((bytes[6]! & 0x7f) << 21) | ((bytes[7]! & 0x7f) << 14) | ((bytes[8]! & 0x7f) << 7) | (bytes[9]! & 0x7f);
  return 10 + size;
}

/** Walks the layer III frames; throws when the data is not an MP3. */
export function readMp3Info(bytes: Uint8Array): Mp3Info {
  let offset = skipId3(bytes);
  let frames = 0;
  let samples = 0;
  let sampleRate = 0;
  while (offset + 4 <= bytes.length) {
    const b1 = bytes[offset + 1]!;
    const b2 = bytes[offset + 2]!;
    if (bytes[offset] !== 0xff || (b1 & 0xe0) !== 0xe0) {
      if (frames === 0) throw new Error(`not an MP3: no frame sync at byte ${offset}`);
      break;
    }
    const version = (b1 >> 3) & 3; // 3 MPEG-1, 2 MPEG-2, 0 MPEG-2.5
    const layer = (b1 >> 1) & 3; // 1 = layer III
    const bitrateIndex = b2 >> 4;
    const rateIndex = (b2 >> 2) & 3;
    const padding = (b2 >> 1) & 1;
    const rate = RATES[version]?.[rateIndex];
    const kbps = BITRATES[version === 3 ? 'v1' : 'v2']?.[bitrateIndex];
    if (layer !== 1 || rate === undefined || kbps === undefined || kbps === 0) {
      throw new Error(`unsupported MP3 frame at byte ${offset}`);
    }
    const perFrame = version === 3 ? 1152 : 576;
    const length = Math.floor(((version === 3 ? 144 : 72) * kbps * 1000) / rate) + padding;
    sampleRate = rate;
    frames++;
    samples += perFrame;
    offset += length;
  }
  return { sampleRate, frames, samples, duration: sampleRate === 0 ? 0 : samples / sampleRate };
}
