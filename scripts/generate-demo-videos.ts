// Generates the demo library's stock videos into src/server/demo/stock-videos/files: six
// procedurally drawn, seeded scenes as H.264 MP4s with 1 s key frames at 640, 1280 and 1920 wide (one also
// 1080×1920 portrait), two with Opus ambience, each with a JPEG cover and an entry in manifest.json.
//
// A fresh machine has no H.264 encoder of its own (no ffmpeg), so the encoding happens in headless Chromium with
// WebCodecs through mediabunny, on the page harness/encode-videos.html. The output is committed; run this again
// only to change the videos: `node --import tsx scripts/generate-demo-videos.ts`.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve, sep } from 'node:path';
import { chromium } from 'playwright-core';
import { format, resolveConfig } from 'prettier';
import { build } from 'vite';
import { CHROMIUM_ARGS } from '../src/server/render/chromium-args.ts';
import type {
  AmbienceName,
  EncodeRequest,
  EncodeResult,
  EncodeSize,
  EncodeVideosHarness,
  SceneName,
} from '../harness/encode-videos/protocol.ts';
import { STOCK_VIDEO_DIR } from '../src/server/demo/stock-videos/index.ts';

interface CatalogueEntry {
  id: number;
  slug: string;
  title: string;
  scene: SceneName;
  seed: number;
  fps: number;
  audio: AmbienceName | null;
  /** Also a 1080×1920 portrait file. */
  portrait: boolean;
  /** Scales the bitrates: sharp-edged motion (rain streaks, polygons) needs more bits than soft gradients. */
  bitrateScale: number;
}

/** The encode page's global (harness/encode-videos.ts). Casts only: evaluate() callbacks run in the page. */
type HarnessWindow = { harness: EncodeVideosHarness };

const DURATION_SECONDS = 8;
const CATALOGUE: CatalogueEntry[] = [
  {
    id: 1001,
    slug: 'ocean-waves',
    title: 'Ocean waves at dusk',
    scene: 'ocean',
    seed: 11,
    fps: 25,
    audio: 'surf',
    portrait: false,
    bitrateScale: 1,
  },
  {
    id: 1002,
    slug: 'city-lights-bokeh',
    title: 'City lights bokeh',
    scene: 'bokeh',
    seed: 23,
    fps: 25,
    audio: null,
    portrait: false,
    bitrateScale: 0.75,
  },
  {
    id: 1003,
    slug: 'floating-particles',
    title: 'Floating particles',
    scene: 'particles',
    seed: 37,
    fps: 30,
    audio: null,
    portrait: false,
    bitrateScale: 1.15,
  },
  {
    id: 1004,
    slug: 'sunrise-over-hills',
    title: 'Sunrise over hills',
    scene: 'sunrise',
    seed: 41,
    fps: 25,
    audio: null,
    portrait: false,
    bitrateScale: 0.75,
  },
  {
    id: 1005,
    slug: 'geometric-shapes',
    title: 'Geometric shapes',
    scene: 'shapes',
    seed: 53,
    fps: 25,
    audio: null,
    portrait: false,
    bitrateScale: 1.2,
  },
  {
    id: 1006,
    slug: 'rain-on-window',
    title: 'Rain on a window',
    scene: 'rain',
    seed: 67,
    fps: 25,
    audio: 'rain',
    portrait: true,
    bitrateScale: 1,
  },
];

/** Target bitrates (bits per second) by file size; the portrait file has the pixels of the 1920 one. */
const LANDSCAPE: Array<Omit<EncodeSize, 'bitrate'> & { bitrate: number }> = [
  { width: 1920, height: 1080, bitrate: 420_000 },
  { width: 1280, height: 720, bitrate: 280_000 },
  { width: 640, height: 360, bitrate: 140_000 },
];
const PORTRAIT = { width: 1080, height: 1920, bitrate: 420_000 };
/** The cover is the first frame at the size of the narrowest file: a thumbnail, not a poster. */
const COVER = { width: 640, height: 360 };

const ROOT = resolve(import.meta.dirname, '..');
const PAGE_DIST = join(ROOT, 'dist-videos');
const PAGE_PATH = '/harness/encode-videos.html';

async function main(): Promise<void> {
  const started = performance.now();
  await buildPage();
  const server = await serve(PAGE_DIST);
  const browser = await chromium.launch({
    executablePath: process.env.CLIPWRIGHT_CHROMIUM ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS],
  });
  try {
    const page = await browser.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error') console.error(`page: ${message.text()}`);
    });
    page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}${PAGE_PATH}`);
    await page.waitForFunction(() => 'harness' in window);
    const problem = await page.evaluate(() => (window as unknown as HarnessWindow).harness.checkEncoder());
    if (problem) throw new Error(`generate-demo-videos: this Chromium cannot encode the videos: ${problem}`);

    const results: Array<{ entry: CatalogueEntry; result: EncodeResult }> = [];
    for (const entry of CATALOGUE) {
      const request = requestFor(entry);
      const result = await page.evaluate(
        (r) => (window as unknown as HarnessWindow).harness.encode(r),
        request,
      );
      console.log(`${entry.slug}: ${result.files.length} files in ${(result.encodeMs / 1000).toFixed(1)} s`);
      results.push({ entry, result });
    }
    writeOutputs(results, await formatJson(manifestFor(results)));
  } finally {
    await browser.close();
    server.close();
  }
  console.log(
    `generated ${CATALOGUE.length} videos in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

function requestFor(entry: CatalogueEntry): EncodeRequest {
  const sizes = entry.portrait ? [...LANDSCAPE, PORTRAIT] : LANDSCAPE;
  return {
    scene: entry.scene,
    seed: entry.seed,
    fps: entry.fps,
    durationSeconds: DURATION_SECONDS,
    sizes: sizes.map((s) => ({ ...s, bitrate: Math.round(s.bitrate * entry.bitrateScale) })),
    audio: entry.audio,
    cover: COVER,
  };
}

const fileName = (entry: CatalogueEntry, width: number, height: number) =>
  `${entry.slug}-${width}x${height}.mp4`;
const coverName = (entry: CatalogueEntry) => `${entry.slug}-cover.jpg`;

/** manifest.json in the shape src/server/demo/stock-videos/index.ts reads. */
function manifestFor(results: Array<{ entry: CatalogueEntry; result: EncodeResult }>): unknown {
  return results.map(({ entry, result }) => ({
    id: entry.id,
    title: entry.title,
    durationSeconds: DURATION_SECONDS,
    fps: entry.fps,
    hasAudio: entry.audio !== null,
    files: result.files.map((f) => ({
      width: f.width,
      height: f.height,
      file: fileName(entry, f.width, f.height),
    })),
    cover: coverName(entry),
  }));
}

/** Replaces the folder's previous output only once every video has encoded, so a failure leaves it intact. */
function writeOutputs(
  results: Array<{ entry: CatalogueEntry; result: EncodeResult }>,
  manifest: string,
): void {
  mkdirSync(STOCK_VIDEO_DIR, { recursive: true });
  for (const name of readdirSync(STOCK_VIDEO_DIR)) {
    if (/\.(mp4|jpg)$/.test(name) || name === 'manifest.json') rmSync(join(STOCK_VIDEO_DIR, name));
  }
  let total = 0;
  for (const { entry, result } of results) {
    for (const file of result.files) {
      const bytes = Buffer.from(file.mp4Base64, 'base64');
      writeFileSync(join(STOCK_VIDEO_DIR, fileName(entry, file.width, file.height)), bytes);
      total += bytes.length;
      console.log(`  ${fileName(entry, file.width, file.height)}: ${(bytes.length / 1024).toFixed(0)} KiB`);
    }
    const cover = Buffer.from(result.coverBase64, 'base64');
    writeFileSync(join(STOCK_VIDEO_DIR, coverName(entry)), cover);
    total += cover.length;
    console.log(`  ${coverName(entry)}: ${(cover.length / 1024).toFixed(0)} KiB`);
  }
  writeFileSync(join(STOCK_VIDEO_DIR, 'manifest.json'), manifest);
  console.log(`total ${(total / 1024 / 1024).toFixed(2)} MiB in ${STOCK_VIDEO_DIR}`);
}

/** Formats the manifest as Prettier would, so `prettier --check` passes on the committed file. */
async function formatJson(value: unknown): Promise<string> {
  const target = join(STOCK_VIDEO_DIR, 'manifest.json');
  const options = (await resolveConfig(target)) ?? {};
  return format(JSON.stringify(value), { ...options, filepath: target });
}

/** Builds only the encode page (not the whole app) into its own folder, so parallel builds stay apart. */
async function buildPage(): Promise<void> {
  await build({
    configFile: false,
    root: ROOT,
    logLevel: 'warn',
    build: {
      outDir: PAGE_DIST,
      emptyOutDir: true,
      target: 'es2022',
      rollupOptions: { input: join(ROOT, 'harness', 'encode-videos.html') },
    },
  });
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json',
  '.wasm': 'application/wasm',
};

/** A static file server on a free loopback port (WebCodecs needs a secure context; 127.0.0.1 is one). */
async function serve(folder: string): Promise<Server> {
  const server = createServer((request, response) => {
    const path = resolve(folder, `.${decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)}`);
    if (!path.startsWith(folder + sep)) {
      response.writeHead(403).end();
      return;
    }
    readFile(path).then(
      (body) => {
        response.writeHead(200, {
          'content-type': CONTENT_TYPES[extname(path)] ?? 'application/octet-stream',
        });
        response.end(body);
      },
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return server;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
