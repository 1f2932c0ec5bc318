import { Mp3Encoder } from '@breezystack/lamejs';
import { setImmediate as yieldToLoop } from 'node:timers/promises';

const BLOCK = 1152;
/** Blocks encoded between yields to the event loop (~0.5 s of audio, ~15 ms of work). */
const BLOCKS_PER_SLICE = 20;

/**
 * Encodes 16-bit mono PCM as constant-bit-rate MP3 in slices, yielding between them: a 40 s track takes about
 * a second of JavaScript, which must not stall the server while it starts.
 */
export async function encodeMp3Async(samples: Int16Array, sampleRate: number, kbps: number): Promise<Buffer> {
  const encoder = new Mp3Encoder(1, sampleRate, kbps);
  // lamejs hands out Int8Array chunks; view them as bytes.
  const chunks: Buffer[] = [];
  const bytes = (chunk: Int8Array | Uint8Array): Buffer =>
    Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  for (let i = 0; i < samples.length; i += BLOCK) {
    const chunk = encoder.encodeBuffer(samples.subarray(i, i + BLOCK));
    if (chunk.length > 0) chunks.push(bytes(chunk));
    if ((i / BLOCK) % BLOCKS_PER_SLICE === BLOCKS_PER_SLICE - 1) await yieldToLoop();
  }
  chunks.push(bytes(encoder.flush()));
  return Buffer.concat(chunks);
}
