/**
 * Reads what an uploaded video or audio file holds with mediabunny (demuxing only: Node has no WebCodecs, so
 * what the browser can decode is decided from the codecs, see playable.ts). Only metadata and packet headers
 * are read, never a frame.
 */
import { ALL_FORMATS, FilePathSource, Input, type InputAudioTrack, type InputVideoTrack } from 'mediabunny';
import type { MediaAudioInfo, MediaInfo, MediaVideoInfo } from '../../shared/api/media.ts';
import { bitDepthOf } from './codec-string.ts';

/** A file mediabunny cannot read as media; the message says what is wrong with it. */
export class UnreadableMediaError extends Error {
  override name = 'UnreadableMediaError';
}

/** Packets read to measure the frame rate: enough for a steady average, few enough to stay fast. */
const FRAME_RATE_PACKETS = 120;

/** The probe of a file; throws UnreadableMediaError when it has no track mediabunny can read. */
export async function probeFile(path: string): Promise<MediaInfo> {
  const input = new Input({ source: new FilePathSource(path), formats: ALL_FORMATS });
  try {
    return await probeInput(input);
  } catch (error) {
    if (error instanceof UnreadableMediaError) throw error;
    throw new UnreadableMediaError(`its content cannot be read (${messageOf(error)})`);
  } finally {
    input.dispose();
  }
}

async function probeInput(input: Input): Promise<MediaInfo> {
  if (!(await input.canRead()))
    throw new UnreadableMediaError(
      'not a container mediabunny reads (MP4, MOV, WebM, MKV, MPEG-TS, MP3, WAV…)',
    );
  const format = await input.getFormat();
  const [videoTrack, audioTrack] = await Promise.all([
    input.getPrimaryVideoTrack(),
    input.getPrimaryAudioTrack(),
  ]);
  if (videoTrack === null && audioTrack === null) throw new UnreadableMediaError(noTrackReason(format.name));
  const video = videoTrack === null ? null : await videoInfo(videoTrack);
  const audio = audioTrack === null ? null : await audioInfo(audioTrack);
  const duration = await input.computeDuration();
  return { container: format.name, duration: Number.isFinite(duration) ? duration : 0, video, audio };
}

function noTrackReason(container: string): string {
  const cut = /mp4|quicktime|mov/i.test(container)
    ? ' (the file may be cut short: its index is missing)'
    : '';
  return `no readable video or audio track${cut}`;
}

/** The colour the stream declares; mediabunny answers with WebCodecs' VideoColorSpaceInit. */
interface DeclaredColor {
  primaries?: string | null;
  transfer?: string | null;
  matrix?: string | null;
  fullRange?: boolean | null;
}

async function videoInfo(track: InputVideoTrack): Promise<MediaVideoInfo> {
  const codecString = (await track.getDecoderConfig())?.codec ?? (await track.getCodecParameterString());
  const color = (await track.getColorSpace()) as DeclaredColor;
  const transfer = color.transfer ?? null;
  return {
    codec: await track.getCodec(),
    codec_string: codecString,
    coded_width: await track.getCodedWidth(),
    coded_height: await track.getCodedHeight(),
    display_width: await track.getDisplayWidth(),
    display_height: await track.getDisplayHeight(),
    rotation: await track.getRotation(),
    frame_rate: await frameRate(track),
    bit_depth: codecString === null ? null : bitDepthOf(codecString),
    color: {
      primaries: color.primaries ?? null,
      transfer,
      matrix: color.matrix ?? null,
      full_range: color.fullRange ?? null,
    },
    hdr: transfer === 'pq' || transfer === 'hlg',
  };
}

async function frameRate(track: InputVideoTrack): Promise<number | null> {
  const stats = await track.computePacketStats(FRAME_RATE_PACKETS);
  const rate = stats.averagePacketRate;
  return Number.isFinite(rate) && rate > 0 ? Math.round(rate * 1000) / 1000 : null;
}

async function audioInfo(track: InputAudioTrack): Promise<MediaAudioInfo> {
  return {
    codec: await track.getCodec(),
    codec_string: (await track.getDecoderConfig())?.codec ?? (await track.getCodecParameterString()),
    sample_rate: await track.getSampleRate(),
    channels: await track.getNumberOfChannels(),
  };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
