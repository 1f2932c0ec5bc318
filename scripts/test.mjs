// The test command (`npm test`): typecheck, lint, format check, Vitest, the Playwright browser tests against
// the built app, then a 30-second soak of the API. Ends with one summary line 'N passed, N failed' over both
// test runners.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { findChromium } from './find-chromium.mjs';
import { findFfmpeg } from './find-ffmpeg.mjs';
import { findRedisServer } from './find-redis.mjs';

const TYPECHECK_PROJECTS = ['src/shared', 'src/canvas', 'src/worker', 'src/ui', 'src/server', 'harness', '.'];
const failures = [];

function step(name, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    failures.push(name);
    console.log(`✖ ${name} failed (${seconds} s)`);
    return false;
  }
  console.log(`✔ ${name} (${seconds} s)`);
  return true;
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

const only = process.argv.slice(2);
const wants = (name) => only.length === 0 || only.includes(name);

rmSync('test-results', { recursive: true, force: true });
mkdirSync('test-results', { recursive: true });

if (wants('typecheck')) {
  for (const project of TYPECHECK_PROJECTS) step(`typecheck ${project}`, 'npx', ['tsc', '-p', project]);
}
if (wants('lint')) step('lint', 'npx', ['eslint', '--max-warnings=0', '.']);
if (wants('format')) step('format', 'npx', ['prettier', '--check', '--log-level=warn', '.']);

let passed = 0;
let failed = 0;
let skipped = 0;

// The media tests (unit and browser) make their fixture files with ffmpeg, and the server converts uploads
// with it; installed here the way Chromium is.
let ffmpeg;
if (wants('unit') || wants('browser') || wants('soak')) {
  try {
    ffmpeg = findFfmpeg();
  } catch (error) {
    console.error(`\n✖ ${error.message}`);
    failures.push('tests (no ffmpeg)');
  }
}

if (wants('unit')) {
  step(
    'unit tests (vitest)',
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile=test-results/vitest.json'],
    ffmpeg === undefined ? {} : { FFMPEG_PATH: ffmpeg },
  );
  const report = readJson('test-results/vitest.json');
  if (report === undefined) failures.push('vitest report missing');
  else {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  }
}

if (wants('browser')) {
  let chromium;
  try {
    chromium = findChromium();
  } catch (error) {
    console.error(`\n✖ ${error.message}`);
    failures.push('browser tests (no Chromium)');
  }
  // The scale-out tests start a real redis-server; installed here the way Chromium is.
  let redis;
  try {
    redis = findRedisServer();
  } catch (error) {
    console.error(`\n✖ ${error.message}`);
    failures.push('browser tests (no redis-server)');
  }
  if (
    chromium !== undefined &&
    redis !== undefined &&
    ffmpeg !== undefined &&
    step('build', 'npx', ['vite', 'build', '--logLevel', 'warn'])
  ) {
    step('browser tests (playwright)', 'npx', ['playwright', 'test'], {
      CLIPWRIGHT_CHROMIUM: chromium,
      REDIS_SERVER_PATH: redis,
      FFMPEG_PATH: ffmpeg,
    });
    const report = readJson('test-results/playwright.json');
    if (report === undefined) failures.push('playwright report missing');
    else {
      passed += report.stats.expected;
      failed += report.stats.unexpected + report.stats.flaky;
      skipped += report.stats.skipped;
    }
  }
}

// The soak test at CI size (docs/soak.md): the API under random valid and malformed calls from several
// accounts, SIGKILLed and restarted half-way; it renders with the app built above (built first when missing).
if (wants('soak')) {
  let chromium;
  try {
    chromium = findChromium();
  } catch (error) {
    console.error(`\n✖ ${error.message}`);
    failures.push('soak (no Chromium)');
  }
  if (chromium !== undefined && ffmpeg !== undefined)
    step('soak (30 s)', 'node', ['--import', 'tsx', 'soak/run.ts', '--minutes', '0.5'], {
      CLIPWRIGHT_CHROMIUM: chromium,
      FFMPEG_PATH: ffmpeg,
    });
}

console.log('');
if (failures.length > 0) console.log(`failed steps: ${failures.join(', ')}`);
console.log(`tests: ${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`);
process.exit(failures.length > 0 || failed > 0 ? 1 : 0);
