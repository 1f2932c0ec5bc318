/**
 * Real-world video files (tests/media/video-rows.ts, made by ffmpeg as devices make them) drawn by the
 * worker renderer: each decodable row's grabs match the frame ffmpeg itself decodes at that time, and are
 * clearly further from the neighbouring frames (so the test proves the exact frame, the rotation and the
 * orientation); undecodable rows show their cover with an error naming the file and the codec; damaged files
 * give a clear error while the rest of the project still draws.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { VIDEO_ROWS, referenceFrames, videoFixture } from '../media/video-rows.ts';
import type { ReferenceFrames, VideoRow } from '../media/video-rows.ts';
import { cached, ffmpeg } from '../media/ffmpeg.ts';
import { DAMAGED_ROWS, damagedFixture } from '../media/damaged-rows.ts';
import { call, openExportHarness, type RunResult } from './export-harness.ts';

interface Harness {
  start(w: number, h: number): Promise<unknown>;
  load(raw: unknown): Promise<void>;
  render(t: number): Promise<{ missing: string[]; fallbacks: string[] }>;
  pixel(x: number, y: number): Promise<[number, number, number, number]>;
  fileUrl(base64: string, type: string): string;
  grabRegion(t: number, rect: [number, number, number, number], w: number, h: number): Promise<string>;
  reloadMedia(url: string): Promise<void>;
  counts(): Promise<Record<string, number>>;
}

declare global {
  interface Window {
    harness?: unknown;
  }
}

/** The harness's functions, called in the page. */
const h = (page: Page) => ({
  load: (raw: unknown) => page.evaluate((r) => (window.harness as Harness).load(r), raw),
  render: (t: number) => page.evaluate((tt) => (window.harness as Harness).render(tt), t),
  pixel: (x: number, y: number) =>
    page.evaluate(([xx, yy]) => (window.harness as Harness).pixel(xx, yy), [x, y] as const),
  counts: () => page.evaluate(() => (window.harness as Harness).counts()),
  reloadMedia: (url: string) => page.evaluate((u) => (window.harness as Harness).reloadMedia(u), url),
  fileUrl: (bytes: Buffer | string, type = 'application/octet-stream') =>
    page.evaluate(([b, tt]) => (window.harness as Harness).fileUrl(b, tt), [
      Buffer.from(bytes).toString('base64'),
      type,
    ] as const),
  grabRegion: async (t: number, box: [number, number, number, number], w: number, hh: number) =>
    new Uint8Array(
      Buffer.from(
        await page.evaluate(([tt, b, ww, hhh]) => (window.harness as Harness).grabRegion(tt, b, ww, hhh), [
          t,
          box,
          w,
          hh,
        ] as const),
        'base64',
      ),
    ),
});

async function open(page: Page): Promise<ReturnType<typeof h>> {
  await page.goto('/harness/renderer.html');
  await page.waitForFunction(() => window.harness !== undefined);
  await page.evaluate(() => (window.harness as Harness).start(480, 270));
  return h(page);
}

/** Serves a fixture at /fixtures/NAME, so the renderer sees the file's name in its URL as it would a library file's. */
async function serve(page: Page, name: string, path: string): Promise<string> {
  await page.route(`**/fixtures/${name}`, (route) =>
    route.fulfill({ path, contentType: 'application/octet-stream' }),
  );
  return `/fixtures/${name}`;
}

/** The box a video of this display size fills, from the top-left of the 1920×1080 canvas. */
function boxOf(width: number, height: number): [number, number, number, number] {
  const scale = Math.min(1920 / width, 1080 / height);
  return [0, 0, width * scale, height * scale];
}

function videoProject(url: string, box: [number, number, number, number], seconds: number, cover?: string) {
  const [left, top, width, height] = box;
  const layer = {
    type: 'object',
    id: 'clip',
    property: {
      type: 'CustomVideo',
      left,
      top,
      width,
      height,
      _staticUrl: url,
      ...(cover === undefined ? {} : { _frontCoverStaticUrl: cover }),
      _start: 0,
      _end: seconds,
      _duration: seconds,
      _speed: '1.0',
      _volume: 1,
      _loop: false,
    },
  };
  const marker = {
    type: 'object',
    id: 'marker',
    property: { type: 'rect', left: 1800, top: 960, width: 120, height: 120, fill: '#ff00ff' },
  };
  const scene = { bgColor: '#ffffff', duration: seconds, speech: { type: 'duration', duration: seconds } };
  return { layout: 'landscape', clips: [{ ...scene, layers: [layer, marker] }] };
}

/** Mean absolute difference of the RGB channels. */
function meanDifference(a: Uint8Array, b: Uint8Array): number {
  let sum = 0;
  let n = 0;
  for (let i = 0; i < a.length; i += 4) {
    for (let c = 0; c < 3; c++) sum += Math.abs((a[i + c] ?? 0) - (b[i + c] ?? 0));
    n += 3;
  }
  return sum / n;
}

/** Frames to check: early, middle and late, each away from the ends so both neighbours exist. */
function framesToCheck(ref: ReferenceFrames): number[] {
  const last = ref.times.length - 2;
  return [1, Math.floor(last / 2), last];
}

async function checkExact(r: ReturnType<typeof h>, row: VideoRow): Promise<string[]> {
  const file = videoFixture(row);
  const ref = referenceFrames(file, row.rotation ?? 0, row.reference?.filter);
  const url = await r.fileUrl(readFileSync(file));
  const box = boxOf(ref.width, ref.height);
  await r.load(videoProject(url, box, row.seconds));
  const report: string[] = [];
  const checks: Array<{ k: number; exact: number; before: number; after: number }> = [];
  for (const k of framesToCheck(ref)) {
    const start = ref.times[k] ?? 0;
    const end = ref.times[k + 1] ?? start + 1 / row.fps;
    const t = (start + end) / 2;
    const grabbed = await r.grabRegion(t, box, ref.width, ref.height);
    const [before, exact, after] = [k - 1, k, k + 1].map((i) =>
      meanDifference(grabbed, ref.rgba[i] ?? new Uint8Array()),
    ) as [number, number, number];
    report.push(
      `${row.name} frame ${k} @${t.toFixed(3)}s: ${exact.toFixed(1)} (neighbours ${before.toFixed(1)}, ${after.toFixed(1)})`,
    );
    checks.push({ k, exact, before, after });
    if (row.reference !== undefined) {
      // The raw decode (PQ code values shown as they are) must be far away: the picture is tone-mapped.
      const raw = meanDifference(
        grabbed,
        referenceFrames(file, row.rotation ?? 0).rgba[k] ?? new Uint8Array(),
      );
      report.push(`${row.name} frame ${k}: ${raw.toFixed(1)} from the untouched PQ values`);
      expect(raw).toBeGreaterThan(exact * 3);
    }
  }
  console.log(report.join('\n'));
  for (const { k, exact, before, after } of checks) {
    if (row.reference !== undefined) {
      expect(exact, `${row.name} frame ${k}: mean difference from ffmpeg's tone-mapped frame`).toBeLessThan(
        row.reference.tolerance,
      );
      continue;
    }
    expect(exact, `${row.name} frame ${k}: mean difference from ffmpeg's frame`).toBeLessThan(4);
    expect(Math.min(before, after), `${row.name} frame ${k}: the neighbouring frames`).toBeGreaterThan(
      exact * 3,
    );
  }
  return report;
}

/** A green 16×9 PNG: the cover of the undecodable rows. */
const GREEN_PNG = ffmpeg([
  '-f',
  'lavfi',
  '-i',
  'color=c=#00ff00:s=16x9',
  '-frames:v',
  '1',
  '-f',
  'image2pipe',
  '-c:v',
  'png',
  '-',
]);

test.describe('real-world video files', () => {
  for (const row of VIDEO_ROWS.filter((r) => r.browser === 'exact')) {
    test(`${row.name}: every grab is ffmpeg's frame at that time`, async ({ page }) => {
      const r = await open(page);
      const report = await checkExact(r, row);
      console.log(report.join('\n'));
      const counts = await r.counts();
      expect(counts.videoFrames).toBe(0);
    });
  }

  for (const row of VIDEO_ROWS.filter((r) => r.browser === 'refuses')) {
    test(`${row.name}: not decodable here, the cover shows and the error names the file and the codec`, async ({
      page,
    }) => {
      const r = await open(page);
      const url = await serve(page, row.name, videoFixture(row));
      const cover = await r.fileUrl(GREEN_PNG, 'image/png');
      await r.load(videoProject(url, [0, 0, 1920, 1080], row.seconds, cover));
      const result = await r.render(0.5);
      expect(result.missing).toEqual([]);
      expect(result.fallbacks.join(' ')).toMatch(
        new RegExp(`'${row.name}': ${row.codec}.* cannot be decoded`),
      );
      // The cover, not a wrong frame.
      const [red, green, blue] = await r.pixel(240, 135);
      expect(red + Math.abs(green - 255) + blue).toBeLessThan(6);
    });
  }
});

test.describe('damaged files', () => {
  for (const row of DAMAGED_ROWS) {
    test(`${row.name}: ${row.what} gives a clear error and the rest of the scene still draws`, async ({
      page,
    }) => {
      const r = await open(page);
      const url = await serve(page, row.name, damagedFixture(row));
      await r.load(videoProject(url, [0, 0, 960, 540], 1));
      const result = await r.render(0.5);
      expect(result.missing.join(' ')).toMatch(row.message);
      // The rest of the scene: the marker rectangle (bottom right) is drawn.
      expect(await r.pixel(465, 260)).toEqual([255, 0, 255, 255]);
    });
  }
});

test('an uploaded SVG logo draws as an image layer in the worker, sharp at a large size', async ({
  page,
}) => {
  const r = await open(page);
  // 100 × 50 units: a gradient from red to blue over the left half (resvg draws gradients), a green right half.
  const logo =
    '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="50"><defs><linearGradient id="g">' +
    '<stop offset="0" stop-color="#ff0000"/><stop offset="1" stop-color="#0000ff"/></linearGradient></defs>' +
    '<rect width="50" height="50" fill="url(#g)"/><rect x="50" width="50" height="50" fill="#00ff00"/></svg>';
  const url = await r.fileUrl(logo, 'image/svg+xml');
  const layer = {
    type: 'object',
    id: 'logo',
    property: {
      type: 'CustomImage',
      left: 0,
      top: 0,
      width: 1920,
      height: 960,
      _staticUrl: url,
      stretch: 'cover',
      cropX: 0,
      cropY: 0,
    },
  };
  const scene = {
    bgColor: '#ffffff',
    duration: 1,
    speech: { type: 'duration', duration: 1 },
    layers: [layer],
  };
  await r.load({ layout: 'landscape', clips: [scene] });
  const result = await r.render(0.5);
  expect(result.missing).toEqual([]);
  const [left, middle, right] = await Promise.all([r.pixel(2, 120), r.pixel(200, 120), r.pixel(360, 120)]);
  expect(left[0]).toBeGreaterThan(240);
  expect(middle[2]).toBeGreaterThan(middle[0]);
  expect(right).toEqual([0, 255, 0, 255]);
  // Below the layer (its box ends at 960 of 1080): the scene's white.
  expect(await r.pixel(240, 262)).toEqual([255, 255, 255, 255]);
});

test('a layer whose file the server converted opens it again: the cover gives way to the exact frames', async ({
  page,
}) => {
  const r = await open(page);
  const row = VIDEO_ROWS.find((v) => v.name === 'hevc-phone.mp4')!;
  const original = videoFixture(row);
  // What the server's conversion makes of it (H.264, 8-bit), under the same URL.
  const converted = cached('hevc-phone-converted.mp4', original, (out) =>
    ffmpeg(['-i', original, '-c:v', 'libx264', '-crf', '12', '-pix_fmt', 'yuv420p', '-y', out]),
  );
  let served = original;
  await page.route('**/fixtures/upload.mp4', (route) =>
    route.fulfill({ path: served, contentType: 'video/mp4' }),
  );
  const cover = await r.fileUrl(GREEN_PNG, 'image/png');
  const box: [number, number, number, number] = [0, 0, 1920, 1080];
  await r.load(videoProject('/fixtures/upload.mp4', box, row.seconds, cover));
  expect((await r.render(0.5)).fallbacks.join(' ')).toContain('cannot be decoded');
  served = converted;
  await r.reloadMedia('/fixtures/upload.mp4');
  const result = await r.render(0.5);
  expect(result.fallbacks).toEqual([]);
  const ref = referenceFrames(converted);
  const k = ref.times.findIndex((time) => time > 0.5) - 1;
  const grabbed = await r.grabRegion(0.5, box, ref.width, ref.height);
  expect(meanDifference(grabbed, ref.rgba[k] ?? new Uint8Array())).toBeLessThan(4);
});

test('an exported video holds the rotated phone clip upright, frame for frame', async ({ page }) => {
  const row = VIDEO_ROWS.find((v) => v.name === 'phone-rotate-90.mov')!;
  const file = videoFixture(row);
  const ref = referenceFrames(file, 90);
  await openExportHarness(page);
  const url = await serve(page, row.name, file);
  // A 72 × 128 clip in a 607.5 × 1080 box: exported at 640 × 360, the box is 202.5 × 360 pixels.
  const box = boxOf(ref.width, ref.height);
  const result = await call<[unknown, unknown, unknown], RunResult>(
    page,
    'run',
    videoProject(url, box, row.seconds),
    { width: 640, height: 360, fps: 30 },
    { target: 'memory' },
  );
  expect(result, result.message).toMatchObject({ ok: true });
  const dir = mkdtempSync(join(tmpdir(), 'export-rotated-'));
  const exported = join(dir, 'rotated.mp4');
  writeFileSync(exported, Buffer.from(await call<[], string>(page, 'lastFileBase64'), 'base64'));
  // ffmpeg decodes the exported frames, crops the clip's box and brings it to the clip's own size.
  const scale = 640 / 1920;
  const crop = `crop=${Math.floor(box[2] * scale)}:360:0:0,scale=${ref.width}:${ref.height}:flags=area`;
  const frames = referenceFrames(exported, 0, crop, ref);
  for (const k of [5, 15, 25]) {
    const shown = frames.rgba[k] ?? new Uint8Array();
    const [before, exact, after] = [k - 1, k, k + 1].map((i) =>
      meanDifference(shown, ref.rgba[i] ?? new Uint8Array()),
    ) as [number, number, number];
    console.log(
      `exported frame ${k}: ${exact.toFixed(1)} (neighbours ${before.toFixed(1)}, ${after.toFixed(1)})`,
    );
    expect(exact, `exported frame ${k} against ffmpeg's frame of the clip`).toBeLessThan(4);
    expect(Math.min(before, after), `exported frame ${k}: the neighbouring frames`).toBeGreaterThan(
      exact * 3,
    );
  }
});
