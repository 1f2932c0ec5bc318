/**
 * The host-page API over editor sessions: every method acts on the session of the project
 * being edited, so a host's call and a creator's click end in the same store (and the same undo history).
 * Where the session comes from is the caller's: `mountEditor` has one; the app opens one per project.
 */
import { formatSubtitles } from '../../shared/captions/subtitle-format.ts';
import { videoCaptions } from '../../shared/captions/video-captions.ts';
import { FRAME_PREVIEW_MULTIPLIER } from '../../shared/constants.ts';
import type { Emitter } from '../../shared/emitter.ts';
import type { Project } from '../../shared/model/project.ts';
import type { Voice } from '../../shared/model/voice.ts';
import { loadProject } from '../../shared/normalize/load.ts';
import { refreshConfig } from '../../shared/project/refresh-config.ts';
import { replaceGoods } from '../../shared/project/replace-goods.ts';
import type { Goods } from '../../shared/project/replace-goods.ts';
import { serializeProject } from '../../shared/serialize.ts';
import type { EditorSession } from '../app/session/editor-session.ts';
import { createHostEmitter } from './emitter.ts';
import { checkArgs } from './messages.ts';
import type { EditorApi, HostEventMap } from './types.ts';

export interface SessionSource {
  /** The session of the loaded project, or undefined when no project was loaded yet. */
  current(): Promise<EditorSession | undefined>;
  /** Makes `project` the edited project (a fresh history) and resolves with its session once it is shown. */
  load(project: Project): Promise<EditorSession>;
  /** Called with every session that becomes current (the API subscribes its events there). */
  onSession(listener: (session: EditorSession) => void): () => void;
}

export interface SessionApiOptions {
  /** The app voice list, asked for only when `replaceGoods` names a language. */
  voices?: () => Promise<readonly Voice[]>;
}

/** Parses and normalises what a host passes to loadProject; errors name what is wrong. */
export function parseProject(json: unknown): Project {
  let raw = json;
  if (typeof json === 'string') {
    try {
      raw = JSON.parse(json);
    } catch (error) {
      throw new SyntaxError(`loadProject: malformed JSON: ${(error as Error).message}`, { cause: error });
    }
  }
  try {
    return loadProject(raw);
  } catch (error) {
    throw new TypeError(`loadProject: ${(error as Error).message}`, { cause: error });
  }
}

export function createSessionApi(source: SessionSource, options: SessionApiOptions = {}): EditorApi {
  const emitter = createHostEmitter();
  const serial = serialQueue();
  relaySessionEvents(source, emitter);
  const sessions = sessionAccess(source);
  return {
    ...projectCalls(source, sessions, serial, options),
    ...playbackCalls(sessions),
    exportVideo: exportCall(sessions),
    exportSubtitles: async (options) => {
      const problem = checkArgs('exportSubtitles', [options]);
      if (problem !== undefined) throw new TypeError(problem);
      const project = (await sessions.current('exportSubtitles')).store.getState().project;
      return formatSubtitles(videoCaptions(project), options.format);
    },
    on: async (event, handler) => {
      emitter.on(event, handler);
    },
    off: async (event, handler) => emitter.off(event, handler),
  };
}

/** Runs work one after another: a replaceGoods must not interleave with a load. */
type Serial = <T>(run: () => Promise<T>) => Promise<T>;

function serialQueue(): Serial {
  let queue: Promise<unknown> = Promise.resolve();
  return <T>(run: () => Promise<T>): Promise<T> => {
    const next = queue.then(run, run);
    queue = next.catch(() => undefined);
    return next;
  };
}

/** The current session's preview and canvas events reach the host's handlers, under the host's names. */
function relaySessionEvents(source: SessionSource, emitter: Emitter<HostEventMap>): void {
  let unsubscribe: Array<() => void> = [];
  source.onSession((session) => {
    for (const off of unsubscribe) off();
    unsubscribe = [
      session.onPreviewEvent((event) => emitter.emit(event.type, event)),
      session.onCanvasEvent((event, payload) => {
        if (event === 'unlock' || event === 'replace-video' || event === 'replace-image')
          emitter.emit(event, payload as { layerId: string });
        else if (event === 'change') {
          const { layerId, patch } = payload as { layerId: string; patch: Record<string, unknown> };
          emitter.emit('modified', { layerId, patch });
        }
      }),
    ];
  });
}

interface SessionAccess {
  /** The loaded project's session once its views have followed; `method` names the call in the error. */
  current(method: string): Promise<EditorSession>;
  /** A new project in the store as one undo step; the views follow before the call resolves. */
  edit(method: string, label: string, change: (project: Project) => Project): Promise<void>;
}

function sessionAccess(source: SessionSource): SessionAccess {
  async function current(method: string): Promise<EditorSession> {
    const session = await source.current();
    if (session === undefined) throw new Error(`${method}: no project loaded (call loadProject first)`);
    await session.settled();
    return session;
  }
  async function edit(method: string, label: string, change: (project: Project) => Project): Promise<void> {
    const session = await current(method);
    session.store.apply(label, change);
    await session.settled();
  }
  return { current, edit };
}

/** The calls that load, change or read the project; those that change it run one after another. */
function projectCalls(
  source: SessionSource,
  { current, edit }: SessionAccess,
  serial: Serial,
  options: SessionApiOptions,
): Pick<EditorApi, 'loadProject' | 'replaceGoods' | 'refreshConfig' | 'getProject'> {
  return {
    loadProject: (json) =>
      serial(async () => {
        const project = parseProject(json);
        const session = await source.load(project);
        await session.settled();
      }),
    replaceGoods: (goods: Goods) =>
      serial(async () => {
        const voices =
          goods.lan !== undefined && options.voices !== undefined ? await options.voices() : undefined;
        await edit('replaceGoods', 'Replace goods', (p) =>
          replaceGoods(p, goods, voices !== undefined ? { voices } : {}),
        );
      }),
    refreshConfig: () =>
      serial(async () => {
        // The store settles durations after every edit; an explicit refresh still reloads the preview.
        const session = await current('refreshConfig');
        const refreshed = refreshConfig(session.store.getState().project);
        session.store.reset(refreshed, { keepHistory: true, selection: session.store.getState().selection });
        await session.settled();
      }),
    getProject: async () => serializeProject((await current('getProject')).store.getState().project),
  };
}

/** Playback and frames: the preview of the current session. */
function playbackCalls({
  current,
}: SessionAccess): Pick<EditorApi, 'previewAll' | 'pausePreview' | 'seek' | 'getVideoFrame'> {
  return {
    previewAll: async (startTime = 0) => {
      const session = await current('previewAll');
      await (await session.preview()).previewAll(startTime);
    },
    pausePreview: async () => (await (await current('pausePreview')).preview()).pausePreview(),
    seek: async (time) => (await current('seek')).seek(time),
    getVideoFrame: async (time) => {
      const session = await current('getVideoFrame');
      const t = time ?? (await session.preview()).currentTime();
      const image = await session.grabFrame(t, FRAME_PREVIEW_MULTIPLIER, 'image/png');
      const shown = Math.min(Math.max(0, t), session.store.getState().project.totalDuration);
      return new File([image], `frame-${shown.toFixed(3)}s.png`, { type: 'image/png' });
    },
  };
}

/** The export of the current session; its errors name the call. */
function exportCall({ current }: SessionAccess): EditorApi['exportVideo'] {
  return async (options = {}) => {
    const problem = checkArgs('exportVideo', [options]);
    if (problem !== undefined) throw new TypeError(problem);
    const session = await current('exportVideo');
    try {
      return (await session.exportVideo(options)).blob;
    } catch (error) {
      if (error instanceof Error && error.name !== 'AbortError' && !error.message.startsWith('exportVideo'))
        throw new Error(`exportVideo: ${error.message}`, { cause: error });
      throw error;
    }
  };
}
