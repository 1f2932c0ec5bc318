/**
 * What the page sees of an export: its progress while it runs and the file it made. The export itself runs
 * in a worker of its own (src/worker/export) with its own renderer, so the editor stays usable meanwhile.
 */
import type { ExportOptions } from '../../shared/export/options.ts';

export type ExportPhase = 'preparing' | 'rendering' | 'finishing';

export interface ExportProgress {
  phase: ExportPhase;
  framesDone: number;
  framesTotal: number;
  /** 0..1 over the whole export (loading media counts as the first few percent). */
  fraction: number;
  /** Frames encoded per second over the last seconds (0 before the first frames). */
  fps: number;
  /** Estimated seconds until done, or null while there is nothing to estimate from. */
  secondsLeft: number | null;
}

export interface ExportResult {
  /** The video file; its type is the container's MIME type (video/mp4, video/webm). */
  blob: Blob;
  container: ExportOptions['container'];
  /** The encoders used, e.g. 'H.264 High (avc1.640028)', 'AAC'; audioCodec null when the video is silent. */
  videoCodec: string;
  audioCodec: string | null;
  width: number;
  height: number;
  fps: number;
  frames: number;
  /** Seconds of video. */
  duration: number;
  /** What was drawn or heard differently from the preview: covers shown for undecodable videos, sounds left out. */
  notes: string[];
  /** Milliseconds from start to finish. */
  elapsedMs: number;
}

/** Options of one export run: the export options, plus how to follow and stop it. */
export interface ExportRunOptions extends Partial<ExportOptions> {
  signal?: AbortSignal;
  onProgress?: (progress: ExportProgress) => void;
}

/** The exported video as kept in the creator's library on the local API. */
export interface LibraryVideo {
  key: string;
  /** A URL that stays valid (the upload's static URL). */
  url: string;
  coverUrl: string;
}
