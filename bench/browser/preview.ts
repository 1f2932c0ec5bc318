/**
 * Preview benchmark (issue 10): our worker renderer and the main-thread Fabric baseline play, seek and grab
 * frames of the same generated projects in Debian's headless Chromium, page harness/bench.html. Renderers
 * alternate which goes first in each run, each in a fresh browser context; figures are medians over runs.
 */
import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { heavyProject, lightProject } from '../project/heavy.ts';
import { chartPng, type ChartGroup } from './chart.ts';
import { FIGURES, medians, ratios, type Cell, type FigureName, type Measurement } from './figures.ts';
import { buildPages, startServer } from './server.ts';
import playwrightConfig from '../../playwright.config.ts';

export const PREVIEW_PORT = Number(process.env.CLIPWRIGHT_BENCH_PORT ?? 8814);

/** The launch flags of the browser tests (DESIGN.md "Known gotchas"), from the one place they are set. */
const CHROMIUM_ARGS = playwrightConfig.use?.launchOptions?.args ?? [];

interface Plan {
  project: 'heavy' | 'light';
  width: number;
  height: number;
  runs: number;
  playSeconds: number;
  seeks: number;
  grabs: number;
}

function plans(quick: boolean): Plan[] {
  if (quick)
    return [{ project: 'heavy', width: 960, height: 540, runs: 1, playSeconds: 6, seeks: 25, grabs: 5 }];
  return [
    { project: 'heavy', width: 960, height: 540, runs: 3, playSeconds: 20, seeks: 50, grabs: 10 },
    // One run at full size and of the light project keep `npm run bench` under 10 minutes on 2 cores.
    { project: 'heavy', width: 1920, height: 1080, runs: 1, playSeconds: 10, seeks: 50, grabs: 5 },
    { project: 'light', width: 960, height: 540, runs: 1, playSeconds: 5, seeks: 10, grabs: 5 },
  ];
}

export interface PreviewRow {
  project: string;
  canvas: string;
  runs: number;
  playSeconds: number;
  playbackMode: { ours: string; baseline: string };
  ours: Record<FigureName, number | null>;
  baseline: Record<FigureName, number | null>;
  oursOverBaseline: Record<FigureName, number | null>;
}

export interface PreviewBench {
  browser: string;
  glRendererNote: string;
  buildMs: number;
  wallMs: number;
  rows: PreviewRow[];
  raw: Cell[];
  notes: string[];
}

export async function runPreviewBench(quick: boolean): Promise<PreviewBench> {
  const started = performance.now();
  const buildMs = buildPages();
  const server = await startServer(PREVIEW_PORT);
  const browser = await chromium.launch({
    executablePath: process.env.CLIPWRIGHT_CHROMIUM ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const projects = { heavy: heavyProject(server.library), light: lightProject(server.library) };
  const cells: Cell[] = [];
  try {
    for (const plan of plans(quick)) {
      const pair = (['ours', 'baseline'] as const).map((renderer): Cell => ({
        project: plan.project,
        width: plan.width,
        height: plan.height,
        renderer,
        runs: [],
      }));
      for (let run = 0; run < plan.runs; run++) {
        const order = run % 2 === 0 ? pair : [...pair].reverse();
        for (const cell of order) {
          const context = await browser.newContext({ viewport: { width: plan.width, height: plan.height } });
          const page = await context.newPage();
          page.on('pageerror', (error) => console.error(`bench page (${cell.renderer}): ${error.message}`));
          await page.goto(`${server.base}/harness/bench.html`);
          await page.waitForFunction(() => window.harness !== undefined);
          const options = {
            renderer: cell.renderer,
            project: projects[plan.project],
            width: plan.width,
            height: plan.height,
            playFrom: 0,
            playSeconds: plan.playSeconds,
            seeks: plan.seeks,
            grabs: plan.grabs,
            seed: 1000 + run,
          };
          const result = (await page.evaluate(
            (o) => (window.harness as { measure(o: unknown): Promise<unknown> }).measure(o),
            options,
          )) as Measurement;
          cell.runs.push(result);
          console.log(
            `preview ${plan.project} ${plan.width}×${plan.height} run ${run + 1}/${plan.runs} ${cell.renderer}: ` +
              `${Number(result.fps).toFixed(1)} fps, first frame ${Number(result.firstFrameMs).toFixed(0)} ms`,
          );
          await context.close();
        }
      }
      cells.push(...pair);
    }
  } finally {
    await browser.close();
    server.stop();
  }
  const rows: PreviewRow[] = [];
  for (let i = 0; i < cells.length; i += 2) {
    const [ours, baseline] = [cells[i] as Cell, cells[i + 1] as Cell];
    const plan = plans(quick)[i / 2] as Plan;
    const o = medians(ours);
    const b = medians(baseline);
    rows.push({
      project: ours.project,
      canvas: `${ours.width}×${ours.height}`,
      runs: ours.runs.length,
      playSeconds: plan.playSeconds,
      playbackMode: {
        ours: String(ours.runs[0]?.playbackMode),
        baseline: String(baseline.runs[0]?.playbackMode),
      },
      ours: o,
      baseline: b,
      oursOverBaseline: ratios(o, b),
    });
  }
  return {
    browser: `${browser.version()} (Debian Chromium, headless, --disable-gpu: software WebGL and video decoding)`,
    glRendererNote: 'no GPU: canvas, WebGL (SwiftShader) and H.264 decoding all run on the 2 CPU cores',
    buildMs: Math.round(buildMs),
    wallMs: Math.round(performance.now() - started),
    rows,
    raw: cells,
    notes: [
      'dropped share = 1 − frames shown ÷ display frames of the playback time (display frame interval measured on the idle page), the same formula for both renderers',
      'long tasks and event-loop lag are of the page main thread (where the editor UI runs); our renderer draws in a worker',
      'JS heap is the page heap (performance.memory) after playback, seeks and grabs; the worker heap is not included',
      'open VideoFrames: our worker resourceCounts(); <video> elements keep their frames inside Chromium (n/a)',
      'baseline transitions are a cross-fade (cheaper than our WebGL gl-transitions)',
      'playback starts at 0 and crosses clip transitions; it does not run 60 s of looping',
    ],
  };
}

export function writePreviewChart(bench: PreviewBench, path: string): void {
  const groups: ChartGroup[] = bench.rows.map((row) => ({
    title: `${row.project} project, ${row.canvas}, median of ${row.runs} run(s)`,
    ours: row.ours,
    baseline: row.baseline,
  }));
  writeFileSync(path, chartPng(groups));
}

const cellText = (v: number | null) => (v === null ? 'n/a' : String(Math.round(v * 100) / 100));

export function previewMarkdown(bench: PreviewBench): string[] {
  const lines = [
    '## Preview: ours (worker) vs baseline (main-thread Fabric)',
    '',
    `Browser: ${bench.browser}; ${bench.glRendererNote}. Build ${bench.buildMs} ms, whole preview benchmark ${bench.wallMs} ms.`,
    '',
  ];
  for (const row of bench.rows) {
    lines.push(
      `### ${row.project} project, ${row.canvas}, ${row.playSeconds} s playback, median of ${row.runs} run(s)`,
      '',
      `Playback: ours — ${row.playbackMode.ours}; baseline — ${row.playbackMode.baseline}.`,
      '',
      '| figure | ours | baseline | ours ÷ baseline |',
      '| --- | --- | --- | --- |',
      ...FIGURES.map(
        ([name, title]) =>
          `| ${title} | ${cellText(row.ours[name])} | ${cellText(row.baseline[name])} | ${cellText(row.oursOverBaseline[name])} |`,
      ),
      '',
    );
  }
  lines.push('Notes:', ...bench.notes.map((note) => `- ${note}`), '', '![chart](preview.png)', '');
  return lines;
}
