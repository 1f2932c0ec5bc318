/**
 * `npm run bench [-- --quick]`: runs the benchmarks and writes bench/results/latest.json and a markdown
 * summary. Figures are medians measured in this one run (these machines are shared and noisy: compare
 * ratios within a run, not absolute numbers across runs).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { previewMarkdown, runPreviewBench, writePreviewChart } from './browser/preview.ts';
import { runModelBench } from './model.ts';
import { runServerBench, serverMarkdown } from './server.ts';

const quick = process.argv.includes('--quick');
const machine = {
  cpus: cpus().length,
  cpuModel: cpus()[0]?.model ?? 'unknown',
  memoryGiB: Math.round(totalmem() / 2 ** 30),
  node: process.version,
};
const results = {
  date: new Date().toISOString(),
  quick,
  machine,
  model: runModelBench(quick),
  server: await runServerBench(quick),
  preview: await runPreviewBench(quick),
};

mkdirSync('bench/results', { recursive: true });
writePreviewChart(results.preview, 'bench/results/preview.png');
writeFileSync('bench/results/latest.json', `${JSON.stringify(results, null, 2)}\n`);
const lines = [
  `# Benchmark ${results.date}${quick ? ' (quick)' : ''}`,
  '',
  `Machine: ${machine.cpus} × ${machine.cpuModel}, ${machine.memoryGiB} GiB, Node ${machine.node}`,
  '',
  '| figure | median | p95 | runs |',
  '| --- | --- | --- | --- |',
  ...Object.entries(results.model).map(([name, s]) => `| ${name} | ${s.median} | ${s.p95} | ${s.runs} |`),
  '',
  ...serverMarkdown(results.server),
  '',
  ...previewMarkdown(results.preview),
];
writeFileSync('bench/results/latest.md', lines.join('\n'));
console.log(lines.join('\n'));
