/** WAV files of mono 16-bit PCM: what the local API takes for voice cloning, and what the page sends it. */

/** Mono 16-bit PCM samples as a WAV file (the 44-byte RIFF header, little-endian). */
export function encodePcm16Wav(samples: Int16Array, sampleRate: number): Uint8Array<ArrayBuffer> {
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
  for (let i = 0; i < samples.length; i++) view.setInt16(44 + i * 2, samples[i]!, true);
  return out;
}
