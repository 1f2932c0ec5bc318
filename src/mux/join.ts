/**
 * Joins the parts of a split export into one file without re-encoding (mediabunny, packets copied): the
 * picture parts in order, each shifted to its first frame's time, and the sound part as it is. Picture and
 * sound are interleaved by time as they are copied, so nothing is held in memory beyond a packet of each.
 * The server joins files from disk, the page's export workers join theirs: both hand their inputs here.
 *
 * src/mux holds container code that the server (Node) and the export workers (browser) share: mediabunny's
 * demuxing and muxing, which need neither codecs nor a DOM, and no Node API.
 */
import {
  ALL_FORMATS,
  EncodedAudioPacketSource,
  EncodedPacketSink,
  EncodedVideoPacketSource,
  Input,
} from 'mediabunny';
import type { EncodedPacket, InputAudioTrack, InputVideoTrack, Output, Source } from 'mediabunny';

/** A part's file: a path on the server, a Blob in the page. */
export interface SoundPartSource {
  source: Source;
  /** The part's name in error messages (its file). */
  name: string;
}

export interface VideoPartSource extends SoundPartSource {
  /** Seconds from the video's start to the part's first frame. */
  start: number;
}

interface VideoPartInput {
  input: Input;
  start: number;
  name: string;
}

export interface JoinedFile {
  videoPackets: number;
  audioPackets: number;
  /** Seconds. */
  duration: number;
}

/** One track's packets, shifted by `offset` seconds, one at a time. */
async function* shifted(
  track: InputVideoTrack | InputAudioTrack,
  offset: number,
): AsyncGenerator<EncodedPacket> {
  for await (const packet of new EncodedPacketSink(track).packets())
    yield offset === 0 ? packet : packet.clone({ timestamp: packet.timestamp + offset });
}

async function* videoPackets(
  tracks: InputVideoTrack[],
  parts: VideoPartInput[],
): AsyncGenerator<EncodedPacket> {
  for (const [i, track] of tracks.entries()) yield* shifted(track, parts[i]?.start ?? 0);
}

/** The bytes of a decoder description (an ArrayBuffer or a view of one, shared or not) as hex. */
function hex(bytes: unknown): string {
  if (bytes === undefined || bytes === null) return '';
  const view = ArrayBuffer.isView(bytes)
    ? new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    : new Uint8Array(bytes as ArrayBuffer);
  return Array.from(view, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The parts' one decoder configuration: parts encoded differently cannot share a track. */
async function sameEncoding(tracks: InputVideoTrack[], names: string[]): Promise<VideoDecoderConfig> {
  const configs = await Promise.all(tracks.map((t) => t.getDecoderConfig()));
  const first = configs[0];
  if (first === null || first === undefined)
    throw new Error(`join: ${names[0]} has no decoder configuration`);
  const key = (c: VideoDecoderConfig | null) =>
    c === null ? 'none' : `${c.codec}:${c.codedWidth}x${c.codedHeight}:${hex(c.description)}`;
  configs.forEach((config, i) => {
    if (key(config) !== key(first))
      throw new Error(
        `join: ${names[i]} was encoded differently from ${names[0]} (${key(config)} vs ${key(first)})`,
      );
  });
  return first;
}

async function videoTrackOf(part: VideoPartInput): Promise<InputVideoTrack> {
  const track = await part.input.getPrimaryVideoTrack();
  if (track === null) throw new Error(`join: ${part.name} has no video track`);
  return track;
}

const open = (source: Source): Input => new Input({ source, formats: ALL_FORMATS });

/**
 * Copies the parts into `output` (not started yet: the tracks are added here, sized from the parts' packet
 * counts so an MP4 can reserve its index up front) and finalises it. The parts' files are opened here and
 * closed again whatever happens.
 */
export async function joinParts(
  parts: VideoPartSource[],
  sound: SoundPartSource | null,
  output: Output,
  frameRate: number,
  /** Checked between packets: once it says stop, the join throws what it returns. */
  stopped: () => Error | null = () => null,
): Promise<JoinedFile> {
  const videos = parts.map((part) => ({ input: open(part.source), start: part.start, name: part.name }));
  const soundInput = sound === null ? null : { input: open(sound.source), name: sound.name };
  try {
    return await copyParts(videos, soundInput, output, frameRate, stopped);
  } finally {
    for (const { input } of [...videos, ...(soundInput === null ? [] : [soundInput])]) input.dispose();
  }
}

async function copyParts(
  parts: VideoPartInput[],
  sound: { input: Input; name: string } | null,
  output: Output,
  frameRate: number,
  stopped: () => Error | null,
): Promise<JoinedFile> {
  const videoTracks = await Promise.all(parts.map(videoTrackOf));
  const decoderConfig = await sameEncoding(
    videoTracks,
    parts.map((p) => p.name),
  );
  const audioTrack = sound === null ? null : await sound.input.getPrimaryAudioTrack();
  if (sound !== null && audioTrack === null) throw new Error(`join: ${sound.name} has no audio track`);
  const videoCount = (await Promise.all(videoTracks.map((t) => t.computePacketStats()))).reduce(
    (sum, s) => sum + s.packetCount,
    0,
  );
  const audioCount = audioTrack ? (await audioTrack.computePacketStats()).packetCount : 0;

  const video = new EncodedVideoPacketSource((await videoTracks[0]?.getCodec()) ?? 'avc');
  output.addVideoTrack(video, { frameRate, maximumPacketCount: videoCount });
  const audioCodec = audioTrack ? await audioTrack.getCodec() : null;
  const audio = audioCodec ? new EncodedAudioPacketSource(audioCodec) : null;
  const audioConfig = audioTrack ? await audioTrack.getDecoderConfig() : null;
  if (audio !== null) output.addAudioTrack(audio, { maximumPacketCount: audioCount });
  await output.start();

  const pictures = videoPackets(videoTracks, parts);
  const sounds = audioTrack ? shifted(audioTrack, 0) : null;
  let nextPicture = await pictures.next();
  let nextSound = sounds ? await sounds.next() : null;
  let firstPicture = true;
  let firstSound = true;
  let duration = 0;
  while (!nextPicture.done || (nextSound !== null && !nextSound.done)) {
    const stop = stopped();
    if (stop !== null) throw stop;
    const takeSound =
      nextSound !== null &&
      !nextSound.done &&
      (nextPicture.done || nextSound.value.timestamp <= nextPicture.value.timestamp);
    if (takeSound && nextSound !== null && !nextSound.done && audio !== null) {
      const packet = nextSound.value;
      await audio.add(packet, firstSound && audioConfig ? { decoderConfig: audioConfig } : undefined);
      firstSound = false;
      duration = Math.max(duration, packet.timestamp + packet.duration);
      nextSound = await (sounds as AsyncGenerator<EncodedPacket>).next();
    } else if (!nextPicture.done) {
      const packet = nextPicture.value;
      await video.add(packet, firstPicture ? { decoderConfig } : undefined);
      firstPicture = false;
      duration = Math.max(duration, packet.timestamp + packet.duration);
      nextPicture = await pictures.next();
    }
  }
  await output.finalize();
  return { videoPackets: videoCount, audioPackets: audioCount, duration };
}
