/**
 * `npm run bench [-- --quick]`: runs the benchmarks and writes bench/results/latest.json and a markdown
 * summary. Figures are medians measured in this one run (these machines are shared and noisy: compare
 * ratios within a run, not absolute numbers across runs).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { exportMarkdown, runExportBench } from './browser/export.ts';
import { describeRenderer } from './browser/browser.ts';
import { peersMarkdown, runPeersBench } from './browser/peers.ts';
import { previewMarkdown, runPreviewBench, writePreviewChart } from './browser/preview.ts';
import { runModelBench } from './model.ts';
import { renderMarkdown, runRenderBench } from './render.ts';
import { runServerBench, serverMarkdown } from './server.ts';
import { runUploadBench, uploadMarkdown } from './upload.ts';

const quick = process.argv.includes('--quick');
/** `--only preview|export|peers|render|server|upload|model` runs one part (while working on it); the report then holds that part only. */
const onlyAt = process.argv.indexOf('--only');
const only = onlyAt >= 0 ? process.argv[onlyAt + 1] : undefined;
if (
  only !== undefined &&
  !['preview', 'export', 'peers', 'render', 'server', 'upload', 'model'].includes(only)
)
  throw new Error(
    `bench: --only must be preview, export, peers, render, server, upload or model, got '${only}'`,
  );
/** `--out DIR` writes the report there instead of bench/results (trial runs keep the last report). */
const outAt = process.argv.indexOf('--out');
const out = outAt >= 0 ? (process.argv[outAt + 1] ?? 'bench/results') : 'bench/results';
const runs = (part: string) => only === undefined || only === part;
const machine = {
  cpus: cpus().length,
  cpuModel: cpus()[0]?.model ?? 'unknown',
  memoryGiB: Math.round(totalmem() / 2 ** 30),
  node: process.version,
  /** 1-minute load average at the start and the end: these machines are shared, so figures move with it. */
  loadAtStart: Math.round((loadavg()[0] ?? 0) * 100) / 100,
  loadAtEnd: Number.NaN,
  /** What draws the browser parts' pages (software unless CLIPWRIGHT_CHROMIUM_GPU names a GPU backend). */
  renderer: ['preview', 'export', 'peers'].some(runs) ? await describeRenderer() : 'not used',
};
const results = {
  date: new Date().toISOString(),
  quick,
  machine,
  model: runs('model') ? runModelBench(quick) : undefined,
  server: runs('server') ? await runServerBench(quick) : undefined,
  upload: runs('upload') ? await runUploadBench(quick) : undefined,
  preview: runs('preview') ? await runPreviewBench(quick) : undefined,
  export: runs('export') ? await runExportBench(quick) : undefined,
  peers: runs('peers') ? await runPeersBench(quick, out) : undefined,
  render: runs('render') ? await runRenderBench(quick) : undefined,
};

machine.loadAtEnd = Math.round((loadavg()[0] ?? 0) * 100) / 100;
mkdirSync(out, { recursive: true });
if (results.preview !== undefined) writePreviewChart(results.preview, `${out}/preview.png`);
writeFileSync(`${out}/latest.json`, `${JSON.stringify(results, null, 2)}\n`);
const lines = [
  `# Benchmark ${results.date}${quick ? ' (quick)' : ''}`,
  '',
  `Machine: ${machine.cpus} × ${machine.cpuModel}, ${machine.memoryGiB} GiB, Node ${machine.node}; ` +
    `load average (1 min) ${machine.loadAtStart} at the start, ${machine.loadAtEnd} at the end ` +
    `(${machine.cpus} cores: above ${machine.cpus} the figures are slowed by other work on the machine); ` +
    `pages drawn by ${machine.renderer}`,
  '',
  ...(results.model === undefined
    ? []
    : [
        '| figure | median | p95 | runs |',
        '| --- | --- | --- | --- |',
        ...Object.entries(results.model).map(
          ([name, s]) => `| ${name} | ${s.median} | ${s.p95} | ${s.runs} |`,
        ),
        '',
      ]),
  ...(results.server === undefined ? [] : [...serverMarkdown(results.server), '']),
  ...(results.upload === undefined ? [] : uploadMarkdown(results.upload)),
  ...(results.preview === undefined ? [] : previewMarkdown(results.preview)),
  ...(results.export === undefined ? [] : exportMarkdown(results.export)),
  ...(results.peers === undefined ? [] : peersMarkdown(results.peers)),
  ...(results.render === undefined ? [] : renderMarkdown(results.render)),
];
writeFileSync(`${out}/latest.md`, lines.join('\n'));
console.log(lines.join('\n'));
