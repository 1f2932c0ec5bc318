/**
 * Decoding audio files in the page (Web Audio): an upload's length and loudness mouth shapes, and a recording
 * as WAV for cloning.
 */
import { loudnessEnvelope, loudnessVisemes } from '../../../shared/speech/loudness-visemes.ts';
import type { AudioMeasure } from '../../speech/upload-voice.ts';
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

/**
 * An uploaded voice's length in seconds, measured by decoding it, and the mouth shapes read from its loudness
 * (the talking avatars' fallback for audio that comes without them).
 */
export async function measureAudio(file: Blob, name = 'audio'): Promise<AudioMeasure> {
  const buffer = await decodeAudio(file, name);
  const channels = Array.from({ length: buffer.numberOfChannels }, (_, i) => buffer.getChannelData(i));
  return {
    duration: Math.round(buffer.duration * 1000) / 1000,
    visemes: loudnessVisemes(loudnessEnvelope(channels, buffer.sampleRate)).map((cue) => ({ ...cue })),
  };
}

/** Any decodable recording as a mono 16-bit WAV file. */
export async function toWav(file: Blob, name: string): Promise<Blob> {
  const buffer = await decodeAudio(file, name);
  const channels = Array.from({ length: buffer.numberOfChannels }, (_, i) => buffer.getChannelData(i));
  return new Blob([encodeWav(mixDown(channels), buffer.sampleRate)], { type: 'audio/wav' });
}
