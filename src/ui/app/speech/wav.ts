/**
 * Mono 16-bit PCM WAV from decoded audio channels. The local API clones a voice from a WAV recording
 * (`/ai/clone-voice/create`), while a browser records WebM/Opus: the page decodes the take and re-encodes it.
 */
import { encodePcm16Wav } from '../../../shared/media/wav.ts';

/** The channels averaged into one, each sample clamped to [-1, 1]. */
export function mixDown(channels: readonly Float32Array[]): Float32Array {
  const first = channels[0];
  if (first === undefined) throw new RangeError('channels: no audio channel to mix (got 0)');
  const out = new Float32Array(first.length);
  for (const channel of channels) {
    if (channel.length !== first.length)
      throw new RangeError(`channels: lengths differ (${channel.length} and ${first.length})`);
    for (let i = 0; i < out.length; i++) out[i]! += channel[i]! / channels.length;
  }
  return out;
}

/** Float samples in [-1, 1] (clamped) as a mono 16-bit PCM WAV file. */
export function encodeWav(samples: Float32Array, sampleRate: number): Uint8Array<ArrayBuffer> {
  const pcm = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i++) {
    const s = Math.max(-1, Math.min(1, samples[i]!));
    pcm[i] = Math.round(s < 0 ? s * 32768 : s * 32767);
  }
  return encodePcm16Wav(pcm, sampleRate);
}
