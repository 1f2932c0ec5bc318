import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The demo stock videos: H.264 MP4 files with 1 s key frames at several widths, made by
 * `scripts/generate-demo-videos.ts` (WebCodecs in headless Chromium: a fresh machine has no H.264 encoder
 * of its own) and committed beside this file with `manifest.json`.
 */
export interface StockVideoFile {
  width: number;
  height: number;
  /** Absolute path of the MP4 file. */
  path: string;
}

export interface StockVideo {
  /** The id `GET /ai/pexels/info?id=` answers for. */
  id: number;
  title: string;
  durationSeconds: number;
  fps: number;
  hasAudio: boolean;
  /** Widest first. */
  files: StockVideoFile[];
  /** Absolute path of a JPEG or PNG cover (the first frame). */
  coverPath: string;
}

interface ManifestEntry extends Omit<StockVideo, 'files' | 'coverPath'> {
  files: Array<{ width: number; height: number; file: string }>;
  cover: string;
}

export const STOCK_VIDEO_DIR = join(dirname(fileURLToPath(import.meta.url)), 'files');
const MANIFEST = join(STOCK_VIDEO_DIR, 'manifest.json');

/** The committed stock videos; empty when they have not been generated. */
export function listStockVideos(): StockVideo[] {
  if (!existsSync(MANIFEST)) return [];
  const entries = JSON.parse(readFileSync(MANIFEST, 'utf8')) as ManifestEntry[];
  return entries.map(({ files, cover, ...rest }) => ({
    ...rest,
    files: files
      .map((f) => ({ width: f.width, height: f.height, path: join(STOCK_VIDEO_DIR, f.file) }))
      .sort((a, b) => b.width - a.width),
    coverPath: join(STOCK_VIDEO_DIR, cover),
  }));
}
