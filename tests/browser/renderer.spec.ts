import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { testStickerSettings } from './sticker-settings.ts';
import { fullCanvasImage, stripesSvg } from './stripes.ts';

/** The harness API (harness/renderer.ts), as the tests call it inside the page. */
interface Harness {
  start(
    w: number,
    h: number,
    pw?: number,
    ph?: number,
    preview?: { draftTransitions?: boolean },
  ): Promise<{ width: number; height: number; glRenderer: string }>;
  load(raw: unknown): Promise<void>;
  loadAndRender(raw: unknown, t: number): Promise<{ result: { missing: string[] }; loadedFirst: boolean }>;
  render(t: number): Promise<{ time: number; drawMs: number; missing: string[] }>;
  pixel(x: number, y: number): Promise<[number, number, number, number]>;
  grab(
    t: number,
    points: Array<[number, number]>,
    scale?: number,
  ): Promise<{ type: string; width: number; height: number; pixels: number[][] }>;
  counts(): Promise<Record<string, number>>;
  stageCounts(): Promise<Record<string, number>>;
  quadrantImage(w: number, h: number, colours: [string, string, string, string]): Promise<string>;
  spriteSheet(frame: number, columns: number, frames: number, colours: string[]): Promise<string>;
  svgUrl(svg: string): string;
  colourVideo(w: number, h: number, fps: number, colours: string[]): Promise<string>;
}

declare global {
  interface Window {
    harness?: unknown;
  }
}

async function open(page: Page, width = 960, height = 540): Promise<void> {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/harness/renderer.html');
  await page.waitForFunction(() => window.harness !== undefined);
  await page.evaluate(
    ([w, h]) => (window.harness as Harness).start(w as number, h as number),
    [width, height],
  );
  expect(errors).toEqual([]);
}

const h = (page: Page) => ({
  load: (raw: unknown) => page.evaluate((r) => (window.harness as Harness).load(r), raw),
  render: (t: number) => page.evaluate((tt) => (window.harness as Harness).render(tt), t),
  pixel: (x: number, y: number) =>
    page.evaluate(([xx, yy]) => (window.harness as Harness).pixel(xx as number, yy as number), [x, y]),
  grab: (t: number, points: Array<[number, number]>, scale?: number) =>
    page.evaluate(([tt, pp, ss]) => (window.harness as Harness).grab(tt, pp, ss), [
      t,
      points,
      scale,
    ] as const),
  stageCounts: () => page.evaluate(() => (window.harness as Harness).stageCounts()),
});

function scene(layers: unknown[], extra: Record<string, unknown> = {}) {
  return { bgColor: '#ffffff', duration: 4, speech: { type: 'duration', duration: 4 }, layers, ...extra };
}
const object = (property: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  type: 'object',
  property,
  ...extra,
});
const project = (clips: unknown[]) => ({ layout: 'landscape', clips });

/** Colour closeness: each channel within `tolerance`. */
function near(actual: number[], expected: number[], tolerance = 8): boolean {
  return expected.every((v, i) => Math.abs((actual[i] ?? -999) - v) <= tolerance);
}

const RED = [255, 0, 0, 255];
const WHITE = [255, 255, 255, 255];
const BLUE = [0, 0, 255, 255];
const GREEN = [0, 128, 0, 255];

test.describe('worker renderer', () => {
  test('draws the background and box shapes at their places, hidden outside start..stop', async ({
    page,
  }) => {
    await open(page);
    const r = h(page);
    await r.load(
      project([
        scene([
          object({ type: 'rect', left: 100, top: 100, width: 300, height: 200, fill: '#ff0000' }),
          object({
            type: 'circle',
            left: 1000,
            top: 100,
            width: 300,
            height: 300,
            radius: 150,
            fill: '#0000ff',
          }),
          object(
            { type: 'triangle', left: 1400, top: 500, width: 300, height: 300, fill: '#008000' },
            { start: 1, stop: 2 },
          ),
        ]),
      ]),
    );
    const result = await r.render(0.5);
    expect(result.missing).toEqual([]);
    // Preview 960×540 of 1920×1080: project point (x, y) is pixel (x/2, y/2).
    expect(near(await r.pixel(125, 100), RED)).toBe(true); // rect centre (250, 200)
    expect(near(await r.pixel(45, 45), WHITE)).toBe(true); // outside the rect
    expect(near(await r.pixel(575, 125), BLUE)).toBe(true); // circle centre (1150, 250)
    expect(near(await r.pixel(505, 55), WHITE)).toBe(true); // circle's bounding-box corner, outside the disc
    expect(near(await r.pixel(775, 370), WHITE)).toBe(true); // triangle not yet shown (start 1)
    await r.render(1.5);
    expect(near(await r.pixel(775, 370), GREEN)).toBe(true); // triangle centre-bottom area (1550, 740)
    await r.render(2.5);
    expect(near(await r.pixel(775, 370), WHITE)).toBe(true); // after stop 2
  });

  test('applies a rotation and an entrance fade', async ({ page }) => {
    await open(page);
    const r = h(page);
    await r.load(
      project([
        scene([
          object({ type: 'rect', left: 960, top: 540, width: 400, height: 40, fill: '#ff0000', angle: 90 }),
          object(
            { type: 'rect', left: 100, top: 700, width: 200, height: 200, fill: '#0000ff' },
            { animation: { enter: { name: 'fadein', duration: 1, delay: 0, ease: 'linear' } } },
          ),
        ]),
      ]),
    );
    await r.render(2);
    // Rotated 90° about its top-left origin (960, 540): it now runs down and to the left of x = 960.
    expect(near(await r.pixel(470, 370), RED)).toBe(true); // (940, 740)
    expect(near(await r.pixel(560, 280), WHITE)).toBe(true); // (1120, 560): where it was unrotated
    await r.render(0.5);
    const [red, green, blue] = await r.pixel(100, 400);
    // Half way through a linear fade-in of blue over white.
    expect(blue).toBeGreaterThan(240);
    expect(red).toBeGreaterThan(100);
    expect(red).toBeLessThan(160);
    expect(green).toBeGreaterThan(100);
  });
});

test.describe('worker renderer media', () => {
  test('crops an image by circle, rect, triangle and heart', async ({ page }) => {
    await open(page);
    const r = h(page);
    const url = await page.evaluate(() =>
      (window.harness as Harness).quadrantImage(200, 200, ['#ff0000', '#ff0000', '#ff0000', '#ff0000']),
    );
    const image = (left: number, cropType: string) =>
      object({
        type: 'CustomImage',
        left,
        top: 100,
        width: 200,
        height: 200,
        _staticUrl: url,
        stretch: 'cover',
        cropX: 0,
        cropY: 0,
        _cropType: cropType,
        clipPath: {
          type: 'rect',
          left: 0,
          top: 0,
          width: 200,
          height: 200,
          originX: 'center',
          originY: 'center',
        },
      });
    await r.load(
      project([
        scene([image(100, 'circle'), image(400, 'rect'), image(700, 'triangle'), image(1000, 'heart')]),
      ]),
    );
    const result = await r.render(0);
    expect(result.missing).toEqual([]);
    // Centres are red for every crop type.
    for (const left of [100, 400, 700, 1000])
      expect(near(await r.pixel((left + 100) / 2, 100), RED)).toBe(true);
    // Top-left corner (left+8, 108): cut by circle, triangle and heart; kept by rect.
    expect(near(await r.pixel((100 + 8) / 2, 54), WHITE)).toBe(true);
    expect(near(await r.pixel((400 + 8) / 2, 54), RED)).toBe(true);
    expect(near(await r.pixel((700 + 8) / 2, 54), WHITE)).toBe(true);
    expect(near(await r.pixel((1000 + 8) / 2, 54), WHITE)).toBe(true);
    // Bottom-left corner: the triangle's base keeps it; the circle and heart cut it.
    expect(near(await r.pixel((700 + 4) / 2, (100 + 196) / 2), RED, 40)).toBe(true);
    expect(near(await r.pixel((100 + 8) / 2, (100 + 192) / 2), WHITE)).toBe(true);
    expect(near(await r.pixel((1000 + 8) / 2, (100 + 192) / 2), WHITE)).toBe(true);
  });

  test('plays a sticker sheet at 25 fps and recolours an SVG icon', async ({ page }) => {
    await open(page);
    const r = h(page);
    const sheet = await page.evaluate(() =>
      (window.harness as Harness).spriteSheet(64, 25, 38, ['#ff0000', '#00ff00', '#0000ff']),
    );
    const icon = await page.evaluate(() =>
      (window.harness as Harness).svgUrl(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect x="2" y="2" width="20" height="20" fill="currentColor"/></svg>',
      ),
    );
    const settings = testStickerSettings();
    await r.load(
      project([
        scene([
          object({
            type: 'CustomSticker',
            left: 100,
            top: 100,
            width: 200,
            height: 200,
            _staticUrl: sheet,
            sticker: settings,
          }),
          object({
            type: 'CustomIcon',
            left: 600,
            top: 100,
            width: 240,
            height: 240,
            _staticUrl: icon,
            fill: '#0000ff',
            fillNeeded: true,
          }),
        ]),
      ]),
    );
    const expectFrame = async (t: number, colour: number[]) => {
      const result = await r.render(t);
      expect(result.missing).toEqual([]);
      expect(near(await r.pixel(100, 100), colour)).toBe(true);
    };
    await expectFrame(0, RED); // frame 0
    await expectFrame(0.04, [0, 255, 0, 255]); // frame 1
    await expectFrame(0.08, BLUE); // frame 2
    await expectFrame(26.5 / 25, BLUE); // frame 26, second row of the sheet: colour 26 % 3 = 2
    await expectFrame(38.5 / 25, RED); // frame 38 wraps to frame 0
    // The icon: its rect (2..22 of a 24 viewBox) recoloured blue; the margin stays white.
    expect(near(await r.pixel(360, 110), BLUE)).toBe(true);
    expect(near(await r.pixel(304, 54), WHITE)).toBe(true);
  });

  test("a sticker shown small decodes its sheet's smaller copy; a copy that fails gives way to the sheet", async ({
    page,
  }) => {
    await open(page);
    const r = h(page);
    // The copy is coloured apart from the sheet (a real copy looks the same) so the test sees which was drawn.
    const [sheet, copy] = await page.evaluate(() => {
      const harness = window.harness as Harness;
      return Promise.all([
        harness.spriteSheet(64, 25, 38, ['#ff0000', '#00ff00', '#0000ff']),
        harness.spriteSheet(32, 25, 38, ['#ffff00', '#00ffff', '#ff00ff']),
      ]);
    });
    const settings = (sheets: unknown[]) => testStickerSettings({ sheets });
    const sticker = (left: number, side: number, sheets: unknown[]) =>
      object({
        type: 'CustomSticker',
        left,
        top: 100,
        width: side,
        height: side,
        _staticUrl: sheet,
        sticker: settings(sheets),
      });
    const smaller = [{ frameWidth: 32, frameHeight: 32, url: copy }];
    await r.load(
      project([
        scene([
          sticker(100, 200, smaller), // 200 px needs more than the copy's 32: the sheet
          sticker(1000, 20, smaller), // 20 px: the 32 px copy
          sticker(1400, 20, [{ frameWidth: 32, frameHeight: 32, url: 'data:text/plain,not-a-png' }]),
        ]),
      ]),
    );
    const result = await r.render(0.04); // frame 1: green in the sheet, cyan in the copy
    expect(result.missing).toEqual([]);
    expect(near(await r.pixel(100, 100), [0, 255, 0, 255])).toBe(true);
    expect(near(await r.pixel(505, 55), [0, 255, 255, 255])).toBe(true);
    expect(near(await r.pixel(705, 55), [0, 255, 0, 255])).toBe(true);
  });

  test('shows the video frame for the layer time with trim, speed and loop, and leaks no frames', async ({
    page,
  }) => {
    await open(page);
    const r = h(page);
    const video = await page.evaluate(() =>
      (window.harness as Harness).colourVideo(320, 180, 25, ['#ff0000', '#00ff00', '#0000ff', '#ffff00']),
    );
    const layer = (extra: Record<string, unknown>) =>
      object({
        type: 'CustomVideo',
        left: 0,
        top: 0,
        width: 960,
        height: 540,
        _staticUrl: video,
        _start: 0,
        _end: 4,
        _duration: 4,
        _speed: '1.0',
        _volume: 1,
        _loop: true,
        ...extra,
      });
    // Clip 1 plays the source as is; clip 2 trims to 1..3 s at double speed, looping.
    await r.load(
      project([
        scene([layer({})], { duration: 4, speech: { type: 'duration', duration: 4 } }),
        scene([layer({ _start: 1, _end: 3, _speed: '2.0' })], {
          duration: 4,
          speech: { type: 'duration', duration: 4 },
        }),
      ]),
    );
    const colourAt = async (t: number) => {
      const result = await r.render(t);
      expect(result.missing).toEqual([]);
      return r.pixel(100, 100);
    };
    expect(near(await colourAt(0.5), RED, 30)).toBe(true);
    expect(near(await colourAt(1.5), [0, 255, 0, 255], 30)).toBe(true);
    expect(near(await colourAt(2.5), BLUE, 30)).toBe(true);
    expect(near(await colourAt(3.5), [255, 255, 0, 255], 30)).toBe(true);
    // Clip 2 (t = 4 + local): local 0.2 → source 1.4 (green); local 0.6 → 2.2 (blue); local 1.2 → 3.4 → loops to 1.4.
    expect(near(await colourAt(4.2), [0, 255, 0, 255], 30)).toBe(true);
    expect(near(await colourAt(4.6), BLUE, 30)).toBe(true);
    expect(near(await colourAt(5.2), [0, 255, 0, 255], 30)).toBe(true);
    const counts = await page.evaluate(() => (window.harness as Harness).counts());
    expect(counts.videoFrames).toBe(0);
    expect(counts.videoSamples).toBe(0);
  });

  test('grabs a frame at 0.4 × the canvas size that matches the preview', async ({ page }) => {
    await open(page);
    const r = h(page);
    await r.load(
      project([
        scene([object({ type: 'rect', left: 0, top: 0, width: 960, height: 1080, fill: '#ff0000' })]),
      ]),
    );
    await r.render(0);
    const grab = await page.evaluate(() =>
      (window.harness as Harness).grab(0, [
        [100, 100],
        [700, 100],
      ]),
    );
    expect(grab.type).toBe('image/png');
    expect([grab.width, grab.height]).toEqual([768, 432]);
    expect(near(grab.pixels[0] ?? [], RED)).toBe(true);
    expect(near(grab.pixels[1] ?? [], WHITE)).toBe(true);
    // The preview canvas is untouched by the grab.
    expect(near(await r.pixel(100, 100), RED)).toBe(true);
  });
});

/** Clip 1: red, 3 s, fading into clip 2: a full-canvas rect of `incoming` shown 0..1 s over green. */
const FADE = { name: 'fade', displayName: 'Fade', duration: 1, params: {} };
const fadeProject = (incoming: string) =>
  project([
    scene([], { bgColor: '#ff0000', duration: 3, transition: FADE }),
    scene(
      [
        object(
          { type: 'rect', left: 0, top: 0, width: 1920, height: 1080, fill: incoming },
          { start: 0, stop: 1 },
        ),
      ],
      { bgColor: '#00ff00', duration: 3 },
    ),
  ]);

test('a transition window blends the outgoing scene (still playing) into the incoming one at its time 0', async ({
  page,
}) => {
  await open(page);
  const r = h(page);
  await r.load(fadeProject('#0000ff'));
  // Before the window (clip 1 at 1.5 s): red. In the window at progress 0.5: half red, half the incoming clip at
  // its time 0 (the blue rect, visible 0..1 s). After the window (clip 2 at 1.5 s): green, the rect gone.
  await r.render(1.5);
  expect(near(await r.pixel(480, 270), RED)).toBe(true);
  const mid = await r.render(2.5);
  expect(mid.missing).toEqual([]);
  const [red, green, blue] = await r.pixel(480, 270);
  expect(Math.abs(red - 128)).toBeLessThan(20);
  expect(green).toBeLessThan(20);
  expect(Math.abs(blue - 128)).toBeLessThan(20);
  await r.render(4.5);
  expect(near(await r.pixel(480, 270), [0, 255, 0, 255])).toBe(true);
});

test('a transition draws its incoming scene once and draws it again when the project or the size changes', async ({
  page,
}) => {
  await open(page);
  const r = h(page);
  await r.load(fadeProject('#0000ff'));
  await r.stageCounts();
  // Three frames of one window: red fades out, the blue incoming scene (at its time 0) fades in.
  const reds: number[] = [];
  for (const t of [2.2, 2.5, 2.8]) {
    expect((await r.render(t)).missing).toEqual([]);
    const [red, green, blue] = await r.pixel(480, 270);
    expect(green).toBeLessThan(20);
    expect(Math.abs(red + blue - 255)).toBeLessThan(8);
    reds.push(red);
  }
  expect(reds[0]).toBeGreaterThan(reds[1] as number);
  expect(reds[1]).toBeGreaterThan(reds[2] as number);
  expect(Math.abs((reds[1] as number) - 128)).toBeLessThan(20);
  // Four scene drawings for three frames: the outgoing scene each time, the incoming one once.
  expect((await r.stageCounts())['scene.paint']).toBe(4);

  // A grab at another size inside the window draws the incoming scene at that size; the preview afterwards
  // draws it at its own size again — and both are right.
  const grab = await r.grab(2.5, [[200, 100]], 0.4);
  expect(Math.abs((grab.pixels[0]?.[0] ?? 0) - 128)).toBeLessThan(20);
  expect(Math.abs((grab.pixels[0]?.[2] ?? 0) - 128)).toBeLessThan(20);
  await r.render(2.5);
  expect(Math.abs((await r.pixel(480, 270))[2] - 128)).toBeLessThan(20);

  // An edit of the incoming scene (a new project) is seen at once: yellow now, not the kept blue.
  await r.load(fadeProject('#ffff00'));
  await r.render(2.5);
  const [red, green, blue] = await r.pixel(480, 270);
  expect(red).toBeGreaterThan(240);
  expect(Math.abs(green - 128)).toBeLessThan(20);
  expect(blue).toBeLessThan(20);
});

/**
 * How far a row of pixels from x = 960 is from the stripes with their black columns at `dark` luma (white ones
 * stay 255): the largest difference of a pixel's luma. A smaller blend scaled up loses the 2 px columns.
 */
const offStripes = (pixels: number[][], dark: number) =>
  Math.max(
    ...pixels.map(([r = 0, g = 0, b = 0], i) => {
      const expected = (960 + i) % 4 < 2 ? dark : 255;
      return Math.abs(0.299 * r + 0.587 * g + 0.114 * b - expected);
    }),
  );
const ROW = Array.from({ length: 8 }, (_, i) => [960 + i, 540] as [number, number]);

test("an export's frame and a grab in a transition keep every pixel; only the editor's preview blends smaller", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await open(page, 1920, 1080);
  const r = h(page);
  // 2 px black and 2 px white columns.
  const stripes = await page.evaluate((svg) => (window.harness as Harness).svgUrl(svg), stripesSvg(2));
  const image = fullCanvasImage(stripes, { stretch: 'cover' });
  const raw = project([scene([image], { duration: 3, transition: FADE }), scene([], { duration: 3 })]);
  const canvasRow = async () => Promise.all(ROW.map(([x, y]) => r.pixel(x, y)));
  await r.load(raw);
  // Before the window, the stripes as drawn.
  expect((await r.render(1.5)).missing).toEqual([]);
  expect(offStripes(await canvasRow(), 0)).toBeLessThan(16);
  // Half-way through the fade into white, on a renderer without draft blends (an export's): black columns at
  // 128, white ones at 255, as a blend at the canvas's own size (1920×1080) gives.
  expect((await r.render(2.5)).missing).toEqual([]);
  expect(offStripes(await canvasRow(), 128)).toBeLessThan(16);
  expect(offStripes((await r.grab(2.5, ROW, 1)).pixels, 128)).toBeLessThan(16);

  // The editor's preview (draftTransitions) blends a still at 640×360 and scales it up: the columns are lost
  // there, while a grab from the same renderer keeps them.
  await page.evaluate(() =>
    (window.harness as Harness).start(1920, 1080, 1920, 1080, { draftTransitions: true }),
  );
  await r.load(raw);
  expect((await r.render(2.5)).missing).toEqual([]);
  expect(offStripes(await canvasRow(), 128)).toBeGreaterThan(40);
  expect(offStripes((await r.grab(2.5, ROW, 1)).pixels, 128)).toBeLessThan(16);
});

test('the frame on screen draws as soon as its own clip has loaded, while later clips still load', async ({
  page,
}) => {
  // Requests under /never/ are held forever: clip 2's image never arrives.
  await page.route('**/never/**', () => {});
  await open(page);
  const raw = project([
    scene([object({ type: 'rect', left: 0, top: 0, width: 960, height: 1080, fill: '#0000ff' })], {
      bgColor: '#ff0000',
      duration: 3,
    }),
    scene(
      [
        object({
          type: 'CustomImage',
          left: 0,
          top: 0,
          width: 1920,
          height: 1080,
          _staticUrl: '/media/never/a.png',
        }),
      ],
      { duration: 3 },
    ),
  ]);
  const { result, loadedFirst } = await page.evaluate(
    (r) => (window.harness as Harness).loadAndRender(r, 1),
    raw,
  );
  expect(loadedFirst).toBe(false);
  expect(result.missing).toEqual([]);
  const r = h(page);
  expect(near(await r.pixel(100, 270), BLUE)).toBe(true);
  expect(near(await r.pixel(800, 270), RED)).toBe(true);
});

test('loading ends with every clip ready: the first frame of a clip rasterises nothing', async ({ page }) => {
  await open(page);
  const r = h(page);
  const text = (t: string) =>
    object({
      type: 'textbox',
      text: t,
      fontSize: 80,
      left: 100,
      top: 100,
      width: 800,
      height: 100,
      fill: '#000',
    });
  await r.stageCounts();
  await r.load(
    project([
      scene([text('first clip')], { duration: 3, transition: FADE }),
      scene([text('second clip')], { duration: 3 }),
    ]),
  );
  const loading = await r.stageCounts();
  // Both clips warmed (texts rasterised at the preview's scale, the fade compiled) before load resolved.
  expect(loading['warm.clip']).toBe(2);
  expect(loading['fabric.rasterize']).toBeGreaterThanOrEqual(2);
  for (const t of [4.5, 2.5, 0.5]) expect((await r.render(t)).missing).toEqual([]);
  expect((await r.stageCounts())['fabric.rasterize'] ?? 0).toBe(0);
});
