/**
 * The sound of an export: mixed chunks from the page (planar float samples) encoded by mediabunny's audio
 * source. MP4 takes AAC: where the browser has no AAC encoder (Chromium on Linux has none), mediabunny's
 * AAC extension (FFmpeg's encoder compiled to WebAssembly) is registered once and used instead. WebM
 * takes Opus, which WebCodecs encodes here.
 */
import { AudioSample, AudioSampleSource, canEncodeAudio } from 'mediabunny';
import type { ExportAudioCodec } from '../../shared/export/codecs.ts';
import { ExportFailedError } from '../../shared/export/errors.ts';
import type { AudioChunk } from '../../shared/protocol/export.ts';

let aacRegistered: Promise<void> | undefined;

/**
 * FFmpeg's AAC encoder delays its output by one frame (1024 samples of priming) and labels its packets from
 * the first input timestamp, so its sound would play 21 ms late. Its input is labelled that much earlier
 * instead: the priming packet then starts before zero, and the muxer writes an edit list that skips it
 * (measured: clicks 21.3 ms after their flashes without this, on time with it).
 */
const FFMPEG_AAC_PRIMING_SAMPLES = 1024;

interface ChosenEncoder {
  label: string;
  primingSamples: number;
}

const FFMPEG_AAC: ChosenEncoder = {
  label: 'AAC (FFmpeg, WebAssembly)',
  primingSamples: FFMPEG_AAC_PRIMING_SAMPLES,
};

async function ensureEncoder(codec: ExportAudioCodec, bitrate: number): Promise<ChosenEncoder> {
  // Once FFmpeg's encoder is registered, mediabunny reports AAC as encodable and uses it: asking again would
  // take it for the browser's own and drop the priming offset (every export after the first one of a page
  // had its sound one AAC frame, 21 ms, late).
  if (codec === 'aac' && aacRegistered !== undefined) {
    await aacRegistered;
    return FFMPEG_AAC;
  }
  if (await canEncodeAudio(codec, { bitrate }))
    return { label: codec === 'aac' ? 'AAC' : 'Opus', primingSamples: 0 };
  if (codec === 'aac') {
    aacRegistered ??= import('@mediabunny/aac-encoder').then(({ registerAacEncoder }) =>
      registerAacEncoder(),
    );
    await aacRegistered;
    if (await canEncodeAudio('aac', { bitrate })) return FFMPEG_AAC;
  }
  throw new ExportFailedError(`no audio encoder here can encode ${codec} at ${bitrate} bits/s`);
}

export class SoundEncoder {
  private constructor(
    readonly source: AudioSampleSource,
    readonly label: string,
    private readonly primingSamples: number,
  ) {}

  static async open(codec: ExportAudioCodec, bitrate: number): Promise<SoundEncoder> {
    const chosen = await ensureEncoder(codec, bitrate);
    return new SoundEncoder(new AudioSampleSource({ codec, bitrate }), chosen.label, chosen.primingSamples);
  }

  /** Encodes one mixed chunk (the samples are copied into the sample and released after). */
  async add(chunk: AudioChunk): Promise<void> {
    const channels = chunk.channels.length;
    const frames = chunk.channels[0]?.length ?? 0;
    if (channels === 0 || frames === 0) return;
    // f32-planar: each channel's samples one after the other in one buffer.
    const data = new Float32Array(frames * channels);
    chunk.channels.forEach((channel, i) => data.set(channel.subarray(0, frames), i * frames));
    const sample = new AudioSample({
      data,
      format: 'f32-planar',
      numberOfChannels: channels,
      sampleRate: chunk.sampleRate,
      timestamp: chunk.start - this.primingSamples / chunk.sampleRate,
    });
    try {
      await this.source.add(sample);
    } finally {
      sample.close();
    }
  }
}
