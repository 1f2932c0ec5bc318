/**
 * The render browser of a render process: one Chromium reused across jobs, started afresh after it crashed
 * or grew past its memory ceiling; the render host serves the built app and receives the files.
 */
import { expect, test } from '@playwright/test';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openMemoryDatabase } from '../../src/server/db/open.ts';
import { RenderBrowser } from '../../src/server/render/browser.ts';
import { distDir } from '../../src/server/render/built-app.ts';
import { startRenderHost, type RenderHost } from '../../src/server/render/host.ts';
import { renderInBrowser } from '../../src/server/render/page-render.ts';

const project = JSON.parse(readFileSync('tests/fixtures/render/two-scenes.json', 'utf8')) as unknown;
const request = { project, options: { width: 320, height: 180, fps: 25 }, tier: 'pro' as const };

let host: RenderHost;
let dir: string;

test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'render-browser-'));
  const ctx = {
    db: openMemoryDatabase(),
    filesDir: dir,
    now: Date.now,
    secrets: { tokens: Buffer.alloc(32), media: Buffer.alloc(32) },
  };
  host = await startRenderHost(distDir(), { kind: 'local', ctx });
});
test.afterAll(async () => {
  await host.close();
  rmSync(dir, { recursive: true, force: true });
});

const render = async (browser: RenderBrowser, name: string) => {
  const out = join(dir, name);
  const result = await renderInBrowser(browser, host, request, out);
  await browser.afterJob();
  expect(statSync(out).size).toBe(result.bytes);
  return result;
};

test('one Chromium serves job after job, and a crashed one is replaced before the next job', async () => {
  const browser = new RenderBrowser();
  try {
    await render(browser, 'a.mp4');
    await render(browser, 'b.mp4');
    expect(browser.starts).toBe(1);
    const pids = await browser.processes();
    expect(pids.length).toBeGreaterThan(0);
    for (const pid of pids) process.kill(pid, 'SIGKILL');
    await expect.poll(async () => (await browser.processes()).length).toBe(0);
    await browser.afterJob();
    expect((await render(browser, 'c.mp4')).frames).toBe(50);
    expect(browser.starts).toBe(2);
  } finally {
    await browser.close();
  }
});

test('a Chromium over its memory ceiling is restarted between jobs', async () => {
  const browser = new RenderBrowser({ memoryCeilingMB: 1 });
  try {
    await render(browser, 'd.mp4');
    expect(await browser.processes()).toEqual([]);
    await render(browser, 'e.mp4');
    expect(browser.starts).toBe(2);
  } finally {
    await browser.close();
  }
});
