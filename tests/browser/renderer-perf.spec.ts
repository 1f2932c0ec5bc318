/**
 * The renderer's fast paths (performance work) draw what the plain paths draw: a video's frames are
 * converted from their YUV planes by the worker (src/worker/media/frame-scaler.ts), shrunk to the size shown
 * or at their own size when shown larger, and a sticker sheet is decoded once at its shown size
 * (src/worker/layers/sticker.ts).
 */
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { openRendererHarness } from './renderer-harness.ts';

interface Harness {
  start(
    w: number,
    h: number,
    pw?: number,
    ph?: number,
    preview?: { previewProxies?: boolean; primeWhilePaused?: boolean },
  ): Promise<unknown>;
  load(raw: unknown): Promise<void>;
  render(t: number): Promise<{ missing: string[] }>;
  pixel(x: number, y: number): Promise<[number, number, number, number]>;
  counts(): Promise<Record<string, number>>;
  /** How many times each stage of the worker ran since the last call. */
  stageCounts(): Promise<Record<string, number>>;
  play(
    seconds: number,
    probe: { y: number; xs: number[] },
    from?: number,
  ): Promise<{ framesShown: number; frames: { mediaTime: number; probe?: number[] }[] }>;
  colourVideo(w: number, h: number, fps: number, colours: string[]): Promise<string>;
  spriteSheet(frame: number, columns: number, frames: number, colours: string[]): Promise<string>;
}

const open = (page: Page) => openRendererHarness(page);

/** A 640×360 video layer of 4 s at (left, top) in project pixels, scaled by `scale`, silent. */
const videoLayer = (url: string, left: number, top: number, scale: number) => ({
  type: 'object',
  property: {
    type: 'CustomVideo',
    left,
    top,
    width: 640,
    height: 360,
    scaleX: scale,
    scaleY: scale,
    _staticUrl: url,
    _start: 0,
    _end: 4,
    _duration: 4,
    _speed: '1.0',
    _volume: 0,
    _loop: false,
  },
});

const near = (actual: number[], expected: number[], tolerance: number) =>
  expected.every((v, i) => Math.abs((actual[i] ?? -999) - v) <= tolerance);

const project = (layers: unknown[]) => ({
  layout: 'landscape',
  clips: [{ bgColor: '#ffffff', duration: 4, speech: { type: 'duration', duration: 4 }, layers }],
});

type Point = readonly [number, number];

/** Renders each listed second (at its middle): its colour at every `inside` point, white at `outside`. */
async function showsColours(
  page: Page,
  frames: readonly (readonly [number, readonly number[]])[],
  inside: readonly Point[],
  outside: Point,
): Promise<void> {
  for (const [second, colour] of frames) {
    const result = await page.evaluate((t) => (window.harness as Harness).render(t), second + 0.5);
    expect(result.missing).toEqual([]);
    for (const at of inside) {
      const pixel = await page.evaluate(([x, y]) => (window.harness as Harness).pixel(x, y), at);
      expect(near(pixel, [...colour], 30), `second ${second} at ${at.join(',')}: ${pixel.join(',')}`).toBe(
        true,
      );
    }
    const white = await page.evaluate(([x, y]) => (window.harness as Harness).pixel(x, y), outside);
    expect(near(white, [255, 255, 255, 255], 8), `outside ${white.join(',')}`).toBe(true);
  }
}

/**
 * Opens the harness with a 640×360 video of a colour a second (red, green, blue, yellow) as one layer at
 * (left, top) in project pixels scaled by `scale`, and starts counting the worker's stages afresh.
 */
async function loadColourVideo(page: Page, left: number, top: number, scale: number): Promise<void> {
  await open(page);
  const colours = ['#ff0000', '#00ff00', '#0000ff', '#ffff00'];
  const video = await page.evaluate((c) => (window.harness as Harness).colourVideo(640, 360, 25, c), colours);
  const layer = videoLayer(video, left, top, scale);
  await page.evaluate((raw) => (window.harness as Harness).load(raw), project([layer]));
  await page.evaluate(() => (window.harness as Harness).stageCounts());
}

test('a video shown at an eighth of its size has the colours of each second, and leaks no frames', async ({
  page,
}) => {
  await open(page);
  const colours = ['#ff0000', '#00ff00', '#0000ff', '#ffff00'];
  const video = await page.evaluate((c) => (window.harness as Harness).colourVideo(640, 360, 25, c), colours);
  // 640×360 at scale 0.25 in a 1920×1080 project on a 960×540 canvas: 80×45 output pixels (1/8).
  await page.evaluate(
    (raw) => (window.harness as Harness).load(raw),
    project([videoLayer(video, 400, 200, 0.25)]),
  );
  const expected = [
    [255, 0, 0, 255],
    [0, 255, 0, 255],
    [0, 0, 255, 255],
    [255, 255, 0, 255],
  ];
  for (const [second, colour] of expected.entries()) {
    const result = await page.evaluate((t) => (window.harness as Harness).render(t), second + 0.5);
    expect(result.missing).toEqual([]);
    // Inside the box (canvas 200..280 × 100..145) and just outside it (white background).
    const inside = await page.evaluate(() => (window.harness as Harness).pixel(240, 122));
    expect(near(inside, colour, 30), `second ${second}: ${inside.join(',')}`).toBe(true);
    const outside = await page.evaluate(() => (window.harness as Harness).pixel(285, 122));
    expect(near(outside, [255, 255, 255, 255], 8), `outside ${outside.join(',')}`).toBe(true);
  }
  const counts = await page.evaluate(() => (window.harness as Harness).counts());
  expect(counts.videoFrames).toBe(0);
  expect(counts.videoSamples).toBe(0);
  // Converted by the worker's SIMD converter, not by the script one it falls back to.
  const stages = await page.evaluate(() => (window.harness as Harness).stageCounts());
  expect(stages['video.convert.simd']).toBeGreaterThanOrEqual(4);
  expect(stages['video.convert.script']).toBeUndefined();
});

test('a video shown at 0.65 of its size is converted by the worker at that size, in its colours', async ({
  page,
}) => {
  // 640×360 at scale 1.3 in a 1920×1080 project on a 960×540 canvas: 416×234 output pixels (0.65), at
  // (100, 50) on the canvas; past half size, so only the SIMD converter takes it (the script one stops at half).
  await loadColourVideo(page, 200, 100, 1.3);
  const frames = [
    [0, [255, 0, 0, 255]],
    [1, [0, 255, 0, 255]],
  ] as const;
  await showsColours(
    page,
    frames,
    [
      [104, 54],
      [308, 167],
      [512, 280],
    ],
    [520, 167],
  );
  const stages = await page.evaluate(() => (window.harness as Harness).stageCounts());
  expect(stages['video.convert.simd']).toBeGreaterThanOrEqual(2);
  expect(stages['video.copy.full']).toBeUndefined();
});

test('a video shown at 0.9 of its size is converted bilinearly at that size, in its colours', async ({
  page,
}) => {
  // 640×360 at scale 1.8 in a 1920×1080 project on a 960×540 canvas: 576×324 output pixels (0.9), at
  // (50, 30) on the canvas: converted at that size (bilinear weights, as the canvas would scale it) and
  // drawn unscaled, instead of converted whole and scaled by the canvas.
  await loadColourVideo(page, 100, 60, 1.8);
  const frames = [
    [1, [0, 255, 0, 255]],
    [3, [255, 255, 0, 255]],
  ] as const;
  await showsColours(
    page,
    frames,
    [
      [51, 31],
      [338, 192],
      [624, 352],
    ],
    [629, 192],
  );
  const counts = await page.evaluate(() => (window.harness as Harness).counts());
  expect(counts.videoFrames).toBe(0);
  const stages = await page.evaluate(() => (window.harness as Harness).stageCounts());
  expect(stages['video.convert.bilinear']).toBeGreaterThanOrEqual(2);
  expect(stages['video.convert.whole']).toBeUndefined();
  expect(stages['video.copy.full']).toBeUndefined();
});

test('playing, a video copies its next frame ahead of the clock and shows each frame at its time', async ({
  page,
}) => {
  await open(page);
  // A 25 fps video, a colour a second (luma: red 76, green 150, blue 29), on a 60 Hz display: after each
  // shown frame the next video frame is copied ahead (VideoSource.copyAhead), and the frame that reaches its
  // time only swaps it in.
  const colours = ['#ff0000', '#00ff00', '#0000ff'];
  const lumas = [76, 150, 29];
  const video = await page.evaluate((c) => (window.harness as Harness).colourVideo(640, 360, 25, c), colours);
  await page.evaluate(
    (raw) => (window.harness as Harness).load(raw),
    project([videoLayer(video, 200, 100, 1)]),
  );
  await page.evaluate(() => (window.harness as Harness).render(0));
  await page.evaluate(() => (window.harness as Harness).stageCounts());
  const stats = await page.evaluate(() => (window.harness as Harness).play(2.9, { y: 140, xs: [260] }));
  const stages = await page.evaluate(() => (window.harness as Harness).stageCounts());
  // Each shown frame has its second's colour, but for those within one video frame of a change of colour.
  const wrong = stats.frames.filter((f) => {
    const second = Math.floor(f.mediaTime);
    const nearChange = Math.abs(f.mediaTime - Math.round(f.mediaTime)) <= 0.04;
    const luma = f.probe?.[0] ?? -1;
    return !nearChange && Math.abs(luma - (lumas[second] ?? -999)) > 20;
  });
  expect(wrong.map((f) => `${f.mediaTime.toFixed(3)}: ${f.probe?.join(',')}`)).toEqual([]);
  expect(stats.frames.length).toBeGreaterThanOrEqual(60);
  // Most of the video's 72 frames in 2.9 s were copied ahead and then shown.
  expect(stages['video.ahead.shown']).toBeGreaterThanOrEqual(36);
  expect(stages['video.ahead.copied']).toBeGreaterThanOrEqual(stages['video.ahead.shown'] ?? 0);
  // The stream opened as playback started, from the frame after the one on show: never again while playing.
  expect(stages['video.stream.primed']).toBe(1);
  expect(stages['video.stream.open']).toBeUndefined();
  const counts = await page.evaluate(() => (window.harness as Harness).counts());
  expect(counts.videoFrames).toBe(0);
});

test('paused at rest, a video opens its stream and copies its next frame, so a play moves at once', async ({
  page,
}) => {
  await open(page);
  await page.evaluate(() =>
    (window.harness as Harness).start(960, 540, 1920, 1080, { primeWhilePaused: true }),
  );
  // A 25 fps video, a colour a second (luma: red 76, green 150, blue 29).
  const lumas = [76, 150, 29];
  const video = await page.evaluate(
    (c) => (window.harness as Harness).colourVideo(640, 360, 25, c),
    ['#ff0000', '#00ff00', '#0000ff'],
  );
  await page.evaluate(
    (raw) => (window.harness as Harness).load(raw),
    project([videoLayer(video, 200, 100, 1)]),
  );
  const stagesNow = () => page.evaluate(() => (window.harness as Harness).stageCounts());
  const countsNow = () => page.evaluate(() => (window.harness as Harness).counts());
  const rest = () => page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1000)));
  await page.evaluate(() => (window.harness as Harness).render(0.5));
  await stagesNow();
  await rest();
  // At rest: the stream opened from the next frame, which is copied; at most one more frame waits decoded.
  let stages = await stagesNow();
  expect(stages['video.stream.primed']).toBe(1);
  expect(stages['video.ahead.copied']).toBe(1);
  expect((await countsNow()).videoSamples ?? 0).toBeLessThanOrEqual(1);
  // Scrubbing to another frame lets them go at once, and the rest primes from the new frame.
  await page.evaluate(() => (window.harness as Harness).render(1.5));
  expect((await countsNow()).videoSamples ?? 0).toBe(0);
  await rest();
  stages = await stagesNow();
  expect(stages['video.stream.primed']).toBe(1);
  // Played from there, the stream primed at rest plays: none opens, and the first frames move at their time.
  const stats = await page.evaluate(() => (window.harness as Harness).play(1, { y: 140, xs: [260] }, 1.5));
  stages = await stagesNow();
  expect(stages['video.stream.open']).toBeUndefined();
  expect(stages['video.stream.primed']).toBeUndefined();
  expect(stages['video.ahead.shown']).toBeGreaterThanOrEqual(10);
  const wrong = stats.frames.filter((f) => {
    const nearChange = Math.abs(f.mediaTime - Math.round(f.mediaTime)) <= 0.04;
    return !nearChange && Math.abs((f.probe?.[0] ?? -1) - (lumas[Math.floor(f.mediaTime)] ?? -999)) > 20;
  });
  expect(wrong.map((f) => `${f.mediaTime.toFixed(3)}: ${f.probe?.join(',')}`)).toEqual([]);
  expect((await countsNow()).videoFrames).toBe(0);
});

test('a small sticker shows each frame of its sheet, decoded once at its size', async ({ page }) => {
  await open(page);
  const colours = ['#ff0000', '#00ff00', '#0000ff', '#000000', '#ffff00'];
  // 5 frames of 256 px in 3 columns (two rows), shown at 64×64 project pixels (32 on the canvas).
  const sheet = await page.evaluate((c) => (window.harness as Harness).spriteSheet(256, 3, 5, c), colours);
  await page.evaluate(
    (raw) => (window.harness as Harness).load(raw),
    project([
      {
        type: 'object',
        property: {
          type: 'CustomSticker',
          left: 100,
          top: 100,
          width: 256,
          height: 256,
          scaleX: 0.25,
          scaleY: 0.25,
          _staticUrl: sheet,
          sticker: {
            startTime: 0,
            currentFrame: 0,
            coverFrame: 0,
            frameWidth: 256,
            frameHeight: 256,
            frameRate: 25,
            totalFrames: 5,
            columns: 3,
          },
        },
      },
    ]),
  );
  const expected = [
    [255, 0, 0, 255],
    [0, 255, 0, 255],
    [0, 0, 255, 255],
    [0, 0, 0, 255],
    [255, 255, 0, 255],
  ];
  for (const [frame, colour] of expected.entries()) {
    const result = await page.evaluate((t) => (window.harness as Harness).render(t), (frame + 0.5) / 25);
    expect(result.missing).toEqual([]);
    // Centre of the sticker: canvas (50 + 16, 50 + 16).
    const pixel = await page.evaluate(() => (window.harness as Harness).pixel(66, 66));
    expect(near(pixel, colour, 12), `frame ${frame}: ${pixel.join(',')}`).toBe(true);
  }
});

test('a video shown larger than its size is converted by the worker at its own size, in its colours', async ({
  page,
}) => {
  // 640×360 at scale 2.4 in a 1920×1080 project on a 960×540 canvas: 768×432 canvas pixels (1.2 × the
  // frame) at (40, 20): converted at 640×360 (SIMD, whole rows), then drawn larger.
  await loadColourVideo(page, 80, 40, 2.4);
  const frames = [
    [2, [0, 0, 255, 255]],
    [3, [255, 255, 0, 255]],
  ] as const;
  await showsColours(
    page,
    frames,
    [
      [42, 22],
      [424, 236],
      [806, 450],
    ],
    [812, 236],
  );
  const counts = await page.evaluate(() => (window.harness as Harness).counts());
  expect(counts.videoFrames).toBe(0);
  const stages = await page.evaluate(() => (window.harness as Harness).stageCounts());
  expect(stages['video.convert.whole']).toBeGreaterThanOrEqual(2);
  expect(stages['video.convert.simd']).toBeUndefined();
});
