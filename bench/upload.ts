/**
 * Upload memory benchmark: the API in a process of its own (upload/server-process.ts) takes five concurrent
 * 150 MiB video uploads over HTTP on 127.0.0.1, and its resident memory (VmRSS in /proc, sampled every 20 ms)
 * is compared with what it held just before. Uploads stream to disk, so the growth should stay near the
 * streams' buffers (target: at most about 100 MB), not the 750 MiB sent.
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { findServerFfmpeg } from '../src/server/media/ffmpeg-path.ts';
import { rssMB, startNodeChild } from './child-process.ts';
import { sendUpload, type PaddedVideo } from './upload/multipart.ts';

const MIB = 1024 * 1024;

export interface UploadBench {
  uploads: number;
  /** Each upload's size, MiB. */
  sizeMiB: number;
  /** The answers' codes (200: stored). */
  codes: number[];
  /** The server's resident memory just before the uploads, MB. */
  rssBeforeMB: number;
  /** The most it held while they ran, MB. */
  rssPeakMB: number;
  /** Peak − before, MB: what the uploads cost in memory. */
  rssGrowthMB: number;
  wallS: number;
  /** MiB received per second, all uploads together. */
  throughputMiBs: number;
}

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/** A one-second H.264 MP4 made with ffmpeg: the real start of every benchmark upload. */
function smallMp4(dir: string): Uint8Array {
  const ffmpeg = findServerFfmpeg();
  if (!('path' in ffmpeg)) throw new Error(`bench upload: needs ffmpeg (${ffmpeg.missing})`);
  const out = join(dir, 'start.mp4');
  const args = ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=s=320x240:r=30:d=1'];
  const result = spawnSync(ffmpeg.path, [...args, '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-y', out]);
  if (result.status !== 0) throw new Error(`bench upload: ffmpeg failed: ${result.stderr.toString()}`);
  return readFileSync(out);
}

async function startServer(dataDir: string): Promise<{ child: ChildProcess; base: string }> {
  const { child, ready: port } = await startNodeChild(['bench/upload/server-process.ts', dataDir], {
    ready: (line) => (line.startsWith('{') ? (JSON.parse(line) as { port: number }).port : undefined),
  });
  return { child, base: `http://127.0.0.1:${port}` };
}

async function signUp(base: string): Promise<string> {
  const response = await fetch(`${base}/api/user/sign-up`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'upload-bench@example.com', password: 'bench-password', name: 'Bench' }),
  });
  const answer = (await response.json()) as { code: number; data: { access_token: string } };
  if (answer.code !== 200) throw new Error(`bench upload: sign-up answered ${answer.code}`);
  return answer.data.access_token;
}

/** Samples the server's RSS until `work` settles; the highest sample. */
async function peakWhile<T>(pid: number, work: Promise<T>): Promise<{ result: T; peak: number }> {
  let peak = rssMB(pid);
  const timer = setInterval(() => (peak = Math.max(peak, rssMB(pid))), 20);
  try {
    return { result: await work, peak };
  } finally {
    clearInterval(timer);
    peak = Math.max(peak, rssMB(pid));
  }
}

export async function runUploadBench(quick: boolean): Promise<UploadBench> {
  const dir = mkdtempSync(join(tmpdir(), 'clipwright-bench-upload-'));
  const mp4 = smallMp4(dir);
  const { child, base } = await startServer(join(dir, 'data'));
  try {
    const token = await signUp(base);
    const url = `${base}/ai/source/upload`;
    // Warm-up: the upload path, the parser and the probe are loaded before memory is measured.
    const warm = await sendUpload(url, token, { mp4, size: mp4.length }, 'warm.mp4');
    if (warm !== 200) throw new Error(`bench upload: the warm-up upload answered ${warm}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const uploads = 5;
    const video: PaddedVideo = { mp4, size: (quick ? 50 : 150) * MIB };
    const before = rssMB(child.pid!);
    const started = performance.now();
    const sends = Array.from({ length: uploads }, (_, i) => sendUpload(url, token, video, `big-${i}.mp4`));
    const { result: codes, peak } = await peakWhile(child.pid!, Promise.all(sends));
    const wallS = (performance.now() - started) / 1000;
    return {
      uploads,
      sizeMiB: video.size / MIB,
      codes,
      rssBeforeMB: round(before),
      rssPeakMB: round(peak),
      rssGrowthMB: round(peak - before),
      wallS: round(wallS, 2),
      throughputMiBs: round((uploads * video.size) / MIB / wallS),
    };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The markdown section of bench/results/latest.md. */
export function uploadMarkdown(bench: UploadBench): string[] {
  return [
    '## Uploads',
    '',
    `${bench.uploads} concurrent uploads of a ${bench.sizeMiB} MiB video to \`POST /ai/source/upload\` ` +
      '(the server in its own process; its resident memory sampled every 20 ms). Target: growth ≤ ~100 MB.',
    '',
    '| figure | value |',
    '| --- | --- |',
    `| server RSS before (MB) | ${bench.rssBeforeMB} |`,
    `| server RSS peak during the uploads (MB) | ${bench.rssPeakMB} |`,
    `| **growth (MB)** | **${bench.rssGrowthMB}** |`,
    `| wall time (s) | ${bench.wallS} |`,
    `| received (MiB/s, all uploads) | ${bench.throughputMiBs} |`,
    `| answers | ${bench.codes.join(', ')} |`,
    '',
  ];
}
