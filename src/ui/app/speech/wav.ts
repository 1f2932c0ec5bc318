/**
 * Mono 16-bit PCM WAV from decoded audio channels. The local API clones a voice from a WAV recording
 * (`/ai/clone-voice/create`), while a browser records WebM/Opus: the page decodes the take and re-encodes it.
 */

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

export function encodeWav(samples: Float32Array, sampleRate: number): Uint8Array<ArrayBuffer> {
  if (!(Number.isInteger(sampleRate) && sampleRate > 0))
    throw new RangeError(`sampleRate ${sampleRate}: must be a whole number of samples per second above 0`);
  const out = new Uint8Array(44 + samples.length * 2);
  const view = new DataView(out.buffer);
  const text = (at: number, value: string) => {
    for (let i = 0; i < value.length; i++) view.setUint8(at + i, value.charCodeAt(i));
  };
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples.length * 2, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, samples.length * 2, true);
  for (let i = 0; i < samples.length; i++) {
    const s = Math.max(-1, Math.min(1, samples[i]!));
    view.setInt16(44 + i * 2, Math.round(s < 0 ? s * 32768 : s * 32767), true);
  }
  return out;
}
