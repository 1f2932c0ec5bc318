/**
 * The host-page API (the functions exposed to the host page): what a page embedding the editor
 * may call. `mountEditor` answers it in the same page; `connectEditor` answers the same shape across an iframe.
 */
import type { SubtitleFormat } from '../../shared/captions/subtitle-format.ts';
import type { Goods } from '../../shared/project/replace-goods.ts';
import type { ExportRunOptions } from '../export/types.ts';
import { PREVIEW_EVENTS } from '../../shared/protocol/playback.ts';
import type { PreviewEvent, PreviewEventType } from '../../shared/protocol/playback.ts';

export type { Goods, GoodsMedia } from '../../shared/project/replace-goods.ts';
export type { PreviewEvent } from '../../shared/protocol/playback.ts';

/** Playback events: the preview's own list. */
export const PLAYBACK_EVENTS = PREVIEW_EVENTS;
export type PlaybackEventName = PreviewEventType;

/** Editor events: the editing canvas's badges and edits applied to the project. */
export const EDITOR_EVENTS = ['unlock', 'replace-video', 'replace-image', 'modified'] as const;
export type EditorEventName = (typeof EDITOR_EVENTS)[number];

export type HostEventName = PlaybackEventName | EditorEventName;
export const HOST_EVENTS: readonly HostEventName[] = [...PLAYBACK_EVENTS, ...EDITOR_EVENTS];

/** A badge click on a layer of the scene shown on the editing canvas. */
export interface LayerEvent {
  layerId: string;
}

/** An edit on the editing canvas was applied to the project: the layer and the fields it changed. */
export interface ModifiedEvent {
  layerId: string;
  patch: Record<string, unknown>;
}

export interface HostEventMap {
  'init start': PreviewEvent;
  'init end': PreviewEvent;
  'resource load start': PreviewEvent;
  'resource load end': PreviewEvent;
  playing: PreviewEvent;
  'play end': PreviewEvent;
  seek: PreviewEvent;
  pause: PreviewEvent;
  unlock: LayerEvent;
  'replace-video': LayerEvent;
  'replace-image': LayerEvent;
  modified: ModifiedEvent;
}

export type HostEventHandler<K extends HostEventName> = (payload: HostEventMap[K]) => void;

/** Every method returns a promise, so that the same code drives the editor in-page and across an iframe. */
export interface EditorApi {
  /** Normalises and loads a project: an object or its JSON text. Rejects and keeps the previous
   * project when the input is not a project. */
  loadProject(json: unknown): Promise<void>;
  /** Plays from `startTime` (seconds) over every clip. */
  previewAll(startTime?: number): Promise<void>;
  /** Stops on the next frame; resolves with the media time where it stopped. */
  pausePreview(): Promise<number>;
  seek(time: number): Promise<void>;
  /** A PNG `File` of the frame at `time` (default: the current time), 0.4 × the canvas size. */
  getVideoFrame(time?: number): Promise<File>;
  /** Replaces the template's goods, then refreshes durations. */
  replaceGoods(goods: Goods): Promise<void>;
  /** Recomputes durations (refresh config). */
  refreshConfig(): Promise<void>;
  /** The serialised project JSON (what a save would store). */
  getProject(): Promise<unknown>;
  /**
   * Exports the video (MP4 H.264 + AAC by default) and resolves with the file, its type the container's MIME
   * type. Aborting `signal` rejects with an error named AbortError; refused options or limits reject with an
   * Error whose message names the option or the limit.
   */
  exportVideo(options?: ExportRunOptions): Promise<Blob>;
  /**
   * The whole video's captions as a SubRip (`srt`) or WebVTT (`vtt`) file's text: every scene's speech
   * subtitles on the video's clock, conversations with their speakers. A format other than those two rejects
   * with an Error naming it.
   */
  exportSubtitles(options: { format: SubtitleFormat }): Promise<string>;
  on<K extends HostEventName>(event: K, handler: HostEventHandler<K>): Promise<void>;
  off<K extends HostEventName>(event: K, handler: HostEventHandler<K>): Promise<void>;
}

/** The methods a host can call (everything but on/off, which the bridge turns into subscriptions). */
export const EDITOR_METHODS = [
  'loadProject',
  'previewAll',
  'pausePreview',
  'seek',
  'getVideoFrame',
  'replaceGoods',
  'refreshConfig',
  'getProject',
  'exportVideo',
  'exportSubtitles',
] as const;
export type EditorMethod = (typeof EDITOR_METHODS)[number];

export const isHostEventName = (value: unknown): value is HostEventName =>
  typeof value === 'string' && (HOST_EVENTS as readonly string[]).includes(value);
