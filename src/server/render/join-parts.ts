/**
 * Joins the parts of a split render into one file without re-encoding (mediabunny, packets copied): the
 * picture parts in order, each shifted to its first frame's time, and the sound part as it is. Picture and
 * sound are interleaved by time as they are copied, so nothing is held in memory beyond a packet of each.
 */
import {
  ALL_FORMATS,
  EncodedAudioPacketSource,
  EncodedPacketSink,
  EncodedVideoPacketSource,
  FilePathSource,
  FilePathTarget,
  Input,
  Mp4OutputFormat,
  Output,
  WebMOutputFormat,
  type EncodedPacket,
  type InputAudioTrack,
  type InputVideoTrack,
} from 'mediabunny';
import type { ExportContainer } from '../../shared/export/options.ts';

export interface VideoPartFile {
  path: string;
  /** Seconds from the video's start to the part's first frame. */
  start: number;
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
  parts: VideoPartFile[],
): AsyncGenerator<EncodedPacket> {
  for (const [i, track] of tracks.entries()) yield* shifted(track, parts[i]?.start ?? 0);
}

async function sameEncoding(tracks: InputVideoTrack[], paths: string[]): Promise<VideoDecoderConfig> {
  const configs = await Promise.all(tracks.map((t) => t.getDecoderConfig()));
  const first = configs[0];
  if (first === null || first === undefined)
    throw new Error(`join: ${paths[0]} has no decoder configuration`);
  const key = (c: VideoDecoderConfig | null) =>
    c === null
      ? 'none'
      : `${c.codec}:${c.codedWidth}x${c.codedHeight}:${Buffer.from((c.description as ArrayBuffer) ?? []).toString('hex')}`;
  configs.forEach((config, i) => {
    if (key(config) !== key(first))
      throw new Error(
        `join: ${paths[i]} was encoded differently from ${paths[0]} (${key(config)} vs ${key(first)})`,
      );
  });
  return first;
}

export async function joinParts(
  parts: VideoPartFile[],
  audioPath: string | null,
  out: string,
  container: ExportContainer,
  frameRate: number,
): Promise<JoinedFile> {
  const inputs = [...parts.map((p) => p.path), ...(audioPath === null ? [] : [audioPath])].map(
    (path) => new Input({ source: new FilePathSource(path), formats: ALL_FORMATS }),
  );
  try {
    const videoTracks = await Promise.all(
      parts.map(async (part, i) => {
        const track = await inputs[i]?.getPrimaryVideoTrack();
        if (track === null || track === undefined) throw new Error(`join: ${part.path} has no video track`);
        return track;
      }),
    );
    const decoderConfig = await sameEncoding(
      videoTracks,
      parts.map((p) => p.path),
    );
    const audioTrack = audioPath === null ? null : await inputs[inputs.length - 1]?.getPrimaryAudioTrack();
    if (audioPath !== null && (audioTrack === null || audioTrack === undefined))
      throw new Error(`join: ${audioPath} has no audio track`);
    const videoCount = (await Promise.all(videoTracks.map((t) => t.computePacketStats()))).reduce(
      (sum, s) => sum + s.packetCount,
      0,
    );
    const audioCount = audioTrack ? (await audioTrack.computePacketStats()).packetCount : 0;

    const output = new Output({
      // The index goes first (fast start), its room reserved from the known packet counts.
      format: container === 'mp4' ? new Mp4OutputFormat({ fastStart: 'reserve' }) : new WebMOutputFormat(),
      target: new FilePathTarget(out),
    });
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
  } finally {
    for (const input of inputs) input.dispose();
  }
}
