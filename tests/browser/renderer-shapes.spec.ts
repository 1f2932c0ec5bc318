import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { openRendererHarness } from './renderer-harness.ts';

interface Harness {
  start(w: number, h: number): Promise<unknown>;
  load(raw: unknown): Promise<void>;
  render(t: number): Promise<{ missing: string[] }>;
  pixel(x: number, y: number): Promise<[number, number, number, number]>;
  ink(t: number, rect: [number, number, number, number], scale?: number): Promise<number>;
}

const open = (page: Page) => openRendererHarness(page);

const load = (page: Page, clips: unknown[]) =>
  page.evaluate((c) => (window.harness as Harness).load({ layout: 'landscape', clips: c }), clips);
const render = (page: Page, t: number) => page.evaluate((tt) => (window.harness as Harness).render(tt), t);
const pixel = (page: Page, x: number, y: number) =>
  page.evaluate(([xx, yy]) => (window.harness as Harness).pixel(xx as number, yy as number), [x, y]);
const ink = (page: Page, rect: [number, number, number, number]) =>
  page.evaluate((r) => (window.harness as Harness).ink(0, r), rect);
const scene = (layers: unknown[], extra: Record<string, unknown> = {}) => ({
  bgColor: '#ffffff',
  duration: 4,
  speech: { type: 'duration', duration: 4 },
  layers,
  ...extra,
});
const object = (property: Record<string, unknown>) => ({ type: 'object', property });
const near = (a: number[], e: number[], tol = 8) => e.every((v, i) => Math.abs((a[i] ?? -999) - v) <= tol);

const SHAPES = [
  'concaveArrowBlock',
  'cloud',
  'cross',
  'diamond',
  'fivePointedStar',
  'heart',
  'octagon',
  'roundSpeechBubble',
  'starBurst',
];

test('every path shape is filled at its centre and fits its box', async ({ page }) => {
  await open(page);
  const layers = SHAPES.map((shape, i) =>
    object({
      type: 'CustomPath',
      shape,
      left: 40 + (i % 5) * 360,
      top: 60 + Math.floor(i / 5) * 480,
      width: 300,
      height: 300,
      fill: '#0000ff',
      cornerRadius: 0,
    }),
  );
  await load(page, [scene(layers)]);
  expect((await render(page, 0)).missing).toEqual([]);
  for (let i = 0; i < SHAPES.length; i++) {
    const left = 40 + (i % 5) * 360;
    const top = 60 + Math.floor(i / 5) * 480;
    const centre = await pixel(page, (left + 150) / 2, (top + 150) / 2);
    expect(near(centre, [0, 0, 255, 255]), `${SHAPES[i]} centre ${centre.join(',')}`).toBe(true);
    // Nothing is drawn outside the 300×300 box.
    const outside = await pixel(page, (left + 310) / 2, (top + 150) / 2);
    expect(near(outside, [255, 255, 255, 255]), `${SHAPES[i]} outside`).toBe(true);
  }
  // A diamond leaves its box corners empty.
  expect(near(await pixel(page, (40 + 3 * 360 + 10) / 2, (60 + 10) / 2), [255, 255, 255, 255])).toBe(true);
});

test('lines and arrows: the arrow head is wider than the shaft', async ({ page }) => {
  await open(page);
  const line = (type: string, y: number) =>
    object({
      type,
      x1: 100,
      y1: y,
      x2: 900,
      y2: y,
      left: 100,
      top: y,
      width: 800,
      height: 0,
      stroke: '#ff0000',
      strokeWidth: 10,
    });
  await load(page, [
    scene([line('CustomLine', 200), line('CustomArrow', 500), line('CustomDoubleArrow', 800)]),
  ]);
  expect((await render(page, 0)).missing).toEqual([]);
  // Shaft: red on the line, white 15 px away.
  for (const y of [200, 500, 800]) {
    expect(near(await pixel(page, 250, y / 2), [255, 0, 0, 255]), `shaft at ${y}`).toBe(true);
    expect(near(await pixel(page, 250, (y + 16) / 2), [255, 255, 255, 255]), `beside shaft at ${y}`).toBe(
      true,
    );
  }
  // 20 px before the tip (head 30 long, 60°) the head is 11.5 px wide each side: 8 px off the line is red for
  // an arrow, white for a plain line (shaft half width 5).
  expect(near(await pixel(page, 440, (500 + 8) / 2), [255, 0, 0, 255], 60)).toBe(true);
  expect(near(await pixel(page, 440, (200 + 8) / 2), [255, 255, 255, 255])).toBe(true);
  // The double arrow has a head at both ends.
  expect(near(await pixel(page, 60, (800 + 8) / 2), [255, 0, 0, 255], 60)).toBe(true);
  expect(near(await pixel(page, 440, (800 + 8) / 2), [255, 0, 0, 255], 60)).toBe(true);
});

const SCRIPTS: Array<[string, string, string]> = [
  ['Latin', 'Roboto', 'Hello world'],
  ['Chinese', 'Noto Sans SC', '你好世界'],
  ['Japanese', 'Noto Sans JP', 'こんにちは'],
  ['Korean', 'Noto Sans KR', '안녕하세요'],
  ['Thai', 'Noto Sans Thai', 'สวัสดีครับ'],
  ['Devanagari', 'Noto Sans Devanagari', 'नमस्ते दुनिया'],
  ['Hebrew', 'Noto Sans Hebrew', 'שלום עולם'],
  ['Arabic', 'Noto Sans Arabic', 'مرحبا بالعالم'],
];

test('a text box in each script is drawn with its font', async ({ page }) => {
  await open(page);
  const layers = SCRIPTS.map(([, font, text], i) =>
    object({
      type: 'textbox',
      text,
      fontFamily: font,
      fontSize: 80,
      left: 60 + (i % 2) * 960,
      top: 40 + Math.floor(i / 2) * 260,
      width: 800,
      height: 100,
      fill: '#000000',
      direction: font.includes('Hebrew') || font.includes('Arabic') ? 'rtl' : 'ltr',
    }),
  );
  await load(page, [scene(layers)]);
  const result = await render(page, 0);
  expect(result.missing).toEqual([]);
  for (let i = 0; i < SCRIPTS.length; i++) {
    const x = (60 + (i % 2) * 960) / 2;
    const y = (40 + Math.floor(i / 2) * 260) / 2;
    const share = await ink(page, [x, y, 400, 50]);
    expect(share, `${SCRIPTS[i]?.[0]} text ink`).toBeGreaterThan(0.03);
  }
});

test('an unknown font name reports no font name; a layer without media reports no key and no staticurl', async ({
  page,
}) => {
  await open(page);
  await load(page, [
    scene([
      object({
        type: 'textbox',
        text: 'x',
        fontFamily: 'Nope Sans',
        left: 0,
        top: 0,
        width: 200,
        height: 50,
      }),
      object({
        type: 'CustomImage',
        left: 0,
        top: 200,
        width: 100,
        height: 100,
        stretch: 'cover',
        cropX: 0,
        cropY: 0,
      }),
      object({ type: 'rect', left: 500, top: 500, width: 100, height: 100, fill: '#ff0000' }),
    ]),
  ]);
  const result = await render(page, 0);
  expect(result.missing.some((m) => m.includes('no font name'))).toBe(true);
  expect(result.missing.some((m) => m.includes('no key and no staticurl'))).toBe(true);
  // The rest of the frame is still drawn.
  expect(near(await pixel(page, 275, 275), [255, 0, 0, 255])).toBe(true);
});

test('subtitles of the current speech appear in their time window', async ({ page }) => {
  await open(page);
  await load(page, [
    scene([], {
      bgColor: '#336699',
      speech: {
        type: 'default',
        text: 'Hello there',
        duration: 3,
        subtitles: [{ text: 'Hello there', start: 1, end: 2 }],
      },
    }),
  ]);
  const band: [number, number, number, number] = [240, 470, 480, 60];
  await render(page, 0.5);
  const before = await page.evaluate((r) => (window.harness as Harness).ink(0.5, r), band);
  const during = await page.evaluate((r) => (window.harness as Harness).ink(1.5, r), band);
  // Background 336699 counts as ink everywhere; white subtitle text lowers the share.
  expect(before).toBe(1);
  expect(during).toBeLessThan(0.995);
});

test('an avatar in each display type: circle and square frames with their background and stroke, halfbody, voice badge', async ({
  page,
}) => {
  await open(page);
  const presenter = await page.evaluate(() =>
    // A presenter image: red top half, green bottom half.
    (window.harness as { quadrantImage(w: number, h: number, c: string[]): Promise<string> }).quadrantImage(
      200,
      200,
      ['#ff0000', '#ff0000', '#008000', '#008000'],
    ),
  );
  const avatar = (avatarType: string, left: number, extra: Record<string, unknown> = {}) => ({
    type: 'avatar',
    property: {
      type: 'Avatar',
      avatarType,
      _avatarInfo: { id: 101, type: 1, static_url: presenter },
      left,
      top: 100,
      width: 400,
      height: 400,
      ...extra,
    },
  });
  const framed = { angle: 0, scaleX: 1, scaleY: 1, strokeDashArray: null, transparent: false };
  await load(page, [
    scene([
      avatar('circle', 0, {
        shapes: {
          circle: { ...framed, stroke: '#0000ff', strokeWidth: 20, bgColor: '#e6e0ff' },
          square: { ...framed, stroke: '', strokeWidth: 0, bgColor: 'rgba(0,0,0,0)' },
          halfbody: { ...framed, stroke: '', strokeWidth: 0, bgColor: 'rgba(0,0,0,0)' },
          voice: { left: null, top: null, angle: 0, scaleX: 1, scaleY: 1, transparent: false },
        },
      }),
      avatar('square', 500),
      avatar('halfbody', 1000),
      avatar('voice', 1500, {
        shapes: {
          circle: { ...framed, stroke: '', strokeWidth: 0, bgColor: '#e6e0ff' },
          square: { ...framed, stroke: '', strokeWidth: 0, bgColor: 'rgba(0,0,0,0)' },
          halfbody: { ...framed, stroke: '', strokeWidth: 0, bgColor: 'rgba(0,0,0,0)' },
          voice: { left: 1500, top: 700, angle: 0, scaleX: 1, scaleY: 1, transparent: false },
        },
      }),
    ]),
  ]);
  expect((await render(page, 0)).missing).toEqual([]);
  // Circle (centre 200, 300; radius 200): presenter top red, bottom green; blue stroke on the rim; corner empty.
  expect(near(await pixel(page, 100, 100), [255, 0, 0, 255], 30)).toBe(true);
  expect(near(await pixel(page, 100, 200), [0, 128, 0, 255], 30)).toBe(true);
  expect(near(await pixel(page, 100, 52), [0, 0, 255, 255], 40)).toBe(true);
  expect(near(await pixel(page, 4, 54), [255, 255, 255, 255])).toBe(true);
  // Square: the box corner is the presenter (red), not empty.
  expect(near(await pixel(page, 254, 54), [255, 0, 0, 255], 30)).toBe(true);
  // Halfbody: the whole image in the box.
  expect(near(await pixel(page, 600, 100), [255, 0, 0, 255], 30)).toBe(true);
  expect(near(await pixel(page, 600, 200), [0, 128, 0, 255], 30)).toBe(true);
  // Voice: the purple badge at its own position (1500, 700), size 120; nothing at the avatar's own box.
  expect(near(await pixel(page, 780, 380), [139, 61, 255, 255], 30)).toBe(true);
  expect(near(await pixel(page, 850, 150), [255, 255, 255, 255])).toBe(true);
});
