/**
 * Server rendering drives a page of the built app (render.html) in headless Chromium: the page runs the very
 * export the editor runs (same worker renderer, encoders and muxer) and sends the file back to the process
 * that drives it. These are the messages between the two; they cross as plain JSON.
 */
import type { AccountTier, ExportOptions } from '../export/options.ts';
import type { ExportPart } from '../export/parts.ts';

/** One render, as the driving process hands it to the page. */
export interface RenderPageJob {
  /** The project JSON (normalised again by the page, as on load). */
  project: unknown;
  options: Partial<ExportOptions>;
  /** Whose limit applies (3600 s for everyone, 180 s on the free tier). */
  tier: AccountTier;
  /** Media URLs by asset key, signed by the API for this job's owner (layers that name a key). */
  mediaUrls: Record<string, string>;
  /** Where the page PUTs the finished file (a URL of the driving process, same origin as the page). */
  outputUrl: string;
  /** One part of a split render; omitted = the whole video. */
  part?: ExportPart;
}

/** What the page reports while it renders (the export's own progress, 0..1). */
export interface RenderPageProgress {
  phase: 'preparing' | 'rendering' | 'finishing' | 'uploading';
  fraction: number;
  framesDone: number;
  framesTotal: number;
  fps: number;
}

/** What the page answers when the file has been sent. */
export interface RenderPageResult {
  container: ExportOptions['container'];
  mimeType: string;
  videoCodec: string;
  audioCodec: string | null;
  width: number;
  height: number;
  fps: number;
  frames: number;
  /** Seconds of video. */
  duration: number;
  bytes: number;
  notes: string[];
}

/** A failure as the page reports it: the error's name and message survive the trip. */
export interface RenderPageFailure {
  error: { name: string; message: string };
}

/** The functions the page puts on `window` for the driving process. */
export interface RenderPageApi {
  run(job: RenderPageJob): Promise<RenderPageResult | RenderPageFailure>;
  cancel(): void;
}

/** Name of the function the driving process exposes to receive progress. */
export const RENDER_PROGRESS_BINDING = 'clipwrightRenderProgress';
