import {
  AudioSample,
  AudioSampleSource,
  BufferTarget,
  CanvasSource,
  Mp4OutputFormat,
  Output,
  Quality,
} from 'mediabunny';
import { AMBIENCE_SAMPLE_RATE, synthesizeAmbience, type Ambience } from './ambience.ts';
import { seededRandom } from './random.ts';
import type { EncodeRequest, EncodeResult, EncodeSize } from './protocol.ts';
import { SCENES } from './scenes/index.ts';
import type { Context2D, DrawFrame } from './scenes/scene.ts';

/** Opus at 32 kb/s is plenty for a soft stereo ambience and keeps the committed files small. */
const AUDIO_BITRATE = 32_000;
/** The creation time written into every MP4: 2026-01-01T00:00:00Z. */
const PINNED_CREATION_TIME_MS = Date.UTC(2026, 0, 1);

interface Rendition {
  size: EncodeSize;
  ctx: Context2D;
  output: Output<Mp4OutputFormat, BufferTarget>;
  video: CanvasSource;
  audio: AudioSampleSource | null;
}

/**
 * Draws the requested scene frame by frame and encodes every size at once (H.264 with a key frame each second,
 * optionally Opus ambience), so all sizes of a video show exactly the same frames at the same times.
 */
export async function encodeVideo(request: EncodeRequest): Promise<EncodeResult> {
  const started = performance.now();
  const factory = SCENES[request.scene];
  if (!factory) throw new Error(`encodeVideo: unknown scene "${String(request.scene)}"`);
  const draw = factory(seededRandom(request.seed), request.durationSeconds);
  const ambience = request.audio
    ? synthesizeAmbience(request.audio, request.seed, request.durationSeconds)
    : null;

  const renditions = request.sizes.map((size) => openRendition(size, request.fps, ambience !== null));
  await Promise.all(renditions.map((r) => r.output.start()));

  const frameCount = Math.round(request.durationSeconds * request.fps);
  for (let frame = 0; frame < frameCount; frame++) {
    const t = frame / request.fps;
    // Audio goes in one-second chunks alongside the video, so the muxer can interleave as it goes.
    if (ambience && frame % request.fps === 0) {
      await Promise.all(renditions.map((r) => addAudioSecond(r, ambience, frame / request.fps)));
    }
    await Promise.all(
      renditions.map((r) => {
        draw(r.ctx, r.size.width, r.size.height, t);
        return r.video.add(t, 1 / request.fps);
      }),
    );
  }

  const files = [];
  for (const r of renditions) {
    r.video.close();
    r.audio?.close();
    await r.output.finalize();
    const buffer = r.output.target.buffer;
    if (!buffer)
      throw new Error(`encodeVideo: ${request.scene} ${r.size.width}x${r.size.height} produced no file`);
    files.push({ width: r.size.width, height: r.size.height, mp4Base64: toBase64(new Uint8Array(buffer)) });
  }
  const coverBase64 = await drawCover(draw, request.cover.width, request.cover.height);
  return { files, coverBase64, encodeMs: Math.round(performance.now() - started) };
}

function openRendition(size: EncodeSize, fps: number, withAudio: boolean): Rendition {
  const canvas = new OffscreenCanvas(size.width, size.height);
  const ctx = canvas.getContext('2d', { alpha: false });
  if (!ctx) throw new Error(`encodeVideo: no 2D context for ${size.width}x${size.height}`);
  const output = withPinnedClock(
    () => new Output({ format: new Mp4OutputFormat({ fastStart: 'in-memory' }), target: new BufferTarget() }),
  );
  const video = new CanvasSource(canvas, {
    codec: 'avc',
    quality: new Quality({ bitrate: size.bitrate }),
    keyFrameInterval: 1,
  });
  output.addVideoTrack(video, { frameRate: fps });
  let audio: AudioSampleSource | null = null;
  if (withAudio) {
    audio = new AudioSampleSource({ codec: 'opus', quality: new Quality({ bitrate: AUDIO_BITRATE }) });
    output.addAudioTrack(audio);
  }
  return { size, ctx, output, video, audio };
}

/**
 * mediabunny stamps each MP4 (mvhd, tkhd, mdhd) with `Date.now()` when the Output is made. Pinning that one reading
 * keeps a re-run from differing in its timestamps alone: the 640×360 files then come out byte-identical. (At 720p
 * and up Chromium's encoder splits frames across threads and the bytes vary slightly run to run; the pictures do
 * not, since every frame is drawn from the seed.)
 */
function withPinnedClock<T>(make: () => T): T {
  const now = Date.now;
  Date.now = () => PINNED_CREATION_TIME_MS;
  try {
    return make();
  } finally {
    Date.now = now;
  }
}

async function addAudioSecond(rendition: Rendition, ambience: Ambience, second: number): Promise<void> {
  if (!rendition.audio) return;
  const from = second * AMBIENCE_SAMPLE_RATE;
  const to = Math.min(ambience.left.length, from + AMBIENCE_SAMPLE_RATE);
  if (to <= from) return;
  const planar = new Float32Array((to - from) * 2);
  planar.set(ambience.left.subarray(from, to), 0);
  planar.set(ambience.right.subarray(from, to), to - from);
  const sample = new AudioSample({
    data: planar,
    format: 'f32-planar',
    numberOfChannels: 2,
    sampleRate: AMBIENCE_SAMPLE_RATE,
    timestamp: second,
  });
  await rendition.audio.add(sample);
  sample.close();
}

async function drawCover(draw: DrawFrame, width: number, height: number): Promise<string> {
  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext('2d', { alpha: false });
  if (!ctx) throw new Error(`encodeVideo: no 2D context for the ${width}x${height} cover`);
  draw(ctx, width, height, 0);
  const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.82 });
  return toBase64(new Uint8Array(await blob.arrayBuffer()));
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}
