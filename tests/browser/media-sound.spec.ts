/**
 * Real-world audio files (tests/media/sound-rows.ts, made by ffmpeg) as a scene's uploaded narration: the
 * exported file has the tone at the right level where the file has it, silence where it has none, and the
 * tone starting on time, for every channel layout, sample rate and codec. The export mixes with the same
 * code the preview plays with (the sound is decoded by the browser and scheduled by startPlannedSound on an
 * offline context instead of the live one), so the preview hears what the file holds. The files are
 * exported one after another in one page, as a creator exports again: each export's sound is on time (the
 * second and later ones were once one AAC frame, 21 ms, late). The exported sound is read back by ffmpeg.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { ffmpeg } from '../media/ffmpeg.ts';
import { SOUND_ROWS, soundFixture } from '../media/sound-rows.ts';
import type { SoundRow } from '../media/sound-rows.ts';
import { call, openExportHarness, type RunResult } from './export-harness.ts';

const dB = (rms: number): number => 20 * Math.log10(Math.max(rms, 1e-9));

function narrated(url: string) {
  return {
    layout: 'landscape',
    clips: [
      {
        bgColor: '#203040',
        duration: 2,
        speech: {
          type: 'upload',
          uploadVoice: { name: 'tone', key: '', staticUrl: url, duration: 2 },
          duration: 2,
        },
        layers: [],
      },
    ],
  };
}

interface Levels {
  tone: number[];
  silence: number[];
  /** When the second tone (at 1.0 s in the file) starts in the export. */
  onset: number;
}

/** The exported file's sound, decoded by ffmpeg (an independent decoder) to 48 kHz mono samples. */
async function exportedSound(page: Page): Promise<Float32Array> {
  const dir = mkdtempSync(join(tmpdir(), 'export-sound-'));
  const file = join(dir, 'export.mp4');
  writeFileSync(file, Buffer.from(await call<[], string>(page, 'lastFileBase64'), 'base64'));
  const pcm = ffmpeg(['-i', file, '-vn', '-af', 'pan=mono|c0=c0', '-ar', String(RATE), '-f', 'f32le', '-']);
  return new Float32Array(pcm.buffer, pcm.byteOffset, pcm.byteLength / 4);
}

const RATE = 48000;

/** RMS of the samples between two times (s). Mono downmix of a stereo tone keeps its level. */
function rms(samples: Float32Array, from: number, to: number): number {
  const part = samples.subarray(Math.round(from * RATE), Math.round(to * RATE));
  let sum = 0;
  for (const v of part) sum += v * v;
  return part.length === 0 ? 0 : Math.sqrt(sum / part.length);
}

async function levelsOf(page: Page, row: SoundRow): Promise<Levels> {
  await page.route(`**/fixtures/${row.name}`, (route) =>
    route.fulfill({ body: readFileSync(soundFixture(row)), contentType: 'application/octet-stream' }),
  );
  const result = await call<[unknown, unknown, unknown], RunResult>(
    page,
    'run',
    narrated(`/fixtures/${row.name}`),
    { width: 320, height: 180, fps: 25 },
    { target: 'memory' },
  );
  expect(result, `${row.name}: ${result.message ?? ''}`).toMatchObject({
    ok: true,
    audioCodec: expect.stringMatching(/^AAC/),
  });
  const sound = await exportedSound(page);
  const tone = [rms(sound, 0.1, 0.4), rms(sound, 1.1, 1.4)];
  const silence = [rms(sound, 0.6, 0.9), rms(sound, 1.6, 1.9)];
  // The first millisecond after 0.9 s whose level passes half the tone's: the second tone's start.
  let onset = Number.NaN;
  for (let ms = 900; ms < 1100; ms++) {
    if (rms(sound, ms / 1000, (ms + 1) / 1000) > tone[1]! / 2) {
      onset = ms / 1000;
      break;
    }
  }
  return { tone, silence, onset };
}

test('every audio file is mixed at its level, silent where it is silent, and on time', async ({ page }) => {
  test.setTimeout(240_000);
  await openExportHarness(page);
  const report: string[] = [];
  const levels = new Map<string, Levels>();
  for (const row of SOUND_ROWS) {
    const found = await levelsOf(page, row);
    levels.set(row.name, found);
    report.push(
      `${row.name}: tone ${found.tone.map((v) => dB(v).toFixed(1)).join(' / ')} dBFS, silence ` +
        `${found.silence.map((v) => dB(v).toFixed(1)).join(' / ')} dBFS, second tone at ${found.onset.toFixed(3)} s`,
    );
  }
  console.log(report.join('\n'));
  const baseline = dB(levels.get(SOUND_ROWS[0]!.name)!.tone[0]!);
  // The tone of amplitude 0.5 (−9 dBFS RMS) is narration at full volume: the baseline is near it.
  expect(Math.abs(baseline - -9)).toBeLessThan(3);
  for (const row of SOUND_ROWS) {
    const found = levels.get(row.name)!;
    for (const tone of found.tone)
      expect(Math.abs(dB(tone) - (baseline + row.relativeDb)), `${row.name}: the tone's level`).toBeLessThan(
        1.5,
      );
    for (const silence of found.silence) expect(dB(silence), `${row.name}: silence`).toBeLessThan(-50);
    expect(Math.abs(found.onset - 1), `${row.name}: when the second tone starts`).toBeLessThan(0.01);
  }
});

/** Calls a function of the preview harness (harness/preview.ts) in the page. */
function preview(page: Page, name: string, ...args: unknown[]): Promise<unknown> {
  return page.evaluate(
    ([n, a]) =>
      ((window.harness as Record<string, unknown>)[n as string] as (...x: unknown[]) => unknown)(
        ...(a as unknown[]),
      ),
    [name, args] as const,
  );
}

test('the preview plays every audio file: both tones heard, one second apart', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/harness/preview.html');
  await page.waitForFunction(() => window.harness !== undefined);
  // A click is the user gesture that lets the AudioContext run.
  await page.mouse.click(5, 5);
  await preview(page, 'start', 480, 270, true);
  // The preview's output, tapped: the context time of each tone's first sample above 0.25.
  await preview(page, 'tapClicks');
  const report: string[] = [];
  for (const row of SOUND_ROWS) {
    await page.route(`**/fixtures/${row.name}`, (route) =>
      route.fulfill({ body: readFileSync(soundFixture(row)), contentType: 'application/octet-stream' }),
    );
    await preview(page, 'load', narrated(`/fixtures/${row.name}`));
    expect(await preview(page, 'problems'), row.name).toEqual([]);
    const before = ((await preview(page, 'heardClicks')) as number[]).length;
    await preview(page, 'play', 0);
    await expect.poll(() => preview(page, 'state'), { timeout: 10_000 }).toBe('ended');
    const heard = ((await preview(page, 'heardClicks')) as number[]).slice(before);
    report.push(`${row.name}: tones heard at ${heard.map((t) => t.toFixed(4)).join(', ')} (context time)`);
    expect(heard, `${row.name}: the two tones`).toHaveLength(2);
    // A file resampled at the wrong rate would stretch this (96 kHz played as 48 kHz: two seconds).
    expect(Math.abs(heard[1]! - heard[0]! - 1), `${row.name}: one second between the tones`).toBeLessThan(
      0.003,
    );
  }
  console.log(report.join('\n'));
});
