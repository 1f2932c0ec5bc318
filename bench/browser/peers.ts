/**
 * Peers in our benchmark, same harness, same Chromium, same run: Remotion's web renderer and Diffusion
 * Studio's encoder exporting, and the Remotion Player previewing, the heavy project written as a Remotion
 * composition (harness/bench/remotion/) and as a Diffusion Studio composition (harness/bench/diffusion/),
 * next to our export and our worker preview (and the main-thread Fabric baseline) measured again in the same
 * run, so each "ours ÷ peer" ratio compares figures taken minutes apart under the same load. Every exported
 * file is read back and checked (peer-files.ts). A peer that fails to export is reported as refused, with
 * its error, instead of ending the run.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { ExportSpeed } from '../../harness/bench/export.ts';
import type { PeerExport } from '../../harness/bench/types.ts';
import { watchMemory } from '../../src/server/render/process-memory.ts';
import { HEAVY_CLIP_SECONDS, heavyProject } from '../project/heavy.ts';
import { heavySlice } from '../project/export.ts';
import { launchChromium } from './browser.ts';
import { measureWithDrag } from './drag.ts';
import { checkFile, saveFromPage, type FileChunk, type FileReport } from './peer-files.ts';
import { FIGURES, medians, ratios, type Cell, type FigureName } from './figures.ts';
import { benchPort, buildPages, startServer, type BenchServer } from './server.ts';
import { median, round } from '../numbers.ts';

const FPS = 30;
const PREVIEW_RENDERERS = ['ours', 'baseline', 'remotion-player'] as const;
const EXPORTERS = ['ours', 'remotion-web-renderer', 'diffusion-studio'] as const;
type Exporter = (typeof EXPORTERS)[number];
/** Each exporter's page function, and the one that hands its last file back. */
const EXPORT_CALLS: Record<Exporter, { run: string; chunk: FileChunk }> = {
  ours: { run: 'exportSpeed', chunk: 'lastExportChunk' },
  'remotion-web-renderer': { run: 'remotionExport', chunk: 'remotionFileChunk' },
  'diffusion-studio': { run: 'diffusionExport', chunk: 'diffusionFileChunk' },
};
/** The packages compared, read from node_modules for the report. */
const PEER_PACKAGES = [
  'remotion',
  '@remotion/web-renderer',
  '@remotion/player',
  '@remotion/media',
  '@diffusionstudio/core',
];

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
  /** Medians of the runs; null when the exporter refused the project. */
  realTime: number | null;
  framesPerSecond: number | null;
  elapsedMs: number | null;
  peakMemoryMB: number | null;
  runsRealTime: number[];
  /** The first run's file, read back (null when refused). */
  file: FileReport | null;
  /** The error with which the exporter failed, when it made no file. */
  refused?: string;
  /** The peer's own step timings (ms) in its first run. */
  stagesMs?: Record<string, number>;
  /** What the peer's composition could not draw as our model does (its page says). */
  notes?: string[];
}

export interface PeersBench {
  browser: string;
  packages: Array<{ name: string; version: string; license: string }>;
  preview: PeerPreviewRow;
  exportProject: string;
  exports: PeerExportRow[];
  /** Ours ÷ peer per size and peer: × real time (above 1: ours faster) and peak memory. */
  exportRatios: Array<{ size: string; peer: Exporter; realTime: number; peakMemory: number }>;
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

/**
 * A fresh context whose pages reach the bench server only (the web renderer posts usage events elsewhere).
 * `crossOriginIsolated`: the page comes with the headers that make it cross-origin isolated, which
 * Diffusion Studio requires (its encoder shares memory with an audio worklet through a SharedArrayBuffer).
 */
async function isolatedPage(
  browser: Browser,
  server: BenchServer,
  options: { viewport?: { width: number; height: number }; crossOriginIsolated?: boolean } = {},
): Promise<{ page: Page; close(): Promise<void> }> {
  const context = await browser.newContext(
    options.viewport === undefined ? {} : { viewport: options.viewport },
  );
  await context.route(
    (url) => url.origin !== server.base,
    (route) => route.abort(),
  );
  if (options.crossOriginIsolated === true)
    await context.route(`${server.base}/harness/bench.html`, async (route) => {
      const response = await route.fetch();
      await route.fulfill({
        response,
        headers: {
          ...response.headers(),
          'cross-origin-opener-policy': 'same-origin',
          'cross-origin-embedder-policy': 'credentialless',
        },
      });
    });
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
        viewport: { width: steps.width, height: steps.height },
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

type Timed = {
  realTime: number;
  fps: number;
  elapsedMs: number;
  bytes: number;
  peakMemoryMB: number;
  stagesMs?: Record<string, number>;
  notes?: string[];
};

/** One export by `exporter` in a fresh page, with the browser's peak memory (as the export bench measures). */
async function exportOnce(
  page: Page,
  exporter: Exporter,
  options: { project: unknown; width: number; height: number },
): Promise<Timed> {
  const memory = watchMemory();
  const call = ([name, o]: readonly [string, unknown]) =>
    (window.harness as Record<string, (o: unknown) => Promise<ExportSpeed | PeerExport>>)[name]?.(o);
  try {
    const args =
      exporter === 'ours'
        ? { ...options, container: 'mp4', fps: FPS, quality: 'standard', sampleEveryMs: 1000 }
        : { ...options, fps: FPS };
    const result = await page.evaluate(call, [EXPORT_CALLS[exporter].run, args] as const);
    if (result === undefined) throw new Error(`bench: the page has no ${EXPORT_CALLS[exporter].run}`);
    return { ...result, peakMemoryMB: memory.stop().peakMB };
  } finally {
    memory.stop();
  }
}

/** The first line of a failed page call's error, without Playwright's prefix. */
const reason = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error))
    .replace(/^page\.evaluate: (Error: )?/, '')
    .replaceAll('|', '/')
    .split('\n')[0]
    ?.slice(0, 400) ?? 'unknown error';

async function exportPart(browser: Browser, server: BenchServer, steps: Plan['export'], out: string) {
  const project = heavySlice(server.library, steps.clips);
  const rows: PeerExportRow[] = [];
  for (const [width, height] of steps.sizes) {
    const runs = new Map<Exporter, Timed[]>(EXPORTERS.map((e) => [e, []]));
    const files = new Map<Exporter, FileReport>();
    const refused = new Map<Exporter, string>();
    for (let run = 0; run < steps.runs; run++) {
      // Each run starts with a different exporter.
      const order = EXPORTERS.map((_, i) => EXPORTERS[(i + run) % EXPORTERS.length] as Exporter);
      for (const exporter of order) {
        if (refused.has(exporter)) continue;
        const { page, close } = await isolatedPage(browser, server, {
          crossOriginIsolated: exporter === 'diffusion-studio',
        });
        try {
          const result = await exportOnce(page, exporter, { project, width, height });
          runs.get(exporter)?.push(result);
          console.log(
            `peers export ${width}×${height} run ${run + 1}/${steps.runs} ${exporter}: ` +
              `${result.fps.toFixed(1)} frames/s, ${result.realTime.toFixed(2)}× real time, peak ${result.peakMemoryMB} MB`,
          );
          if (!files.has(exporter)) {
            const path = join(out, 'peers', `${exporter}-${width}x${height}.mp4`);
            await saveFromPage(page, EXPORT_CALLS[exporter].chunk, result.bytes, path);
            files.set(exporter, checkFile(path, steps.clips));
          }
        } catch (error) {
          // Our export failing is a failure of the bench; a peer failing is a finding, reported as such.
          if (exporter === 'ours') throw error;
          refused.set(exporter, reason(error));
          console.log(`peers export ${width}×${height} ${exporter} refused: ${refused.get(exporter)}`);
        } finally {
          await close();
        }
      }
    }
    for (const exporter of EXPORTERS) {
      const timed = runs.get(exporter) ?? [];
      const figure = (values: number[], digits?: number) =>
        timed.length === 0 ? null : round(median(values), digits);
      const first = timed[0];
      rows.push({
        size: `${width}×${height}`,
        exporter,
        runs: timed.length,
        realTime: figure(timed.map((r) => r.realTime)),
        framesPerSecond: figure(
          timed.map((r) => r.fps),
          1,
        ),
        elapsedMs: figure(
          timed.map((r) => r.elapsedMs),
          0,
        ),
        peakMemoryMB: figure(
          timed.map((r) => r.peakMemoryMB),
          0,
        ),
        runsRealTime: timed.map((r) => round(r.realTime)),
        file: files.get(exporter) ?? null,
        ...(refused.has(exporter) ? { refused: refused.get(exporter) } : {}),
        ...(first?.stagesMs === undefined ? {} : { stagesMs: first.stagesMs }),
        ...(first?.notes === undefined ? {} : { notes: first.notes }),
      });
    }
  }
  return { rows, project: `${steps.clips * HEAVY_CLIP_SECONDS} s` };
}

function exportRatios(rows: PeerExportRow[]): PeersBench['exportRatios'] {
  return rows.flatMap((peer) => {
    const ours = rows.find((r) => r.size === peer.size && r.exporter === 'ours');
    if (peer.exporter === 'ours' || ours?.realTime == null || ours.peakMemoryMB == null) return [];
    if (!peer.realTime || !peer.peakMemoryMB) return [];
    return [
      {
        size: peer.size,
        peer: peer.exporter,
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
        'exports it; the peers render the same project written as a Remotion composition and as a Diffusion ' +
        'Studio composition',
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
  'the Remotion composition (harness/bench/remotion/) and the Diffusion Studio composition (harness/bench/diffusion/) draw the same layers at the same boxes with the same animation states; transitions are a cross-fade (Diffusion Studio: its own dissolve, centred on the cut) where ours runs gl-transition shaders, and the speech is silent in this project for every renderer',
  'export: all at H.264 in MP4, 30 fps, the same video bitrate, 2 s key frames and AAC sound, except Diffusion Studio, which takes no key-frame interval (5 s, its bundled mediabunny’s default) and, without an AAC encoder in this Chromium, falls back to Opus by itself; × real time = seconds of video ÷ wall seconds from the call to the finished file (Diffusion Studio: from building its composition, its media loading then); peak memory: proportional set size of all Chromium processes, sampled every 250 ms (as the export bench)',
  "Diffusion Studio without a licence key draws its 'Made with Diffusion Studio' watermark into every frame (top left, over the rectangle's left part: the rectangle is checked at its right end, for every exporter), as its free use requires; its page is served cross-origin isolated (its encoder needs SharedArrayBuffer)",
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
    '## Peers: Remotion web renderer and Diffusion Studio (export), Remotion Player (preview)',
    '',
    `Browser: ${bench.browser}. Packages: ${bench.packages.map((k) => `${k.name} ${k.version} (licence: ${k.license})`).join('; ')}.`,
    '',
    `### Export: ${bench.exportProject}`,
    '',
    '| size | exporter | × real time (median) | frames/s | peak memory MB | runs (× real time) | file | music | layer checks |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...bench.exports.map((r) => {
      if (r.file === null)
        return `| ${r.size} | ${r.exporter} | refused | n/a | n/a | n/a | no file | n/a | ${r.refused ?? 'no file'} |`;
      const failed = r.file.checks.filter((c) => !c.ok).map((c) => c.what);
      const passed = r.file.checks.length - failed.length;
      return (
        `| ${r.size} | ${r.exporter} | **${cell(r.realTime)}** | ${cell(r.framesPerSecond)} | ${cell(r.peakMemoryMB)} | ${r.runsRealTime.join(', ')} | ` +
        `${r.file.video ?? 'no video'}, ${Math.round(r.file.bytes / 1024)} KiB | ${r.file.audio ?? 'none'} (${cell(r.file.meanVolumeDb)} dB) | ` +
        `${passed}/${r.file.checks.length}${failed.length > 0 ? ` (failed: ${failed.join(', ')})` : ''} |`
      );
    }),
    '',
    '| size | peer | ours ÷ peer: × real time | ours ÷ peer: peak memory |',
    '| --- | --- | --- | --- |',
    ...bench.exportRatios.map((r) => `| ${r.size} | ${r.peer} | ${r.realTime} | ${r.peakMemory} |`),
    '',
    'Layer checks per file:',
    ...bench.exports.map((r) =>
      r.file === null
        ? `- ${r.exporter} ${r.size}: refused (${r.refused ?? 'no file'})`
        : `- ${r.exporter} ${r.size}: ${r.file.checks.map((c) => `${c.ok ? '✔' : '✖'} ${c.what} (${c.detail})`).join('; ')}`,
    ),
    ...bench.exports.flatMap((r) =>
      r.stagesMs === undefined
        ? []
        : [
            `- ${r.exporter} ${r.size}, its own steps in the first run (ms): ` +
              Object.entries(r.stagesMs)
                .map(([step, ms]) => `${step} ${ms}`)
                .join(', '),
          ],
    ),
    ...bench.exports.flatMap((r) =>
      (r.notes ?? []).length === 0
        ? []
        : [`- ${r.exporter} ${r.size} drew differently: ${r.notes?.join('; ')}`],
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
