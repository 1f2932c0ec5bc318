/**
 * The video encoder of an export: the first candidate configuration the browser accepts (isConfigSupported),
 * frames encoded with back-pressure, packets handed to the muxer in order. The render loop awaits `encode`,
 * which returns once the encoder's queue has room and the muxer has taken what came out: memory stays flat
 * however long the video, and nothing is dropped (latencyMode 'quality').
 */
import { EncodedPacket } from 'mediabunny';
import type { EncodedVideoPacketSource } from 'mediabunny';
import type { VideoCandidate } from '../../shared/export/codecs.ts';
import { ExportFailedError } from '../../shared/export/errors.ts';

/** Frames waiting in the encoder at most: enough to keep both cores busy, few enough to stay light. */
const MAX_ENCODE_QUEUE = 6;

export interface VideoEncodeSettings {
  width: number;
  height: number;
  fps: number;
  bitrate: number;
}

function configOf(candidate: VideoCandidate, s: VideoEncodeSettings): VideoEncoderConfig {
  return {
    codec: candidate.codecString,
    width: s.width,
    height: s.height,
    bitrate: s.bitrate,
    bitrateMode: 'variable',
    framerate: s.fps,
    latencyMode: 'quality',
    ...(candidate.codec === 'avc' ? { avc: { format: 'avc' as const } } : {}),
  };
}

/** An encoder the browser accepted: the candidate and the configuration it was accepted with. */
export interface ChosenEncoder {
  candidate: VideoCandidate;
  config: VideoEncoderConfig;
}

/** The first candidate the browser can encode at these settings, with its configuration. */
export async function chooseVideoEncoder(
  candidates: readonly VideoCandidate[],
  settings: VideoEncodeSettings,
): Promise<ChosenEncoder> {
  for (const candidate of candidates) {
    const config = configOf(candidate, settings);
    try {
      const support = await VideoEncoder.isConfigSupported(config);
      if (support.supported === true) return { candidate, config };
    } catch {
      // A configuration the browser cannot even parse is one it cannot encode: try the next.
    }
  }
  throw new ExportFailedError(
    `no video encoder here can encode ${settings.width}×${settings.height} at ${settings.fps} fps (tried ${candidates
      .map((c) => `${c.label} ${c.codecString}`)
      .join(', ')})`,
  );
}

export class FrameEncoder {
  private readonly encoder: VideoEncoder;
  private failure: Error | undefined;
  /** Packets reach the muxer one after another, in decode order. */
  private written: Promise<void> = Promise.resolve();

  constructor(
    config: VideoEncoderConfig,
    private readonly source: EncodedVideoPacketSource,
  ) {
    this.encoder = new VideoEncoder({
      output: (chunk, meta) => {
        const packet = EncodedPacket.fromEncodedChunk(chunk);
        this.written = this.written.then(() => this.source.add(packet, meta));
        this.written.catch((error: unknown) => this.fail(error));
      },
      error: (error) => this.fail(error),
    });
    this.encoder.configure(config);
  }

  private fail(error: unknown): void {
    this.failure ??= new ExportFailedError(
      `the video encoder failed: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  }

  private check(): void {
    if (this.failure !== undefined) throw this.failure;
  }

  /** Encodes `frame` and closes it; waits while the encoder or the muxer is behind. */
  async encode(frame: VideoFrame, keyFrame: boolean): Promise<void> {
    try {
      this.check();
      while (this.encoder.encodeQueueSize >= MAX_ENCODE_QUEUE) {
        await new Promise<void>((resolve) =>
          this.encoder.addEventListener('dequeue', () => resolve(), { once: true }),
        );
        this.check();
      }
      this.encoder.encode(frame, { keyFrame });
    } finally {
      // The encoder holds its own reference: ours is closed at once, encoded or not.
      frame.close();
    }
    await this.written;
    this.check();
  }

  /** Waits for every frame to come out and reach the muxer. */
  async flush(): Promise<void> {
    this.check();
    await this.encoder.flush();
    await this.written;
    this.check();
  }

  close(): void {
    if (this.encoder.state !== 'closed') this.encoder.close();
  }
}
