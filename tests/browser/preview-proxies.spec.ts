/**
 * Preview copies of large videos (src/shared/media/proxy-plan.ts): made in the background into the origin's
 * private file system, decoded by the preview instead of the original once ready, never by a grab; a copy
 * already made serves a new preview at once; a copy that cannot be read is removed and the original used.
 */
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import type { ProxyStatus } from '../../src/shared/protocol/renderer.ts';
import { openRendererHarness } from './renderer-harness.ts';

interface Harness {
  start(
    w: number,
    h: number,
    pw?: number,
    ph?: number,
    preview?: { previewProxies?: boolean; draftTransitions?: boolean },
  ): Promise<unknown>;
  load(raw: unknown): Promise<void>;
  render(t: number): Promise<{ missing: string[] }>;
  pixel(x: number, y: number): Promise<[number, number, number, number]>;
  grab(t: number, points: Array<[number, number]>, scale?: number): Promise<{ pixels: number[][] }>;
  counts(): Promise<Record<string, number>>;
  stageCounts(): Promise<Record<string, number>>;
  colourVideo(w: number, h: number, fps: number, colours: string[]): Promise<string>;
  proxyStatus(): Promise<ProxyStatus[]>;
  proxyFiles(): Promise<string[]>;
  holdProxies(held: boolean): Promise<void>;
  play(
    seconds: number,
    probe: { y: number; xs: number[] },
    from?: number,
  ): Promise<{ frames: { mediaTime: number; probe?: number[] }[] }>;
}

const COLOURS = ['#ff0000', '#00ff00', '#0000ff', '#ffff00'];
const RGB: Record<string, [number, number, number]> = {
  '#ff0000': [255, 0, 0],
  '#00ff00': [0, 255, 0],
  '#0000ff': [0, 0, 255],
  '#ffff00': [255, 255, 0],
};

const open = (page: Page) => openRendererHarness(page, false);

/** A new renderer worker on the page (a new preview session; the page's blob URLs stay valid). */
async function start(page: Page, proxies = true): Promise<void> {
  await page.evaluate(
    (p) => (window.harness as Harness).start(960, 540, 1920, 1080, { previewProxies: p }),
    proxies,
  );
}

const colourVideo = (page: Page, width: number, height: number, colours: string[]) =>
  page.evaluate(([w, ht, c]) => (window.harness as Harness).colourVideo(w, ht, 25, c), [
    width,
    height,
    colours,
  ] as const);
const load = (page: Page, raw: unknown) => page.evaluate((r) => (window.harness as Harness).load(r), raw);
const render = (page: Page, t: number) =>
  page.evaluate((time) => (window.harness as Harness).render(time), t);
const pixel = (page: Page) => page.evaluate(() => (window.harness as Harness).pixel(480, 270));
const stageCounts = (page: Page) => page.evaluate(() => (window.harness as Harness).stageCounts());
const proxyStatus = (page: Page) => page.evaluate(() => (window.harness as Harness).proxyStatus());
const proxyFiles = (page: Page) => page.evaluate(() => (window.harness as Harness).proxyFiles());
const grab = (page: Page, points: Array<[number, number]>, t = 2.5) =>
  page.evaluate(([p, time]) => (window.harness as Harness).grab(time, p, 0.5), [points, t] as const);

/** A project of one clip showing the video over the whole 1920×1080 canvas. */
const project = (url: string) => ({
  layout: 'landscape',
  clips: [
    {
      bgColor: '#ffffff',
      duration: 4,
      speech: { type: 'duration', duration: 4 },
      layers: [
        {
          type: 'object',
          property: {
            type: 'CustomVideo',
            left: 0,
            top: 0,
            width: 1920,
            height: 1080,
            _staticUrl: url,
            _start: 0,
            _end: 4,
          },
        },
      ],
    },
  ],
});

const near = (actual: number[], expected: number[], tolerance = 24) =>
  expected.every((v, i) => Math.abs((actual[i] ?? -999) - v) <= tolerance);

async function waitForCopy(page: Page): Promise<ProxyStatus> {
  let status: ProxyStatus[] = [];
  await expect
    .poll(
      async () => {
        status = await proxyStatus(page);
        return status.map((s) => s.state).join(',');
      },
      { timeout: 60_000, intervals: [250] },
    )
    .toMatch(/^(ready|failed)$/);
  return status[0] as ProxyStatus;
}

test.describe.configure({ mode: 'serial' });

test('a 1920×1080 video gets a 960×540 copy that the preview decodes, while grabs keep the original', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await open(page);
  await start(page);
  const url = await colourVideo(page, 1920, 1080, COLOURS);
  await load(page, project(url));
  const points: Array<[number, number]> = [
    [100, 100],
    [700, 400],
  ];
  const grabBefore = await grab(page, points);

  const copy = await waitForCopy(page);
  expect(copy.error).toBeUndefined();
  expect(copy).toMatchObject({ state: 'ready', width: 960, height: 540, progress: 1 });
  expect(copy.identity).toBe(`url:${url}`);
  const files = await proxyFiles(page);
  expect(files).toHaveLength(1);
  expect(files[0]).toMatch(/^[0-9a-f]{16}-\d+\.mp4$/);

  // Each second of the video is one colour: the preview shows it from the copy, in the original's colours
  // (the grab decodes the original; a copy read with the wrong colour matrix is 10 to 30 levels off).
  for (const [i, colour] of COLOURS.entries()) {
    await stageCounts(page);
    await render(page, i + 0.5);
    expect((await stageCounts(page))['video.proxy.frame']).toBe(1);
    const shown = await pixel(page);
    expect(near(shown, RGB[colour] as number[])).toBe(true);
    const [original] = (await grab(page, [[480, 270]], i + 0.5)).pixels;
    expect(near(shown, original as number[], 6), `${shown.join()} vs ${original?.join()}`).toBe(true);
  }

  // A grab decodes the original: the same pixels as before the copy existed, and no frame of the copy.
  const grabAfter = await grab(page, points);
  expect(grabAfter.pixels).toEqual(grabBefore.pixels);
  expect((await stageCounts(page))['video.proxy.frame']).toBeUndefined();
  expect((await page.evaluate(() => (window.harness as Harness).counts())).videoFrames).toBe(0);

  // A new preview (a new session) finds the copy made and uses it without making it again.
  await start(page);
  await load(page, project(url));
  const again = await waitForCopy(page);
  expect(again.state).toBe('ready');
  expect(await proxyFiles(page)).toEqual(files);
  await stageCounts(page);
  await render(page, 1.5);
  expect(near(await pixel(page), RGB['#00ff00'] as number[])).toBe(true);
  expect((await stageCounts(page))['video.proxy.frame']).toBe(1);
});

test('a full-size video plays on through a transition from its original, without changing decoders', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await open(page);
  // On a 1920×1080 canvas the video is shown at its own size: its 960×540 copy has too few pixels for it.
  // As in the editor, a transition's frames blend smaller than the canvas (draftTransitions).
  await page.evaluate(() =>
    (window.harness as Harness).start(1920, 1080, 1920, 1080, {
      previewProxies: true,
      draftTransitions: true,
    }),
  );
  const url = await colourVideo(page, 1920, 1080, COLOURS);
  const raw = project(url);
  const [first] = raw.clips;
  const fade = { name: 'fade', displayName: 'Fade', duration: 1, params: {} };
  const blank = { bgColor: '#ffffff', duration: 2, speech: { type: 'duration', duration: 2 }, layers: [] };
  await load(page, { ...raw, clips: [{ ...first, duration: 3, transition: fade }, blank] });
  expect((await waitForCopy(page)).state).toBe('ready');
  await render(page, 1);
  await stageCounts(page);
  // The transition (2 s to 3 s) draws both scenes smaller, at the blend's size, where the copy would serve:
  // the stream playing the original goes on instead of a new decoder starting on the copy.
  const stats = await page.evaluate(() => (window.harness as Harness).play(1.8, { y: 540, xs: [960] }, 1));
  const stages = await stageCounts(page);
  expect(stats.frames.some((f) => f.mediaTime > 2.2)).toBe(true);
  expect(stages['transition.blend']).toBeGreaterThan(0);
  expect(stages['video.stream.primed']).toBe(1);
  expect(stages['video.stream.open']).toBeUndefined();
  expect(stages['video.proxy.frame']).toBeUndefined();
});

test('a copy that cannot be read is removed and the preview shows the original', async ({ page }) => {
  test.setTimeout(120_000);
  await open(page);
  await start(page);
  const url = await colourVideo(page, 1920, 1080, COLOURS);
  await load(page, project(url));
  await waitForCopy(page);
  const [name] = await proxyFiles(page);
  // The copy's bytes are spoiled on disk, as a crash or a full disk might leave them.
  await page.evaluate(async (file) => {
    const root = await navigator.storage.getDirectory();
    const folder = await root.getDirectoryHandle('clipwright-proxies');
    const writable = await (await folder.getFileHandle(file as string)).createWritable();
    await writable.write(new Uint8Array(4096).fill(7));
    await writable.close();
  }, name);

  await start(page);
  await load(page, project(url));
  await waitForCopy(page);
  await stageCounts(page);
  await expect
    .poll(async () => {
      await render(page, 2.5);
      return (await proxyStatus(page))[0]?.state;
    })
    .toBe('failed');
  const [status] = await proxyStatus(page);
  expect(status?.error).toMatch(/^the copy could not be read \(/);
  expect(await proxyFiles(page)).toEqual([]);
  await render(page, 3.5);
  expect(near(await pixel(page), RGB['#ffff00'] as number[])).toBe(true);
  expect((await stageCounts(page))['video.proxy.frame']).toBeUndefined();
});

test('while held (an export runs in the page) no copy starts; released, the copy is made', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await open(page);
  await start(page);
  await page.evaluate(() => (window.harness as Harness).holdProxies(true));
  const url = await colourVideo(page, 1920, 1080, COLOURS);
  await load(page, project(url));
  await render(page, 0.5);
  await page.waitForTimeout(1500);
  expect((await proxyStatus(page)).map((s) => s.state)).toEqual(['waiting']);
  expect(await proxyFiles(page)).toEqual([]);
  await page.evaluate(() => (window.harness as Harness).holdProxies(false));
  await waitForCopy(page);
  expect((await proxyStatus(page)).map((s) => s.state)).toEqual(['ready']);
});

test('a small video gets no copy, and a preview without copies asks for none', async ({ page }) => {
  await open(page);
  await start(page);
  const small = await colourVideo(page, 1280, 720, COLOURS.slice(0, 1));
  await load(page, project(small));
  await render(page, 0.5);
  expect(await proxyStatus(page)).toEqual([]);

  await start(page, false);
  const large = await colourVideo(page, 1920, 1080, COLOURS.slice(0, 1));
  await load(page, project(large));
  await render(page, 0.5);
  expect(await proxyStatus(page)).toEqual([]);
});
