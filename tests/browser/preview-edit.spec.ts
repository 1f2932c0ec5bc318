import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

/** The harness API (harness/preview.ts) this spec calls inside the page. */
interface Harness {
  start(w: number, h: number): Promise<{ width: number; height: number }>;
  loadForEditing(raw: unknown): Promise<void>;
  editLayer(layerId: string, patch: Record<string, unknown>, reload?: boolean): Promise<void>;
  pixels(points: Array<[number, number]>): Promise<number[][]>;
}

/** A message the page posted to a worker: the renderer call it made and its size as JSON, in bytes. */
interface Posted {
  call: string;
  bytes: number;
}

declare global {
  interface Window {
    harness?: unknown;
    posted?: Posted[];
  }
}

const SCENES = 10;
const LAYERS = 32;

/** 10 scenes of 32 shapes in the top band; each scene's top layer is a red square lower down. */
function project() {
  const kinds = ['rect', 'circle', 'triangle'];
  return {
    layout: 'landscape',
    clips: Array.from({ length: SCENES }, (_, s) => ({
      id: `scene${String(s).padStart(3, '0')}`,
      bgColor: '#ffffff',
      speech: { type: 'duration', duration: 2 },
      layers: Array.from({ length: LAYERS }, (_, i) => ({
        id: `s${s}layer${String(i).padStart(3, '0')}`,
        type: 'object',
        property:
          i === LAYERS - 1
            ? { type: 'rect', left: 100, top: 600, width: 300, height: 300, fill: '#ff0000' }
            : { type: kinds[i % 3], left: 60 * i, top: 20, width: 50, height: 100, fill: '#0000ff' },
      })),
    })),
  };
}

async function open(page: Page): Promise<string[]> {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.stack ?? e.message));
  // Notes every message the page posts to a worker (comlink names the renderer call in `path`).
  await page.addInitScript(() => {
    const posted: Posted[] = [];
    window.posted = posted;
    const post = Worker.prototype.postMessage as (this: Worker, ...args: unknown[]) => void;
    Worker.prototype.postMessage = function (this: Worker, ...args: unknown[]) {
      const message = args[0] as { path?: unknown } | undefined;
      const call = Array.isArray(message?.path) ? message.path.join('.') : '';
      posted.push({ call, bytes: new Blob([JSON.stringify(message) ?? '']).size });
      post.apply(this, args);
    } as typeof Worker.prototype.postMessage;
  });
  await page.goto('/harness/preview.html');
  await page.waitForFunction(() => window.harness !== undefined);
  await page.evaluate(() => (window.harness as Harness).start(480, 270));
  return errors;
}

const postedTo = (page: Page, call: string) =>
  page.evaluate((name) => (window.posted ?? []).filter((p) => p.call === name).map((p) => p.bytes), call);

test('an edit of one layer posts only its scene to the worker, which draws the edit', async ({ page }) => {
  const errors = await open(page);
  await page.evaluate((raw) => (window.harness as Harness).loadForEditing(raw), project());
  const red = (points: Array<[number, number]>) =>
    page.evaluate((p) => (window.harness as Harness).pixels(p), points);
  // The square at (100, 600) project pixels, a quarter of that on the 480×270 preview.
  const [before] = await red([[62, 187]]);
  expect(before?.slice(0, 3)).toEqual([255, 0, 0]);

  await page.evaluate(() => (window.harness as Harness).editLayer('s0layer031', { left: 1400 }));
  const [left, right] = await red([
    [62, 187],
    [387, 187],
  ]);
  expect(left?.slice(0, 3)).toEqual([255, 255, 255]);
  expect(right?.slice(0, 3)).toEqual([255, 0, 0]);

  // An edit that changes the sounds loads them again, and still posts only the scene it changed.
  await page.evaluate(() => (window.harness as Harness).editLayer('s0layer031', { top: 0 }, true));
  const [moved] = await red([[387, 37]]);
  expect(moved?.slice(0, 3)).toEqual([255, 0, 0]);

  const wholes = await postedTo(page, 'setProject');
  expect(wholes).toHaveLength(1);
  const [whole] = wholes;
  const patches = await postedTo(page, 'patchProject');
  expect(patches).toHaveLength(2);
  console.log(`posted: whole project ${whole} bytes, an edit of one layer ${patches.join(' and ')} bytes`);
  // One scene of ten, and the index of each other scene.
  for (const patch of patches) {
    expect(patch).toBeLessThan((whole ?? 0) / 5);
    expect(patch).toBeGreaterThan((whole ?? 0) / 20);
  }
  expect(errors).toEqual([]);
});
