import { Mp3Encoder } from '@breezystack/lamejs';

const BLOCK = 1152;

/** Encodes 16-bit mono PCM as a constant-bit-rate MP3. */
export function encodeMp3(samples: Int16Array, sampleRate: number, kbps = 64): Uint8Array {
  const encoder = new Mp3Encoder(1, sampleRate, kbps);
  const chunks: Uint8Array[] = [];
  for (let i = 0; i < samples.length; i += BLOCK) {
    const chunk = encoder.encodeBuffer(samples.subarray(i, i + BLOCK));
    if (chunk.length > 0) chunks.push(chunk);
  }
  const end = encoder.flush();
  if (end.length > 0) chunks.push(end);
  const out = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}
