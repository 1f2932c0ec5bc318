/**
 * Peers in our benchmark, same harness, same Chromium, same run: Remotion's web renderer exporting, and the
 * Remotion Player previewing, the heavy project written as a Remotion composition
 * (harness/bench/remotion/), next to our export and our worker preview (and the main-thread Fabric baseline)
 * measured again in the same run, so each "ours ÷ peer" ratio compares figures taken minutes apart under
 * the same load. Every exported file is read back and checked (peer-files.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { ExportSpeed } from '../../harness/bench/export.ts';
import type { PeerExport } from '../../harness/bench/remotion/export.ts';
import { watchMemory } from '../../src/server/render/process-memory.ts';
import { HEAVY_CLIP_SECONDS, heavyProject } from '../project/heavy.ts';
import { heavySlice } from '../project/export.ts';
import { launchChromium } from './browser.ts';
import { measureWithDrag } from './drag.ts';
import { checkFile, saveFromPage, type FileReport } from './peer-files.ts';
import { FIGURES, medians, ratios, type Cell, type FigureName } from './figures.ts';
import { benchPort, buildPages, startServer, type BenchServer } from './server.ts';
import { median, round } from '../numbers.ts';

const FPS = 30;
const PREVIEW_RENDERERS = ['ours', 'baseline', 'remotion-player'] as const;
const EXPORTERS = ['ours', 'remotion-web-renderer'] as const;
type Exporter = (typeof EXPORTERS)[number];
/** The packages compared, read from node_modules for the report. */
const PEER_PACKAGES = ['remotion', '@remotion/web-renderer', '@remotion/player', '@remotion/media'];

interface Plan {
  preview: { width: number; height: number; runs: number; playSeconds: number; seeks: number; grabs: number };
  export: { clips: number; runs: number; sizes: Array<[number, number]> };
}

const plan = (quick: boolean): Plan =>
  quick
    ? {
        preview: { width: 960, height: 540, runs: 1, playSeconds: 5, seeks: 15, grabs: 3 },
        // Two clips: the second has a flat background, where the avatar and sticker checks look.
        export: { clips: 2, runs: 1, sizes: [[1280, 720]] },
      }
    : {
        preview: { width: 960, height: 540, runs: 3, playSeconds: 20, seeks: 50, grabs: 10 },
        export: {
          clips: 3,
          runs: 3,
          sizes: [
            [1280, 720],
            [1920, 1080],
          ],
        },
      };

export interface PeerPreviewRow {
  canvas: string;
  runs: number;
  playSeconds: number;
  playbackMode: Record<string, string>;
  figures: Record<string, Record<FigureName, number | null>>;
  oursOverPeer: Record<FigureName, number | null>;
  oursOverBaseline: Record<FigureName, number | null>;
}

export interface PeerExportRow {
  size: string;
  exporter: Exporter;
  runs: number;
  realTime: number;
  framesPerSecond: number;
  elapsedMs: number;
  peakMemoryMB: number;
  runsRealTime: number[];
  /** The first run's file, read back. */
  file: FileReport;
}

export interface PeersBench {
  browser: string;
  packages: Array<{ name: string; version: string; license: string }>;
  preview: PeerPreviewRow;
  exportProject: string;
  exports: PeerExportRow[];
  /** Ours ÷ peer per size: × real time (higher is better for ours above 1) and peak memory. */
  exportRatios: Array<{ size: string; realTime: number; peakMemory: number }>;
  previewRaw: Cell[];
  wallMs: number;
  notes: string[];
}

function packages(): PeersBench['packages'] {
  return PEER_PACKAGES.map((name) => {
    const json = JSON.parse(readFileSync(join('node_modules', name, 'package.json'), 'utf8')) as {
      version: string;
      license?: string;
    };
    return { name, version: json.version, license: json.license ?? 'none stated' };
  });
}

/** A fresh context whose pages reach the bench server only (the web renderer posts usage events elsewhere). */
async function isolatedPage(
  browser: Browser,
  server: BenchServer,
  viewport?: { width: number; height: number },
): Promise<{ page: Page; close(): Promise<void> }> {
  const context = await browser.newContext(viewport === undefined ? {} : { viewport });
  await context.route(
    (url) => url.origin !== server.base,
    (route) => route.abort(),
  );
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`bench peers page: ${error.message}`));
  await page.goto(`${server.base}/harness/bench.html`);
  await page.waitForFunction(() => window.harness !== undefined);
  return { page, close: () => context.close() };
}

async function previewPart(browser: Browser, server: BenchServer, steps: Plan['preview']) {
  const project = heavyProject(server.library);
  const cells: Cell[] = PREVIEW_RENDERERS.map((renderer) => ({
    project: 'heavy',
    width: steps.width,
    height: steps.height,
    renderer,
    runs: [],
  }));
  for (let run = 0; run < steps.runs; run++) {
    // Each run starts with a different renderer.
    const order = cells.map((_, i) => cells[(i + run) % cells.length] as Cell);
    for (const cell of order) {
      const { page, close } = await isolatedPage(browser, server, {
        width: steps.width,
        height: steps.height,
      });
      const result = await measureWithDrag(page, {
        renderer: cell.renderer,
        project,
        width: steps.width,
        height: steps.height,
        playFrom: 0,
        playSeconds: steps.playSeconds,
        seeks: steps.seeks,
        grabs: steps.grabs,
        seed: 1000 + run,
        loopSeconds: 0,
      });
      cell.runs.push(result);
      console.log(
        `peers preview run ${run + 1}/${steps.runs} ${cell.renderer}: ${Number(result.fps).toFixed(1)} fps, ` +
          `seek p95 ${Number(result.seekP95Ms).toFixed(0)} ms, input p95 ${Number(result.inputP95Ms).toFixed(0)} ms`,
      );
      await close();
    }
  }
  const [ours, baseline, player] = cells.map(medians) as [
    Record<FigureName, number | null>,
    Record<FigureName, number | null>,
    Record<FigureName, number | null>,
  ];
  // The Player signals no moment when its first frame's media are drawn (@remotion/media may start buffering
  // after the composition has mounted): its first-frame figures would be guesses, so they are not reported.
  const peer = { ...player, firstFrameMs: null, loadedMs: null };
  const row: PeerPreviewRow = {
    canvas: `${steps.width}×${steps.height}`,
    runs: steps.runs,
    playSeconds: steps.playSeconds,
    playbackMode: Object.fromEntries(cells.map((c) => [c.renderer, String(c.runs[0]?.playbackMode)])),
    figures: { ours, baseline, 'remotion-player': peer },
    oursOverPeer: ratios(ours, peer),
    oursOverBaseline: ratios(ours, baseline),
  };
  return { row, cells };
}

type Timed = { realTime: number; fps: number; elapsedMs: number; bytes: number; peakMemoryMB: number };

/** One export by `exporter` in a fresh page, with the browser's peak memory (as the export bench measures). */
async function exportOnce(
  page: Page,
  exporter: Exporter,
  options: { project: unknown; width: number; height: number },
): Promise<Timed> {
  const memory = watchMemory();
  try {
    const result =
      exporter === 'ours'
        ? await page.evaluate(
            (o) => (window.harness as { exportSpeed(o: unknown): Promise<ExportSpeed> }).exportSpeed(o),
            { ...options, container: 'mp4', fps: FPS, quality: 'standard', sampleEveryMs: 1000 },
          )
        : await page.evaluate(
            (o) => (window.harness as { remotionExport(o: unknown): Promise<PeerExport> }).remotionExport(o),
            { ...options, fps: FPS },
          );
    return { ...result, peakMemoryMB: memory.stop().peakMB };
  } finally {
    memory.stop();
  }
}

async function exportPart(browser: Browser, server: BenchServer, steps: Plan['export'], out: string) {
  const project = heavySlice(server.library, steps.clips);
  const rows: PeerExportRow[] = [];
  for (const [width, height] of steps.sizes) {
    const runs = new Map<Exporter, Timed[]>(EXPORTERS.map((e) => [e, []]));
    const files = new Map<Exporter, FileReport>();
    for (let run = 0; run < steps.runs; run++) {
      const order = run % 2 === 0 ? EXPORTERS : [...EXPORTERS].reverse();
      for (const exporter of order) {
        const { page, close } = await isolatedPage(browser, server);
        const result = await exportOnce(page, exporter, { project, width, height });
        runs.get(exporter)?.push(result);
        console.log(
          `peers export ${width}×${height} run ${run + 1}/${steps.runs} ${exporter}: ` +
            `${result.fps.toFixed(1)} frames/s, ${result.realTime.toFixed(2)}× real time, peak ${result.peakMemoryMB} MB`,
        );
        if (!files.has(exporter)) {
          const path = join(out, 'peers', `${exporter}-${width}x${height}.mp4`);
          const chunk = exporter === 'ours' ? 'lastExportChunk' : 'remotionFileChunk';
          await saveFromPage(page, chunk, result.bytes, path);
          files.set(exporter, checkFile(path, steps.clips));
        }
        await close();
      }
    }
    for (const exporter of EXPORTERS) {
      const timed = runs.get(exporter) ?? [];
      rows.push({
        size: `${width}×${height}`,
        exporter,
        runs: timed.length,
        realTime: round(median(timed.map((r) => r.realTime))),
        framesPerSecond: round(median(timed.map((r) => r.fps)), 1),
        elapsedMs: Math.round(median(timed.map((r) => r.elapsedMs))),
        peakMemoryMB: Math.round(median(timed.map((r) => r.peakMemoryMB))),
        runsRealTime: timed.map((r) => round(r.realTime)),
        file: files.get(exporter) as FileReport,
      });
    }
  }
  return { rows, project: `${steps.clips * HEAVY_CLIP_SECONDS} s` };
}

function exportRatios(rows: PeerExportRow[]): PeersBench['exportRatios'] {
  const sizes = [...new Set(rows.map((r) => r.size))];
  return sizes.flatMap((size) => {
    const ours = rows.find((r) => r.size === size && r.exporter === 'ours');
    const peer = rows.find((r) => r.size === size && r.exporter !== 'ours');
    if (ours === undefined || peer === undefined || peer.realTime === 0) return [];
    return [
      {
        size,
        realTime: round(ours.realTime / peer.realTime),
        peakMemory: round(ours.peakMemoryMB / peer.peakMemoryMB),
      },
    ];
  });
}

export async function runPeersBench(quick: boolean, out: string): Promise<PeersBench> {
  const started = performance.now();
  const steps = plan(quick);
  buildPages();
  const server = await startServer(await benchPort());
  const browser = await launchChromium();
  try {
    const preview = await previewPart(browser, server, steps.preview);
    const exported = await exportPart(browser, server, steps.export, out);
    return {
      browser: `${browser.version()} (Debian Chromium, headless)`,
      packages: packages(),
      preview: preview.row,
      exportProject:
        `the heavy project's first ${steps.export.clips} clips (${exported.project}), as the export bench ` +
        'exports it; the peer renders the same project written as a Remotion composition',
      exports: exported.rows,
      exportRatios: exportRatios(exported.rows),
      previewRaw: preview.cells,
      wallMs: Math.round(performance.now() - started),
      notes: PEER_NOTES,
    };
  } finally {
    await browser.close();
    server.stop();
  }
}

const PEER_NOTES = [
  'the Remotion composition (harness/bench/remotion/) draws the same layers at the same boxes with the same animation states; transitions are a cross-fade where ours runs gl-transition shaders, and the speech is silent in this project for every renderer',
  'export: both at H.264 in MP4, 30 fps, the same video bitrate and 2 s key frames; × real time = seconds of video ÷ wall seconds from the call to the finished file; peak memory: proportional set size of all Chromium processes, sampled every 250 ms (as the export bench)',
  "preview: the Player's composition runs at the display's frame rate; frames shown = animation frames in which the Player's frame changed; seek = seekTo until the Player reports no media buffering; first frame and all media loaded are not reported for the Player (no signal that its media are drawn); the Player has no frame grab (n/a); the preview plays no sound for any renderer",
  "frames shown are bounded by how often the page produces animation frames: with no GPU, the Player's changing DOM is rasterised on the CPU every frame, so its rate falls with the machine's load even when its main thread is idle",
  'input latency: a scripted pointer drag while playing, from each event’s time stamp to the next animation frame after its handler ran',
  'peer pages reach the bench server only: requests elsewhere (the web renderer’s usage events) are refused by the bench, so they cost no waiting',
  'figures are provisional on a shared 2-core machine: compare ratios from the same run',
];

const cell = (v: number | null | undefined) => (v === null || v === undefined ? 'n/a' : String(round(v, 2)));

export function peersMarkdown(bench: PeersBench): string[] {
  const p = bench.preview;
  const lines = [
    '## Peers: Remotion web renderer (export) and Remotion Player (preview)',
    '',
    `Browser: ${bench.browser}. Packages: ${bench.packages.map((k) => `${k.name} ${k.version} (licence: ${k.license})`).join('; ')}.`,
    '',
    `### Export: ${bench.exportProject}`,
    '',
    '| size | exporter | × real time (median) | frames/s | peak memory MB | runs (× real time) | file | music | layer checks |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...bench.exports.map((r) => {
      const failed = r.file.checks.filter((c) => !c.ok).map((c) => c.what);
      const passed = r.file.checks.length - failed.length;
      return (
        `| ${r.size} | ${r.exporter} | **${r.realTime}** | ${r.framesPerSecond} | ${r.peakMemoryMB} | ${r.runsRealTime.join(', ')} | ` +
        `${r.file.video ?? 'no video'}, ${Math.round(r.file.bytes / 1024)} KiB | ${r.file.audio ?? 'none'} (${cell(r.file.meanVolumeDb)} dB) | ` +
        `${passed}/${r.file.checks.length}${failed.length > 0 ? ` (failed: ${failed.join(', ')})` : ''} |`
      );
    }),
    '',
    '| size | ours ÷ peer: × real time | ours ÷ peer: peak memory |',
    '| --- | --- | --- |',
    ...bench.exportRatios.map((r) => `| ${r.size} | ${r.realTime} | ${r.peakMemory} |`),
    '',
    'Layer checks per file:',
    ...bench.exports.map(
      (r) =>
        `- ${r.exporter} ${r.size}: ${r.file.checks.map((c) => `${c.ok ? '✔' : '✖'} ${c.what} (${c.detail})`).join('; ')}`,
    ),
    '',
    `### Preview: heavy project, ${p.canvas}, ${p.playSeconds} s playback, median of ${p.runs} run(s)`,
    '',
    ...Object.entries(p.playbackMode).map(([name, mode]) => `- ${name}: ${mode}`),
    '',
    '| figure | ours | baseline | remotion-player | ours ÷ remotion-player | ours ÷ baseline |',
    '| --- | --- | --- | --- | --- | --- |',
    ...FIGURES.filter(([name]) => !name.startsWith('loop')).map(
      ([name, title]) =>
        `| ${title} | ${cell(p.figures.ours?.[name])} | ${cell(p.figures.baseline?.[name])} | ` +
        `${cell(p.figures['remotion-player']?.[name])} | ${cell(p.oursOverPeer[name])} | ${cell(p.oursOverBaseline[name])} |`,
    ),
    '',
    'Notes:',
    ...bench.notes.map((note) => `- ${note}`),
    '',
  ];
  return lines;
}
