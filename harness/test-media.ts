/**
 * Media that browser tests make in the page and use as blob URLs: images of solid colour quadrants, sprite
 * sheets, SVG files and H.264 videos whose frames are drawn by the test (so a test knows every pixel).
 */
import { BufferTarget, CanvasSource, Mp4OutputFormat, Output, QUALITY_HIGH } from 'mediabunny';

/** A PNG of solid colour quadrants (top-left, top-right, bottom-left, bottom-right). */
export async function quadrantImage(
  width: number,
  height: number,
  colours: [string, string, string, string],
) {
  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
  colours.forEach((colour, i) => {
    ctx.fillStyle = colour;
    ctx.fillRect((i % 2) * (width / 2), Math.floor(i / 2) * (height / 2), width / 2, height / 2);
  });
  return URL.createObjectURL(await canvas.convertToBlob({ type: 'image/png' }));
}

/** A sprite sheet whose frame i is filled with colours[i % colours.length]. */
export async function spriteSheet(frame: number, columns: number, frames: number, colours: string[]) {
  const rows = Math.ceil(frames / columns);
  const canvas = new OffscreenCanvas(frame * columns, frame * rows);
  const ctx = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
  for (let i = 0; i < frames; i++) {
    ctx.fillStyle = colours[i % colours.length] as string;
    ctx.fillRect((i % columns) * frame, Math.floor(i / columns) * frame, frame, frame);
  }
  return URL.createObjectURL(await canvas.convertToBlob({ type: 'image/png' }));
}

export function svgUrl(svg: string) {
  return URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
}

/** An H.264 MP4 (1 s key frames) of `frames` frames at `fps`, frame i drawn by `draw(ctx, i)`. */
export async function encodeVideo(
  width: number,
  height: number,
  fps: number,
  frames: number,
  draw: (ctx: OffscreenCanvasRenderingContext2D, index: number) => void,
): Promise<string> {
  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
  const output = new Output({
    format: new Mp4OutputFormat({ fastStart: 'in-memory' }),
    target: new BufferTarget(),
  });
  const source = new CanvasSource(canvas, { codec: 'avc', bitrate: QUALITY_HIGH, keyFrameInterval: 1 });
  output.addVideoTrack(source, { frameRate: fps });
  await output.start();
  for (let i = 0; i < frames; i++) {
    draw(ctx, i);
    await source.add(i / fps, 1 / fps);
  }
  await output.finalize();
  const buffer = (output.target as BufferTarget).buffer;
  if (buffer === null) throw new Error('harness: video encoding produced nothing');
  return URL.createObjectURL(new Blob([buffer], { type: 'video/mp4' }));
}

/** An H.264 MP4 whose second k shows the solid colour colours[k]. */
export function colourVideo(width: number, height: number, fps: number, colours: string[]): Promise<string> {
  return encodeVideo(width, height, fps, colours.length * fps, (ctx, i) => {
    ctx.fillStyle = colours[Math.floor(i / fps)] as string;
    ctx.fillRect(0, 0, width, height);
  });
}
