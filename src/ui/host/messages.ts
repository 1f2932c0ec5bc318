/**
 * The postMessage protocol between a host page and the editor in an iframe. Pure: it only checks
 * shapes, so both sides and the unit tests share it. Every message carries `channel: 'clipwright'` so that other
 * messages a page receives (extensions, other widgets) are told apart and ignored.
 */
import { SUBTITLE_FORMATS } from '../../shared/captions/subtitle-format.ts';
import { EDITOR_METHODS, isHostEventName } from './types.ts';
import type { EditorMethod, HostEventName } from './types.ts';
import type { ExportProgress } from '../export/types.ts';

export const CHANNEL = 'clipwright';

/** Host → editor. */
export type HostMessage =
  | { channel: typeof CHANNEL; kind: 'hello' }
  | { channel: typeof CHANNEL; kind: 'call'; id: number; method: EditorMethod; args: unknown[] }
  | { channel: typeof CHANNEL; kind: 'subscribe' | 'unsubscribe'; id: number; event: HostEventName }
  /** Stops the work of call `id` (an export): the call then rejects with an AbortError. */
  | { channel: typeof CHANNEL; kind: 'cancel'; id: number };

export interface WireError {
  name: string;
  message: string;
}

/** Editor → host. */
export type EditorMessage =
  | { channel: typeof CHANNEL; kind: 'ready' }
  | { channel: typeof CHANNEL; kind: 'reply'; id: number; ok: true; value: unknown }
  | { channel: typeof CHANNEL; kind: 'reply'; id: number; ok: false; error: WireError }
  | { channel: typeof CHANNEL; kind: 'event'; event: HostEventName; payload: unknown }
  /** How far call `id` (an export) has come, while it runs. */
  | { channel: typeof CHANNEL; kind: 'progress'; id: number; progress: ExportProgress };

/**
 * What the editor makes of a message: ignore it (not ours), answer an error to request `id`, or run it.
 * A message without a usable id cannot be answered, so it is ignored with the reason (for the console).
 */
export type ParsedHostMessage =
  | { action: 'ignore'; reason: string }
  | { action: 'reject'; id: number; error: WireError }
  | { action: 'run'; message: HostMessage };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const describe = (value: unknown): string => {
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (Array.isArray(value)) return `a list of ${value.length}`;
  if (value === null || typeof value !== 'object') return String(value);
  return 'an object';
};

const isId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

const badArgs = (id: number, message: string): ParsedHostMessage => ({
  action: 'reject',
  id,
  error: { name: 'TypeError', message },
});

/** Checks a method's arguments; undefined when they are fine, else the message naming the bad one. */
export function checkArgs(method: EditorMethod, args: readonly unknown[]): string | undefined {
  const time = (name: string, value: unknown, optional: boolean) => {
    if (optional && value === undefined) return undefined;
    return typeof value === 'number' && Number.isFinite(value)
      ? undefined
      : `${method}: ${name} must be a finite number of seconds, got ${describe(value)}`;
  };
  switch (method) {
    case 'loadProject':
      return args.length < 1 ? 'loadProject: json is missing' : undefined;
    case 'previewAll':
      return time('startTime', args[0], true);
    case 'seek':
      return time('time', args[0], false);
    case 'getVideoFrame':
      return time('time', args[0], true);
    case 'replaceGoods':
      return checkGoods(args[0]);
    case 'exportVideo':
      return args[0] === undefined || isRecord(args[0])
        ? undefined
        : `exportVideo: options must be an object, got ${describe(args[0])}`;
    case 'exportSubtitles':
      return checkSubtitleOptions(args[0]);
    case 'pausePreview':
    case 'refreshConfig':
    case 'getProject':
      return undefined;
  }
}

function checkSubtitleOptions(options: unknown): string | undefined {
  if (!isRecord(options)) return `exportSubtitles: options must be an object, got ${describe(options)}`;
  return (SUBTITLE_FORMATS as readonly unknown[]).includes(options.format)
    ? undefined
    : `exportSubtitles: format must be 'srt' or 'vtt', got ${describe(options.format)}`;
}

function checkGoods(goods: unknown): string | undefined {
  if (!isRecord(goods)) return `replaceGoods: goods must be an object, got ${describe(goods)}`;
  for (const field of ['speechs', 'images', 'videos'] as const) {
    const list = goods[field];
    if (list !== undefined && !Array.isArray(list))
      return `replaceGoods: ${field} must be a list, got ${describe(list)}`;
  }
  for (const field of ['images', 'videos'] as const) {
    const list = (goods[field] ?? []) as unknown[];
    const bad = list.findIndex((item) => typeof item !== 'string' && !isRecord(item));
    if (bad >= 0)
      return `replaceGoods: ${field}[${bad}] must be a URL or a media object, got ${describe(list[bad])}`;
  }
  if (goods.lan !== undefined && typeof goods.lan !== 'string')
    return `replaceGoods: lan must be a language code, got ${describe(goods.lan)}`;
  return undefined;
}

/** The editor side: what to do with `data` that arrived from an allowed origin. */
export function parseHostMessage(data: unknown): ParsedHostMessage {
  if (!isRecord(data) || data.channel !== CHANNEL)
    return { action: 'ignore', reason: 'not a clipwright message' };
  if (data.kind === 'hello') return { action: 'run', message: { channel: CHANNEL, kind: 'hello' } };
  if (!isId(data.id))
    return { action: 'ignore', reason: `id must be a whole number ≥ 0, got ${describe(data.id)}` };
  const id = data.id;
  if (data.kind === 'call') {
    const method = data.method;
    if (typeof method !== 'string' || !(EDITOR_METHODS as readonly string[]).includes(method))
      return badArgs(id, `method ${describe(method)} is not one of ${EDITOR_METHODS.join(', ')}`);
    if (!Array.isArray(data.args))
      return badArgs(id, `${method}: args must be a list, got ${describe(data.args)}`);
    const problem = checkArgs(method as EditorMethod, data.args);
    if (problem !== undefined) return badArgs(id, problem);
    return {
      action: 'run',
      message: { channel: CHANNEL, kind: 'call', id, method: method as EditorMethod, args: data.args },
    };
  }
  if (data.kind === 'cancel') return { action: 'run', message: { channel: CHANNEL, kind: 'cancel', id } };
  if (data.kind === 'subscribe' || data.kind === 'unsubscribe') {
    if (!isHostEventName(data.event))
      return badArgs(id, `${data.kind}: event ${describe(data.event)} is not an editor event`);
    return { action: 'run', message: { channel: CHANNEL, kind: data.kind, id, event: data.event } };
  }
  return badArgs(id, `kind ${describe(data.kind)} is not call, cancel, subscribe or unsubscribe`);
}

/** The host side: an editor message, or undefined for anything else. */
export function parseEditorMessage(data: unknown): EditorMessage | undefined {
  if (!isRecord(data) || data.channel !== CHANNEL) return undefined;
  if (data.kind === 'ready') return { channel: CHANNEL, kind: 'ready' };
  if (data.kind === 'event' && isHostEventName(data.event))
    return { channel: CHANNEL, kind: 'event', event: data.event, payload: data.payload };
  if (data.kind === 'progress' && isId(data.id) && isProgress(data.progress))
    return { channel: CHANNEL, kind: 'progress', id: data.id, progress: data.progress };
  if (data.kind !== 'reply' || !isId(data.id)) return undefined;
  if (data.ok === true) return { channel: CHANNEL, kind: 'reply', id: data.id, ok: true, value: data.value };
  const error = data.error;
  if (data.ok !== false || !isRecord(error) || typeof error.message !== 'string') return undefined;
  const name = typeof error.name === 'string' ? error.name : 'Error';
  return { channel: CHANNEL, kind: 'reply', id: data.id, ok: false, error: { name, message: error.message } };
}

const PHASES: readonly string[] = ['preparing', 'rendering', 'finishing'] satisfies ExportProgress['phase'][];

function isProgress(value: unknown): value is ExportProgress {
  if (!isRecord(value) || typeof value.phase !== 'string' || !PHASES.includes(value.phase)) return false;
  const numbers = ['framesDone', 'framesTotal', 'fraction', 'fps'] as const;
  return (
    numbers.every((key) => typeof value[key] === 'number') &&
    (value.secondsLeft === null || typeof value.secondsLeft === 'number')
  );
}

/** An origin in canonical form (scheme://host[:port]); throws naming the value when it is not one. */
export function canonicalOrigin(origin: string): string {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    throw new TypeError(`allowed origin ${describe(origin)} is not a URL such as https://example.com`);
  }
  if (url.origin === 'null')
    throw new TypeError(`allowed origin ${describe(origin)} has no origin (use http or https)`);
  return url.origin;
}

/** Exact origin match against the allow-list: 127.0.0.1 and localhost are different origins. */
export function isAllowedOrigin(origin: string, allowed: readonly string[]): boolean {
  return allowed.includes(origin);
}

/** An error as it crosses the bridge: its name and message survive, nothing else does. */
export function toWireError(error: unknown): WireError {
  if (error instanceof Error) return { name: error.name, message: error.message };
  return { name: 'Error', message: String(error) };
}
