/**
 * Preview benchmark: our worker renderer and the main-thread Fabric baseline play, seek and grab
 * frames of the same generated projects in Debian's headless Chromium, page harness/bench.html. Renderers
 * alternate which goes first in each run, each in a fresh browser context; figures are medians over runs.
 */
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { HEAVY_CLIP_SECONDS, heavyProject, lightProject } from '../project/heavy.ts';
import { videoFile } from '../project/layers.ts';
import type { DecodeCeiling } from '../../harness/bench/decode.ts';
import { chartPng, type ChartGroup } from './chart.ts';
import { FIGURES, medians, ratios, type Cell, type FigureName } from './figures.ts';
import { benchPort, buildPages, startServer } from './server.ts';
import { launchChromium } from './browser.ts';
import { measureWithDrag } from './drag.ts';

interface Plan {
  project: 'heavy' | 'light';
  width: number;
  height: number;
  runs: number;
  playSeconds: number;
  seeks: number;
  grabs: number;
  /** Seconds of looping playback (memory figures) in the first `loopRuns` runs; 0 for none. */
  loopSeconds: number;
  loopRuns: number;
}

function plans(quick: boolean): Plan[] {
  const none = { loopSeconds: 0, loopRuns: 0 };
  if (quick)
    return [
      { project: 'heavy', width: 960, height: 540, runs: 1, playSeconds: 5, seeks: 15, grabs: 3, ...none },
    ];
  return [
    // The 60 s loop (memory figures) runs once per renderer: three would pass the 10 minutes on 2 cores.
    {
      project: 'heavy',
      width: 960,
      height: 540,
      runs: 3,
      playSeconds: 20,
      seeks: 50,
      grabs: 10,
      loopSeconds: 60,
      loopRuns: 1,
    },
    // Fewer seeks at full size than at the target size keep `npm run bench` under 10 minutes.
    { project: 'heavy', width: 1920, height: 1080, runs: 3, playSeconds: 10, seeks: 12, grabs: 5, ...none },
    { project: 'light', width: 960, height: 540, runs: 3, playSeconds: 5, seeks: 10, grabs: 5, ...none },
  ];
}

export interface PreviewRow {
  project: string;
  canvas: string;
  runs: number;
  playSeconds: number;
  /** Seconds of looping behind the loop figures, and in how many of the runs. */
  loopSeconds: number;
  loopRuns: number;
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
  /** This machine's H.264 decoder alone on the heavy project's video (the ceiling playback cannot pass). */
  decodeCeiling: DecodeCeiling;
  raw: Cell[];
  notes: string[];
}

/** How this run's Chromium draws: in software on the CPU cores, or on the GPU that CLIPWRIGHT_CHROMIUM_GPU names. */
function browserNotes(version: string): { browser: string; glRendererNote: string } {
  const gpu = process.env.CLIPWRIGHT_CHROMIUM_GPU;
  const cores = cpus().length;
  return gpu === undefined || gpu === '' || gpu === 'off'
    ? {
        browser: `${version} (Debian Chromium, headless, --disable-gpu: software WebGL and video decoding)`,
        glRendererNote: `no GPU: canvas, WebGL (SwiftShader) and H.264 decoding all run on the ${cores} CPU cores`,
      }
    : {
        browser: `${version} (Debian Chromium, headless, GPU through ANGLE over ${gpu})`,
        glRendererNote: `canvas and WebGL on the GPU; H.264 decoding in software on the ${cores} CPU cores`,
      };
}

export async function runPreviewBench(quick: boolean): Promise<PreviewBench> {
  const started = performance.now();
  const buildMs = buildPages();
  const server = await startServer(await benchPort());
  const browser = await launchChromium();
  const projects = { heavy: heavyProject(server.library), light: lightProject(server.library) };
  const cells: Cell[] = [];
  let ceiling: DecodeCeiling | undefined;
  try {
    {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${server.base}/harness/bench.html`);
      await page.waitForFunction(() => window.harness !== undefined);
      const video = server.library.videos.find((v) => v.width >= v.height);
      if (video === undefined) throw new Error('bench: the library has no landscape video');
      const options = {
        url: videoFile(video).url,
        seconds: quick ? 1 : 3,
        streams: 3,
        previewWidth: 480,
        seeks: quick ? 10 : 30,
        seekSpan: HEAVY_CLIP_SECONDS,
      };
      ceiling = (await page.evaluate(
        (o) => (window.harness as { decodeCeiling(o: unknown): Promise<unknown> }).decodeCeiling(o),
        options,
      )) as DecodeCeiling;
      console.log(
        `decode ceiling ${ceiling.width}×${ceiling.height}: one stream ${ceiling.oneStreamFps.toFixed(0)} frames/s, ` +
          `${ceiling.streams} at once ${ceiling.parallelFps.toFixed(0)} frames/s; seek p95 ` +
          `${ceiling.seekOneP95Ms.toFixed(0)} ms, ${ceiling.streams} at once ${ceiling.seekParallelP95Ms.toFixed(0)} ms`,
      );
      await context.close();
    }
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
            loopSeconds: run < plan.loopRuns ? plan.loopSeconds : 0,
          };
          const result = await measureWithDrag(page, options);
          cell.runs.push(result);
          console.log(
            `preview ${plan.project} ${plan.width}×${plan.height} run ${run + 1}/${plan.runs} ${cell.renderer}: ` +
              `${Number(result.fps).toFixed(1)} fps, first frame ${Number(result.firstFrameMs).toFixed(0)} ms, ` +
              `all loaded ${Number(result.loadedMs).toFixed(0)} ms`,
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
  if (ceiling === undefined) throw new Error('bench: the decode ceiling was not measured');
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
      loopSeconds: plan.loopSeconds,
      loopRuns: Math.min(plan.loopRuns, plan.runs),
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
    ...browserNotes(browser.version()),
    buildMs: Math.round(buildMs),
    wallMs: Math.round(performance.now() - started),
    rows,
    decodeCeiling: ceiling,
    raw: cells,
    notes: [
      'dropped share = 1 − frames shown ÷ display frames of the playback time (display frame interval measured on the idle page), the same formula for both renderers',
      'long tasks and event-loop lag are of the page main thread (where the editor UI runs); our renderer draws in a worker',
      'input latency: a scripted pointer drag (one move every 20 ms across the preview) while playing; each event from its time stamp to the next animation frame after its handler ran',
      'JS heap is the page heap (performance.memory) after playback, seeks and grabs; the worker heap is not included',
      'open VideoFrames: our worker resourceCounts(); <video> elements keep their frames inside Chromium (n/a)',
      'baseline transitions are a cross-fade (cheaper than our WebGL gl-transitions)',
      'playback starts at 0 and crosses clip transitions; at the project end it goes on from 0 (looping)',
      'looping figures: in one run per renderer the measured playback goes on to 60 s in all, from 0 again at the project end; held resources and heap sampled when the measured playback ends (20 s) and at 60 s (usedJSHeapSize, no forced garbage collection: growth within a few MB is collection timing); seeks and grabs follow',
      'stage timings (latest.json raw[].runs[].firstFrameStages / playStages / seekStages): where our worker spent its time until the first frame, while playing and while seeking; stages that wait (video.wait.*) are wall time and overlap across layers',
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

const fixed = (v: number, digits = 1) => v.toFixed(digits);

/** The decoder alone: what any renderer of the heavy project is bounded by on this machine. */
function ceilingMarkdown(c: DecodeCeiling): string[] {
  return [
    `### Decode ceiling: the heavy project's H.264 file (${c.width}×${c.height}, ${fixed(c.sourceFps)} frames/s) on this machine`,
    '',
    '| figure | value |',
    '| --- | --- |',
    `| one decoder alone (frames decoded / s) | ${fixed(c.oneStreamFps)} |`,
    `| ${c.streams} decoders at once (frames decoded / s, together) | ${fixed(c.parallelFps)} |`,
    `| playback frames / s those ${c.streams} decoders can feed (each stream needs every frame, ${fixed(c.sourceFps)} / s of media) | ${fixed(c.parallelFps / c.streams)} |`,
    `| decoded frame → canvas at full size (ms) | ${fixed(c.copyFullMs, 2)} |`,
    `| the same through copyTo RGBA + putImageData (ms) | ${fixed(c.copyRgbaFullMs, 2)} |`,
    '| decoded frame → canvas at 480 px wide, as the 960×540 preview shows it (ms) | ' +
      `${fixed(c.copyPreviewMs, 2)} |`,
    `| the same through our worker's YUV conversion (src/worker/media/frame-scaler.ts: WebAssembly SIMD, or script where that cannot run) (ms) | ${fixed(c.convertPreviewMs, 2)} |`,
    `| a seek, decoder alone: key frame → frame at a random time in 0–${c.seekSpan} s, p50 / p95 (ms) | ` +
      `${fixed(c.seekOneP50Ms, 0)} / ${fixed(c.seekOneP95Ms, 0)} |`,
    `| the same, ${c.streams} decoders at once (a clip's video layers seek together), p50 / p95 (ms) | ` +
      `${fixed(c.seekParallelP50Ms, 0)} / ${fixed(c.seekParallelP95Ms, 0)} |`,
    '',
  ];
}

const cellText = (v: number | null) => (v === null ? 'n/a' : String(Math.round(v * 100) / 100));

export function previewMarkdown(bench: PreviewBench): string[] {
  const lines = [
    '## Preview: ours (worker) vs baseline (main-thread Fabric)',
    '',
    `Browser: ${bench.browser}; ${bench.glRendererNote}. ${Number.isNaN(bench.buildMs) ? 'Pages built beforehand' : `Build ${bench.buildMs} ms`}, whole preview benchmark ${bench.wallMs} ms.`,
    '',
    ...ceilingMarkdown(bench.decodeCeiling),
  ];
  for (const row of bench.rows) {
    lines.push(
      `### ${row.project} project, ${row.canvas}, ${row.playSeconds} s playback, median of ${row.runs} run(s)` +
        (row.loopRuns > 0 ? `; looping figures: ${row.loopSeconds} s in ${row.loopRuns} run(s)` : ''),
      '',
      `Playback: ours — ${row.playbackMode.ours}; baseline — ${row.playbackMode.baseline}.`,
      '',
      '| figure | ours | baseline | ours ÷ baseline |',
      '| --- | --- | --- | --- |',
      // The looping figures only where the runs looped.
      ...FIGURES.filter(([name]) => row.loopRuns > 0 || !name.startsWith('loop')).map(
        ([name, title]) =>
          `| ${title} | ${cellText(row.ours[name])} | ${cellText(row.baseline[name])} | ${cellText(row.oursOverBaseline[name])} |`,
      ),
      '',
    );
  }
  lines.push('Notes:', ...bench.notes.map((note) => `- ${note}`), '', '![chart](preview.png)', '');
  return lines;
}
