/**
 * The typed protocol between the page and the renderer worker. The worker exposes a
 * `RendererApi` with comlink; the page wraps it. Everything crossing it is structured-cloneable, except the
 * OffscreenCanvas (transferred once by `init`) and the media resolver (a comlink proxy).
 */
import type { Project } from '../model/project.ts';
import type { ProjectPatch } from '../project/project-patch.ts';
import type { PlaybackApi } from './playback.ts';

export type * from './playback.ts';

/** Turns a media key (`_urlkey`) into a URL the worker can fetch; the page answers (it holds the auth). */
export type MediaResolver = (key: string) => Promise<string>;

export interface RendererInitOptions {
  /** Size of the project canvas (its format's size), e.g. 1920×1080. */
  projectWidth: number;
  projectHeight: number;
  /** Base URL that relative media URLs and font files resolve against (the page's origin). */
  baseUrl: string;
  /** Media load timeout in ms (180 s, checked every 50 ms). */
  mediaTimeoutMs?: number;
  /**
   * The editor's preview: large videos get smaller copies with frequent key frames, made in the background,
   * that frames drawn on the preview canvas decode instead of the originals where the copy has the pixels
   * shown (src/shared/media/proxy-plan.ts). Grabs never use them. Off by default.
   */
  previewProxies?: boolean;
  /**
   * The editor's preview: once a paused frame has stayed on show for a moment, the videos it shows open their
   * decoders from their next frame (one decoded frame each waits), so a play starts moving at once. Off by
   * default.
   */
  primeWhilePaused?: boolean;
  /**
   * The editor's preview: where WebGL runs on the CPU, a transition's frames are blended smaller than the
   * canvas and scaled up (at most 640×360 paused, 480×270 playing), since a full-size blend there costs tens
   * of milliseconds a frame. Off by default: frames blend at the canvas's size, as an export holds them.
   * Grabs always blend at their own size.
   */
  draftTransitions?: boolean;
}

/** Where a preview copy stands: waiting its turn, being made, ready, or failed (the original is used). */
export type ProxyState = 'waiting' | 'making' | 'ready' | 'failed';

export interface ProxyStatus {
  /** The video: `key:` its library key, or `url:` its static URL. */
  identity: string;
  state: ProxyState;
  /** 0..1 of making it. */
  progress: number;
  /** The copy's size. */
  width: number;
  height: number;
  /** The video's duration (s). */
  seconds: number;
  /** Why it failed. */
  error?: string;
}

export interface RendererInfo {
  /** Pixel size of the preview canvas (its on-screen size; no retina scaling). */
  width: number;
  height: number;
  /** The WebGL renderer string of the transition blender (SwiftShader = software). */
  glRenderer: string;
}

export type GrabImageType = 'image/png' | 'image/jpeg' | 'image/webp';

export interface GrabFrameOptions {
  /** Fraction of the project canvas size; frame grabs are 0.4. */
  scale?: number;
  type?: GrabImageType;
  /** 0..1 for jpeg/webp. */
  quality?: number;
}

export interface RenderResult {
  /** The project time drawn (seconds). */
  time: number;
  /** Milliseconds spent drawing this frame in the worker. */
  drawMs: number;
  /** Media that could not be loaded for this frame (their placeholders were drawn), as 'layer id: reason'. */
  missing: string[];
  /** Layers drawn with a stand-in because their media failed (a video's cover), as 'layer id: reason'. */
  fallbacks: string[];
}

/** Open media resources, for leak checks (every VideoFrame/VideoSample/ImageBitmap closed). */
export interface ResourceCounts {
  videoFrames: number;
  videoSamples: number;
  imageBitmaps: number;
  /** Open mediabunny inputs (one per video source). */
  videoInputs: number;
}

/**
 * Time spent per renderer stage since the last reset (for the benchmark): occurrences, total and longest
 * milliseconds. Stage names are the worker's (e.g. 'frame.draw', 'video.wait.stream', 'video.decoded',
 * 'transition.blend').
 */
export type StageStats = Record<string, { count: number; totalMs: number; maxMs: number }>;

/**
 * Shared code has no DOM types: these name what the protocol needs of an OffscreenCanvas and of a Blob, so
 * the worker's real types satisfy them.
 */
export interface CanvasHandle {
  width: number;
  height: number;
}
export interface EncodedImage {
  readonly size: number;
  readonly type: string;
  arrayBuffer(): Promise<ArrayBuffer>;
}

export interface RendererApi extends PlaybackApi {
  init(canvas: CanvasHandle, options: RendererInitOptions): Promise<RendererInfo>;
  /** Resizes the preview canvas (its on-screen size changed). */
  resize(width: number, height: number): Promise<void>;
  setMediaResolver(resolver: MediaResolver): Promise<void>;
  /**
   * A normalised project. Layers whose content did not change keep their cached images. Frames asked
   * for after this call show the new project (each waiting only for the media it draws); the promise resolves
   * once every layer has loaded.
   */
  setProject(project: Project): Promise<void>;
  /**
   * An edit of the project given last (by setProject or patchProject): only the changed scenes and project
   * fields cross over, the worker keeps the rest of its copy. Otherwise as setProject.
   */
  patchProject(patch: ProjectPatch): Promise<void>;
  /**
   * Opens again the media of every layer whose source is `url` (the server replaced the file behind it: an
   * upload it converted), so a layer that could not decode the original shows the new file. Resolves once
   * those layers have loaded.
   */
  reloadMedia(url: string): Promise<void>;
  /** Draws the frame at t (seconds) on the preview canvas. */
  renderAt(t: number): Promise<RenderResult>;
  /** Waits for playback to pause, then renders exactly one frame at t (the same as renderAt(t)). */
  seek(t: number): Promise<RenderResult>;
  /** Encodes the frame at t at `scale` × the project size, without touching the preview canvas. */
  grabFrame(t: number, options?: GrabFrameOptions): Promise<EncodedImage>;
  /** RGBA of the preview canvas at (x, y), for tests. */
  readPixel(x: number, y: number): Promise<[number, number, number, number]>;
  resourceCounts(): Promise<ResourceCounts>;
  /** Per-stage timings since the last reset (`reset` clears them after reading), for the benchmark. */
  stageStats(reset?: boolean): Promise<StageStats>;
  /** The preview copies asked for so far (none unless `previewProxies`), in the order asked. */
  proxyStatus(): Promise<ProxyStatus[]>;
  /** Holds the preview copies (none starts while held; one being made goes on), or lets them go on. */
  holdProxies(held: boolean): Promise<void>;
  /** The worker's used JS heap in bytes (Chromium's performance.memory), or null where it is not reported. */
  heapBytes(): Promise<number | null>;
  dispose(): Promise<void>;
}
