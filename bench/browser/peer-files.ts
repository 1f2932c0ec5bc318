/**
 * Reads an exported file back and checks what came out, the way a viewer would see it: ffprobe for its
 * streams, the music's loudness, and decoded frames checked at known points of the heavy project
 * (bench/project/heavy.ts) for each layer kind — the shapes' colours, white text in the text boxes, moving
 * pictures in the video boxes and behind them (background video), a picture over the flat background colour
 * where the avatar and the sticker stand. One PNG per checked time is kept next to the file to look at.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Page } from 'playwright-core';
import { findFfmpeg } from '../../scripts/find-ffmpeg.mjs';
import { HEAVY_CLIP_SECONDS } from '../project/heavy.ts';

/** Bytes per page.evaluate answer when the file comes back from the page. */
const CHUNK = 4 * 2 ** 20;
/** Largest per-channel difference from an expected colour after H.264 and 4:2:0 chroma. */
const COLOUR_TOLERANCE = 40;

export interface FileCheck {
  what: string;
  ok: boolean;
  detail: string;
}

export interface FileReport {
  path: string;
  bytes: number;
  video: string | null;
  audio: string | null;
  /** Mean loudness of the sound track, dB (null without one). */
  meanVolumeDb: number | null;
  checks: FileCheck[];
  shots: string[];
}

/** The page functions that hand an exporter's last file back: ours, Remotion's, Diffusion Studio's. */
export type FileChunk = 'lastExportChunk' | 'remotionFileChunk' | 'diffusionFileChunk';

/** Copies the page's last file (read through `chunk(offset, length)` → base64) to `path`. */
export async function saveFromPage(page: Page, chunk: FileChunk, bytes: number, path: string): Promise<void> {
  const parts: Buffer[] = [];
  for (let offset = 0; offset < bytes; offset += CHUNK) {
    const base64 = await page.evaluate(
      ([name, at, length]) =>
        (window.harness as Record<string, (a: number, b: number) => Promise<string>>)[name]?.(at, length),
      [chunk, offset, CHUNK] as const,
    );
    if (typeof base64 !== 'string') throw new Error(`bench: the page has no ${chunk}`);
    parts.push(Buffer.from(base64, 'base64'));
  }
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, Buffer.concat(parts));
}

function tool(program: string, args: string[]): Buffer {
  const result = spawnSync(program, args, { maxBuffer: 256 * 2 ** 20 });
  if (result.status !== 0)
    throw new Error(`${program} ${args.join(' ')} failed: ${result.stderr.toString().slice(-400)}`);
  return result.stdout;
}

const ffmpeg = () => findFfmpeg();
const ffprobe = () => join(dirname(ffmpeg()), 'ffprobe');

interface Stream {
  codec_type: string;
  codec_name: string;
  width?: number;
  height?: number;
}

function streams(path: string): Stream[] {
  const out = tool(ffprobe(), ['-v', 'error', '-show_streams', '-of', 'json', path]).toString();
  return (JSON.parse(out) as { streams: Stream[] }).streams;
}

function meanVolume(path: string): number | null {
  const result = spawnSync(ffmpeg(), [
    '-hide_banner',
    '-i',
    path,
    '-vn',
    '-af',
    'volumedetect',
    '-f',
    'null',
    '-',
  ]);
  const match = /mean_volume: (-?[\d.]+) dB/.exec(result.stderr.toString());
  return match === null ? null : Number(match[1]);
}

/** One decoded frame at t as RGB bytes. */
function frameAt(path: string, t: number, width: number, height: number): Buffer {
  const args = ['-v', 'error', '-ss', String(t), '-i', path, '-frames:v', '1', '-f', 'rawvideo'];
  const raw = tool(ffmpeg(), [...args, '-pix_fmt', 'rgb24', '-']);
  if (raw.length < width * height * 3) throw new Error(`bench: no frame at ${t} s in ${path}`);
  return raw;
}

type Rgb = [number, number, number];
/** A region in project pixels (1920×1080). */
type Region = [x0: number, y0: number, x1: number, y1: number];

const hex = (colour: string): Rgb => [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16)) as Rgb;

class Frame {
  constructor(
    readonly rgb: Buffer,
    readonly width: number,
    readonly height: number,
  ) {}

  /** Every pixel of a project-space region, in this frame's size. */
  *pixels([x0, y0, x1, y1]: Region): Generator<Rgb> {
    const k = this.width / 1920;
    for (let y = Math.round(y0 * k); y < Math.round(y1 * k); y++)
      for (let x = Math.round(x0 * k); x < Math.round(x1 * k); x++) {
        const i = (y * this.width + x) * 3;
        yield [this.rgb[i] ?? 0, this.rgb[i + 1] ?? 0, this.rgb[i + 2] ?? 0];
      }
  }

  mean(region: Region): Rgb {
    const sum: Rgb = [0, 0, 0];
    let n = 0;
    for (const p of this.pixels(region)) {
      for (let c = 0; c < 3; c++) sum[c] = (sum[c] as number) + (p[c] as number);
      n++;
    }
    return sum.map((v) => Math.round(v / Math.max(1, n))) as Rgb;
  }

  /** Share of the region's pixels for which `test` holds. */
  share(region: Region, test: (p: Rgb) => boolean): number {
    let yes = 0;
    let n = 0;
    for (const p of this.pixels(region)) {
      n++;
      if (test(p)) yes++;
    }
    return yes / Math.max(1, n);
  }
}

const far = (a: Rgb, b: Rgb) =>
  Math.max(...a.map((v, i) => Math.abs(v - (b[i] as number)))) > COLOUR_TOLERANCE;
const show = (c: Rgb) => `rgb(${c.join(',')})`;

/** Mean absolute difference between two frames over a region (0–255): motion shows as a few units or more. */
function motion(a: Frame, b: Frame, region: Region): number {
  const second = [...b.pixels(region)];
  let sum = 0;
  let i = 0;
  for (const p of a.pixels(region)) {
    const q = second[i++] as Rgb;
    sum += (Math.abs(p[0] - q[0]) + Math.abs(p[1] - q[1]) + Math.abs(p[2] - q[2])) / 3;
  }
  return sum / Math.max(1, i);
}

/** The heavy project's boxes (bench/project/heavy.ts), shrunk a little so edges and motion stay inside. */
const AT = {
  /** The rectangle's right end: Diffusion Studio's watermark covers its left part at every export size. */
  rect: [415, 55, 432, 85] as Region,
  circle: [1810, 70, 1830, 90] as Region,
  star: [1350, 790, 1370, 810] as Region,
  text: [80, 680, 1180, 770] as Region,
  videoA: [100, 180, 900, 595] as Region,
  videoB: [1020, 180, 1820, 595] as Region,
  /** Between the top shapes and the videos: only the background shows there. */
  background: [620, 15, 1740, 125] as Region,
  avatar: [1520, 600, 1846, 1060] as Region,
  sticker: [480, 10, 600, 130] as Region,
};
const COLOURS = { rect: '#f59e0b', circle: '#10b981', star: '#ef4444', clip1Background: '#7c2d12' };

function layerChecks(a: Frame, b: Frame, flat: Frame | null): FileCheck[] {
  const colour = (what: keyof typeof COLOURS & ('rect' | 'circle' | 'star')): FileCheck => {
    const got = a.mean(AT[what]);
    return { what, ok: !far(got, hex(COLOURS[what])), detail: `${show(got)} for ${COLOURS[what]}` };
  };
  const moving = (what: 'videoA' | 'videoB' | 'background'): FileCheck => {
    const m = motion(a, b, AT[what]);
    return { what: `${what} (moves)`, ok: m > 2, detail: `mean change over 0.5 s ${m.toFixed(1)}` };
  };
  const white = a.share(AT.text, (p) => p.every((v) => v > 200));
  const checks = [
    colour('rect'),
    colour('circle'),
    colour('star'),
    { what: 'text', ok: white > 0.02, detail: `${(white * 100).toFixed(1)}% white pixels in the text box` },
    moving('videoA'),
    moving('videoB'),
    moving('background'),
  ];
  if (flat === null) return checks;
  // Clip 2 has a flat background colour: the avatar and the sticker must cover part of their boxes.
  const bg = hex(COLOURS.clip1Background);
  const cover = (what: 'avatar' | 'sticker'): FileCheck => {
    const s = flat.share(AT[what], (p) => far(p, bg));
    return { what, ok: s > 0.1, detail: `${(s * 100).toFixed(0)}% of its box differs from the background` };
  };
  const plain = flat.mean(AT.background);
  return [
    ...checks,
    cover('avatar'),
    cover('sticker'),
    {
      what: 'background colour (clip 2)',
      ok: !far(plain, bg),
      detail: `${show(plain)} for ${COLOURS.clip1Background}`,
    },
  ];
}

/** Probes the file at `path` (the heavy project's first `clips` clips) and checks its layers and sound. */
export function checkFile(path: string, clips: number): FileReport {
  const all = streams(path);
  const video = all.find((s) => s.codec_type === 'video');
  const audio = all.find((s) => s.codec_type === 'audio');
  const width = video?.width ?? 0;
  const height = video?.height ?? 0;
  const report: FileReport = {
    path,
    bytes: statSync(path).size,
    video: video === undefined ? null : `${video.codec_name} ${width}×${height}`,
    audio: audio?.codec_name ?? null,
    meanVolumeDb: audio === undefined ? null : meanVolume(path),
    checks: [],
    shots: [],
  };
  if (video === undefined) return report;
  // Mid-clip: every text has entered and none has started leaving.
  const t = 2.5;
  const frame = (at: number) => new Frame(frameAt(path, at, width, height), width, height);
  const flat = clips > 1 ? frame(HEAVY_CLIP_SECONDS + t) : null;
  report.checks = layerChecks(frame(t), frame(t + 0.5), flat);
  report.checks.push({
    what: 'music',
    ok: report.meanVolumeDb !== null && report.meanVolumeDb > -50,
    detail: report.meanVolumeDb === null ? 'no sound track' : `mean volume ${report.meanVolumeDb} dB`,
  });
  // Shots to look at: mid clip 1, the first transition half-way, mid clip 2.
  const times = clips > 1 ? [t, HEAVY_CLIP_SECONDS - 0.4, HEAVY_CLIP_SECONDS + t] : [t];
  for (const at of times) {
    const png = path.replace(/\.mp4$/, `-t${at}.png`);
    tool(ffmpeg(), ['-v', 'error', '-y', '-ss', String(at), '-i', path, '-frames:v', '1', png]);
    report.shots.push(png);
  }
  return report;
}
