/**
 * Makes one preview copy: the original's first video track, scaled to the copy's size, upright in its pixels,
 * as H.264 with a key frame every half second, no sound (the preview plays the original's), muxed by mediabunny
 * into the store's file as it is encoded (a long video's copy never sits in memory whole).
 */
import { ALL_FORMATS, Conversion, Input, Mp4OutputFormat, Output, StreamTarget, UrlSource } from 'mediabunny';
import { PROXY_KEY_FRAME_SECONDS, proxyBitrate, type ProxySize } from '../../shared/media/proxy-plan.ts';
import { untaggedColourSpace } from '../media/colour-space.ts';
import { CopyFrames } from './copy-frames.ts';

export interface MakeProxy {
  url: string;
  size: ProxySize;
  stream: WritableStream;
  signal: AbortSignal;
  onProgress(fraction: number): void;
}

export async function makeProxy(job: MakeProxy): Promise<void> {
  const input = new Input({ source: new UrlSource(job.url), formats: ALL_FORMATS });
  try {
    const output = new Output({
      format: new Mp4OutputFormat({ fastStart: false }),
      // Chunked: the muxer's small writes are gathered into 4 MiB writes to the file.
      target: new StreamTarget(job.stream, { chunked: true, chunkSize: 4 * 2 ** 20 }),
    });
    const track = await input.getPrimaryVideoTrack();
    if (track === null) throw new Error('no copy can be made of this video (no video track)');
    const declared = await track.getColorSpace();
    const frames = new CopyFrames(
      job.size,
      declared.matrix != null ? declared : (untaggedColourSpace(declared, track.codedHeight) ?? declared),
    );
    const conversion = await Conversion.init({
      input,
      output,
      tracks: 'primary',
      video: {
        codec: 'avc',
        bitrate: proxyBitrate(job.size),
        keyFrameInterval: PROXY_KEY_FRAME_SECONDS,
        // The copy is decoded by the preview, which draws what it decodes: rotation is baked into its pixels.
        allowTransformationMetadata: false,
        forceTranscode: true,
        // Scaled here rather than by mediabunny (a canvas draw per frame): see copy-frames.ts.
        process: async (sample) => {
          const frame = sample.toVideoFrame();
          try {
            return await frames.shrink(frame);
          } finally {
            frame.close();
          }
        },
        processedWidth: job.size.width,
        processedHeight: job.size.height,
      },
      audio: { discard: true },
    });
    if (!conversion.isValid) {
      const reasons = conversion.discardedTracks.map((d) => d.reason).join(', ');
      throw new Error(`no copy can be made of this video (${reasons || 'no video track'})`);
    }
    conversion.onProgress = (fraction) => job.onProgress(fraction);
    const cancel = (): void => void conversion.cancel();
    job.signal.addEventListener('abort', cancel, { once: true });
    try {
      job.signal.throwIfAborted();
      await conversion.execute();
    } finally {
      job.signal.removeEventListener('abort', cancel);
    }
  } finally {
    input.dispose();
  }
}
