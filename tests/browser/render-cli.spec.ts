/**
 * `npm run render`: a project file rendered on this machine by the command line, through headless Chromium
 * and the app's own export. The file is read back and compared with the preview renderer's grabs; bad input
 * and a cancel end with their exit codes and leave no file.
 */
import { expect, test } from '@playwright/test';
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { call, openExportHarness, type Harness } from './export-harness.ts';

const FIXTURE = 'tests/fixtures/render/two-scenes.json';

interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the render command; `onStderr` sees its progress lines as they come. */
function renderCli(args: string[], onStderr?: (text: string, kill: () => void) => void): Promise<CliRun> {
  return new Promise((resolve) => {
    const child = spawn('node', ['--import', 'tsx', 'src/server/render/cli.ts', ...args], {
      env: { ...process.env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString();
      onStderr?.(stderr, () => child.kill('SIGINT'));
    });
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const closeTo = (a: number[], b: number[], tolerance = 24) =>
  a.every((value, i) => Math.abs(value - (b[i] ?? 0)) <= tolerance);

test.describe.configure({ timeout: 180_000 });

test('renders a project file to MP4: codec, size, frames and both scenes as the preview draws them', async ({
  page,
}) => {
  const dir = mkdtempSync(join(tmpdir(), 'render-cli-'));
  const out = join(dir, 'two scenes.mp4');
  const run = await renderCli([FIXTURE, '-o', out, '--width', '640', '--height', '360', '--fps', '25']);
  expect(run.stderr).toContain('100%');
  expect(run.code, run.stderr).toBe(0);
  expect(run.stdout).toMatch(/Wrote .*640×360, 25 fps, 50 frames/);
  expect(readdirSync(dir)).toEqual(['two scenes.mp4']);

  await openExportHarness(page);
  const project = JSON.parse(readFileSync(FIXTURE, 'utf8')) as unknown;
  await call(page, 'useFile', readFileSync(out).toString('base64'), 'video/mp4', project);
  const probe = await page.evaluate(() => (window.harness as Harness).probe());
  expect(probe).toMatchObject({ mimeType: expect.stringContaining('video/mp4'), width: 640, height: 360 });
  expect(String(probe.videoCodec)).toMatch(/^avc1\./);
  expect(probe.packets).toBe(50);
  expect(probe.duration).toBeCloseTo(2, 1);
  // Scene one: red, a white square in the middle; scene two: blue. Project points (1920×1080) at 1/3 scale.
  const points: Array<[number, number]> = [
    [320, 180],
    [40, 40],
  ];
  const first = await call<[number, Array<[number, number]>], { exported: number[][]; grabbed: number[][] }>(
    page,
    'compare',
    0.5,
    points,
  );
  expect(closeTo(first.exported[0] ?? [], [255, 255, 255]), JSON.stringify(first)).toBe(true);
  expect(closeTo(first.exported[1] ?? [], [224, 32, 32]), JSON.stringify(first)).toBe(true);
  first.exported.forEach((rgb, i) => expect(closeTo(rgb, first.grabbed[i] ?? [], 12)).toBe(true));
  const second = await call<[number, Array<[number, number]>], { exported: number[][]; grabbed: number[][] }>(
    page,
    'compare',
    1.6,
    points,
  );
  expect(closeTo(second.exported[1] ?? [], [32, 64, 224]), JSON.stringify(second)).toBe(true);
  second.exported.forEach((rgb, i) => expect(closeTo(rgb, second.grabbed[i] ?? [], 12)).toBe(true));
});

test('bad input ends with exit code 2 and a message naming the file, the option or the field', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'render-cli-bad-'));
  const broken = join(dir, 'broken.json');
  writeFileSync(broken, '{"layout": "landscape", "clips": [');
  const missing = join(dir, 'missing.json');
  const project = JSON.parse(readFileSync(FIXTURE, 'utf8')) as { clips: Array<{ layers: unknown[] }> };
  project.clips[0]?.layers.push({
    id: 'picture',
    type: 'object',
    property: {
      type: 'CustomImage',
      _staticUrl: '/media/public/no-such-picture.png',
      width: 100,
      height: 100,
    },
  });
  writeFileSync(missing, JSON.stringify(project));

  const json = await renderCli([broken, '-o', join(dir, 'a.mp4')]);
  expect(json.code).toBe(2);
  expect(json.stderr).toContain(`the project file '${broken}' is not valid JSON`);
  const option = await renderCli([FIXTURE, '-o', join(dir, 'a.mp4'), '--container', 'avi']);
  expect(option.code).toBe(2);
  expect(option.stderr).toContain("--container must be one of mp4, webm, got 'avi'");
  const odd = await renderCli([FIXTURE, '-o', join(dir, 'a.mp4'), '--width', '641', '--height', '360']);
  expect(odd.code).toBe(2);
  expect(odd.stderr).toMatch(/width.*641/);
  const media = await renderCli([missing, '-o', join(dir, 'a.mp4')]);
  expect(media.code).toBe(2);
  expect(media.stderr).toContain(
    "clips[0].layers[1].property._staticUrl: no stored media 'public/no-such-picture.png'",
  );
  expect(readdirSync(dir).sort()).toEqual(['broken.json', 'missing.json']);
});

test('Ctrl+C mid-render cancels: exit code 130 and no file, not even a partial one', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'render-cli-cancel-'));
  const long = join(dir, 'long.json');
  const project = JSON.parse(readFileSync(FIXTURE, 'utf8')) as { clips: Array<{ duration: number }> };
  for (const scene of project.clips) scene.duration = 20;
  writeFileSync(long, JSON.stringify(project));
  let killed = false;
  const run = await renderCli([long, '-o', join(dir, 'long.mp4'), '--fps', '30'], (text, kill) => {
    if (!killed && /rendering +\d+\/\d+ frames/.test(text)) {
      killed = true;
      kill();
    }
  });
  expect(killed, run.stderr).toBe(true);
  expect(run.code, run.stderr).toBe(130);
  expect(run.stderr).toContain('the render was cancelled');
  expect(readdirSync(dir)).toEqual(['long.json']);
});
