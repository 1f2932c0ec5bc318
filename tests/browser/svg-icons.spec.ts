import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import type { IconCase, IconDiff } from '../../harness/svg-icons.ts';

/**
 * Real SVG files from icon, flag and emoji sets (devDependencies) drawn by the worker renderer and the
 * editing canvas, compared with Chromium's own drawing of the same file: gradients with their transforms,
 * <use>/<defs>, markers, clip paths, masks, filters and strokes.
 */

interface Harness {
  start(): Promise<number>;
  compare(cases: IconCase[], tolerance: number): Promise<IconDiff[]>;
}

declare global {
  interface Window {
    harness?: unknown;
  }
}

const file = (path: string) => readFileSync(`node_modules/${path}`, 'utf8');

interface IconifySet {
  width?: number;
  height?: number;
  icons: Record<string, { body: string; width?: number; height?: number; left?: number; top?: number }>;
}

/** An icon of an Iconify JSON set as the SVG file its `body` is the content of. */
function iconify(set: string, name: string): string {
  const json = JSON.parse(file(`@iconify-json/${set}/icons.json`)) as IconifySet;
  const icon = json.icons[name];
  if (icon === undefined) throw new Error(`@iconify-json/${set}: no icon '${name}'`);
  const box = [
    icon.left ?? 0,
    icon.top ?? 0,
    icon.width ?? json.width ?? 16,
    icon.height ?? json.height ?? 16,
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${box.join(' ')}">${icon.body}</svg>`;
}

/** name → SVG text; flags are 4:3, the rest square. */
const FLAGS = ['gb', 'us', 'kr', 'cw', 'eu', 'by', 'br', 'mx', 'gt', 'ni'];
const NOTO = [
  'grinning-face',
  'fire',
  'rocket',
  'face-with-rolling-eyes',
  'globe-showing-europe-africa',
  'cityscape-at-dusk',
];
const FLUENT = ['grinning-face', 'red-heart', 'rocket', 'star-struck', 'strawberry', 'crystal-ball'];
const LUCIDE = ['camera', 'heart', 'settings', 'map-pin', 'music', 'bell'];

function files(): Array<{ name: string; svg: string; aspect: number }> {
  return [
    ...FLAGS.map((n) => ({
      name: `flag-icons ${n}`,
      svg: file(`flag-icons/flags/4x3/${n}.svg`),
      aspect: 3 / 4,
    })),
    ...NOTO.map((n) => ({ name: `noto ${n}`, svg: iconify('noto', n), aspect: 1 })),
    ...FLUENT.map((n) => ({ name: `fluent-emoji ${n}`, svg: iconify('fluent-emoji', n), aspect: 1 })),
    ...LUCIDE.map((n) => ({ name: `lucide ${n}`, svg: file(`lucide-static/icons/${n}.svg`), aspect: 1 })),
  ];
}

/**
 * The files on a grid over the 1920×1080 scene, at integer positions, 200 to 211 pixels wide: sizes that
 * fall between raster size buckets are drawn from a slightly larger raster.
 */
function layout(list: ReturnType<typeof files>, extra: Partial<IconCase> = {}): IconCase[] {
  return list.map((f, i) => {
    const width = [200, 203, 211][i % 3] ?? 200;
    return {
      name: f.name,
      svg: f.svg,
      left: 20 + (i % 8) * 236,
      top: 20 + Math.floor(i / 8) * 260,
      width,
      height: Math.round(width * f.aspect),
      ...extra,
    };
  });
}

async function open(page: Page): Promise<Harness & { errors: string[] }> {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/harness/svg-icons.html');
  await page.waitForFunction(() => window.harness !== undefined);
  const zoom = await page.evaluate(() => (window.harness as Harness).start());
  expect(zoom).toBe(1);
  return {
    errors,
    start: () => page.evaluate(() => (window.harness as Harness).start()),
    compare: (cases, tolerance) =>
      page.evaluate(([c, t]) => (window.harness as Harness).compare(c, t), [cases, tolerance] as const),
  };
}

const TOLERANCE = 48;
const report = (diffs: IconDiff[], pick: (d: IconDiff) => { share: number; max: number }) =>
  diffs.map((d) => `${d.name}: ${(pick(d).share * 100).toFixed(3)}% (max ${pick(d).max})`).join('\n');

test.describe('SVG icons', () => {
  test('the worker draws real icon, flag and emoji files as Chromium does (under 1% of pixels differ)', async ({
    page,
  }) => {
    const h = await open(page);
    const list = files();
    expect(list.length).toBeGreaterThanOrEqual(20);
    const diffs = await h.compare(layout(list), TOLERANCE);
    console.log(
      `worker vs <img>, share of pixels off by more than ${TOLERANCE}:\n${report(diffs, (d) => d.workerVsImg)}`,
    );
    for (const d of diffs) expect(d.workerVsImg.share, d.name).toBeLessThan(0.01);
    expect(h.errors).toEqual([]);
  });

  test('the editing canvas draws the same icon pictures as the worker', async ({ page }) => {
    const h = await open(page);
    const diffs = await h.compare(layout(files()), TOLERANCE);
    console.log(`page vs worker:\n${report(diffs, (d) => d.pageVsWorker)}`);
    for (const d of diffs) {
      expect(d.pageVsWorker.share, d.name).toBeLessThan(0.01);
      expect(d.pageVsImg.share, d.name).toBeLessThan(0.01);
    }
    expect(h.errors).toEqual([]);
  });

  test('a fillNeeded icon is drawn in the layer colour, multi-part icons as one silhouette', async ({
    page,
  }) => {
    const h = await open(page);
    const picks = files().filter((f) =>
      ['flag-icons us', 'noto rocket', 'fluent-emoji star-struck', 'lucide camera'].includes(f.name),
    );
    const diffs = await h.compare(layout(picks, { fill: '#d02090', fillNeeded: true }), TOLERANCE);
    console.log(`recoloured, worker vs tinted <img>:\n${report(diffs, (d) => d.workerVsImg)}`);
    for (const d of diffs) {
      expect(d.workerVsImg.share, d.name).toBeLessThan(0.01);
      expect(d.pageVsWorker.share, d.name).toBeLessThan(0.01);
    }
  });

  test('without fillNeeded, currentColor takes the layer colour', async ({ page }) => {
    const h = await open(page);
    const camera = files().find((f) => f.name === 'lucide camera');
    if (camera === undefined) throw new Error('lucide camera missing');
    // Chromium draws currentColor black in an <img>: the reference is the file with its strokes in that colour.
    const reference = camera.svg.replace('stroke="currentColor"', 'stroke="#1040e0"');
    expect(reference).not.toBe(camera.svg);
    const cases = layout([camera], { fill: '#1040e0', referenceSvg: reference });
    const [d] = await h.compare(cases, TOLERANCE);
    expect(d?.workerVsImg.share).toBeLessThan(0.01);
    expect(d?.pageVsImg.share).toBeLessThan(0.01);
  });
});
