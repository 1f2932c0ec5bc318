/**
 * The protocol between the page and the export worker. The page hands over the project and the resolved
 * settings; the worker renders every frame with its own renderer, encodes and muxes them, and asks the page
 * for the sound (an OfflineAudioContext exists only on the page) one chunk at a time, as the picture
 * reaches it. Everything crossing is structured-cloneable; the hooks object is a comlink proxy.
 */
import type { ExportSettings } from '../export/options.ts';
import type { ExportPart } from '../export/parts.ts';
import type { Project } from '../model/project.ts';
import type { EncodedImage, MediaResolver, ResourceCounts, StageStats } from './renderer.ts';

export interface ExportJob {
  project: Project;
  settings: ExportSettings;
  /** Base URL for relative media URLs and font files (the page's origin). */
  baseUrl: string;
  mediaTimeoutMs?: number;
  /** Whether the project has sound: without it the file has no audio track. */
  hasAudio: boolean;
  /** Export-relative seconds of sound per chunk asked for. */
  audioChunkSeconds: number;
  /** Write into the origin's private file system (default), or keep the file in memory. */
  target?: 'opfs' | 'memory';
  /** One part of a split render (a frame range without sound, or the sound alone); omitted = everything. */
  part?: ExportPart;
}

/** Mixed sound: planar channels at `sampleRate`, starting `start` seconds into the export. */
export interface AudioChunk {
  start: number;
  sampleRate: number;
  channels: Float32Array[];
}

export interface ExportWorkerProgress {
  phase: 'preparing' | 'rendering' | 'finishing';
  framesDone: number;
  framesTotal: number;
}

export interface ExportHooks {
  resolveMedia: MediaResolver;
  /** The mixed sound of export seconds [start, end); an empty list of channels when there is none. */
  audioChunk(start: number, end: number): Promise<AudioChunk>;
  progress(progress: ExportWorkerProgress): void;
}

export interface ExportOutcome {
  /** The file: a Blob (File when it lives in the private file system). */
  file: EncodedImage;
  mimeType: string;
  container: ExportSettings['container'];
  videoCodec: string;
  audioCodec: string | null;
  frames: number;
  notes: string[];
}

/** The part files of an export split over several workers, joined by one of them into the export's file. */
export interface JoinRequest {
  /** The picture parts in time order, each with the seconds from the video's start to its first frame. */
  parts: Array<{ file: EncodedImage; start: number; name: string }>;
  sound: { file: EncodedImage; name: string } | null;
  container: ExportSettings['container'];
  frameRate: number;
  target?: 'opfs' | 'memory';
}

export interface JoinOutcome {
  file: EncodedImage;
  mimeType: string;
}

export interface ExportWorkerApi {
  /** Runs one export; rejects with an Error named AbortError after `cancel`, or one naming what failed. */
  run(job: ExportJob, hooks: ExportHooks): Promise<ExportOutcome>;
  /** Stops the running export or join; its partial file is removed. */
  cancel(): Promise<void>;
  /** Joins part files (of this or other export workers) into one file, without re-encoding. */
  join(request: JoinRequest): Promise<JoinOutcome>;
  /** Removes the part files this worker wrote (once joined, or when the export was given up). */
  removePartFiles(): Promise<void>;
  /** Open media resources (frames, samples, inputs) of the worker, for leak checks. */
  resourceCounts(): Promise<ResourceCounts>;
  heapBytes(): Promise<number | null>;
  /** Where the worker's time went (export.render / .encode / .audio and the renderer's own stages). */
  stageStats(reset?: boolean): Promise<StageStats>;
}
