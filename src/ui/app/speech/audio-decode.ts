/** Decoding audio files in the page (Web Audio): an upload's length, and a recording as WAV for cloning. */
import { encodeWav, mixDown } from './wav.ts';

/** Decodes `file`; an undecodable file fails with its name. */
export async function decodeAudio(file: Blob, name: string): Promise<AudioBuffer> {
  // An OfflineAudioContext decodes without opening an output device (no autoplay rules, no speakers).
  const ctx = new OfflineAudioContext(1, 1, 44100);
  try {
    return await ctx.decodeAudioData(await file.arrayBuffer());
  } catch (error) {
    throw new Error(`'${name}': not an audio file this browser can decode (${(error as Error).message})`, {
      cause: error,
    });
  }
}

/** Length in seconds of an audio file, measured by decoding it (an uploadVoice's duration). */
export async function measureAudioDuration(file: Blob, name = 'audio'): Promise<number> {
  const buffer = await decodeAudio(file, name);
  return Math.round(buffer.duration * 1000) / 1000;
}

/** Any decodable recording as a mono 16-bit WAV file. */
export async function toWav(file: Blob, name: string): Promise<Blob> {
  const buffer = await decodeAudio(file, name);
  const channels = Array.from({ length: buffer.numberOfChannels }, (_, i) => buffer.getChannelData(i));
  return new Blob([encodeWav(mixDown(channels), buffer.sampleRate)], { type: 'audio/wav' });
}
