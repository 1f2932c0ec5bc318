import { encodePcm16Wav } from '../../shared/media/wav.ts';

/** Decodes a RIFF/WAVE file (PCM 8/16/24/32-bit or float 32) to mono floats in [-1, 1]. */
export interface DecodedWav {
  sampleRate: number;
  samples: Float32Array;
}

export function decodeWav(bytes: Uint8Array): DecodedWav {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tag = (at: number): string => String.fromCharCode(...bytes.subarray(at, at + 4));
  if (bytes.length < 12 || tag(0) !== 'RIFF' || tag(8) !== 'WAVE')
    throw new Error('recording: not a WAV file');
  let format: { audioFormat: number; channels: number; sampleRate: number; bits: number } | undefined;
  let offset = 12;
  while (offset + 8 <= bytes.length) {
    const id = tag(offset);
    const size = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (id === 'fmt ') {
      format = {
        audioFormat: view.getUint16(body, true),
        channels: view.getUint16(body + 2, true),
        sampleRate: view.getUint32(body + 4, true),
        bits: view.getUint16(body + 14, true),
      };
    } else if (id === 'data') {
      if (format === undefined) throw new Error('recording: WAV data before its format');
      const { audioFormat, channels, bits, sampleRate } = format;
      const isFloat = audioFormat === 3;
      if (
        !(audioFormat === 1 || audioFormat === 3 || audioFormat === 0xfffe) ||
        channels < 1 ||
        ![8, 16, 24, 32].includes(bits)
      ) {
        throw new Error(`recording: unsupported WAV format ${audioFormat} with ${bits} bits`);
      }
      const width = bits / 8;
      const end = Math.min(bytes.length, body + size);
      const frames = Math.floor((end - body) / (width * channels));
      const samples = new Float32Array(frames);
      for (let f = 0; f < frames; f++) {
        let sum = 0;
        for (let ch = 0; ch < channels; ch++) {
          const at = body + (f * channels + ch) * width;
          if (isFloat) sum += view.getFloat32(at, true);
          else if (bits === 8) sum += (view.getUint8(at) - 128) / 128;
          else if (bits === 16) sum += view.getInt16(at, true) / 32768;
          else if (bits === 24)
            sum +=
              (view.getUint8(at) | (view.getUint8(at + 1) << 8) | (view.getInt8(at + 2) << 16)) / 8388608;
          else sum += view.getInt32(at, true) / 2147483648;
        }
        samples[f] = sum / channels;
      }
      return { sampleRate, samples };
    }
    offset = body + size + (size % 2);
  }
  throw new Error('recording: WAV file has no data');
}

/** Encodes mono 16-bit PCM as WAV (tests and demo recordings). */
export const encodeWav = encodePcm16Wav;
