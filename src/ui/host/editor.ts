/**
 * `mountEditor` (issue 9): the editor in a page element and the host-page API over it (SPEC §2). It owns the
 * project (an immutable normalised value), a Preview (worker renderer + audio clock) and the editing canvas of
 * the current scene; host calls and canvas edits become new projects that both are given.
 */
import type { Layout } from '../../shared/constants.ts';
import { CANVAS_SIZES, FRAME_PREVIEW_MULTIPLIER } from '../../shared/constants.ts';
import type { Project } from '../../shared/model/project.ts';
import type { Voice } from '../../shared/model/voice.ts';
import { normalizeProject } from '../../shared/normalize/project.ts';
import { refreshConfig } from '../../shared/project/refresh-config.ts';
import { replaceGoods } from '../../shared/project/replace-goods.ts';
import type { Goods } from '../../shared/project/replace-goods.ts';
import { serializeProject } from '../../shared/serialize.ts';
import { createEditingCanvas } from '../canvas/index.ts';
import type { EditingCanvas } from '../canvas/index.ts';
import { Preview } from '../preview/index.ts';
import { HostEmitter } from './emitter.ts';
import { applyPatch, sceneIndexAt, sceneStart } from './project-edits.ts';
import type { EditorApi } from './types.ts';
import { createEditorView } from './view.ts';

export interface MountEditorOptions {
  /** Turns a media key (`_urlkey`) into a URL; the page holds the auth. */
  resolveMedia?: (key: string) => Promise<string>;
  /** The app voice list, asked for only when `replaceGoods` names a language. */
  voices?: () => Promise<readonly Voice[]>;
  /** On-screen width of each canvas (CSS pixels; default 480): the preview renders at this size (SPEC §9). */
  paneWidth?: number;
  /** Pause when the document is hidden (SPEC §4; default on). */
  pauseWhenHidden?: boolean;
}

export interface MountedEditor extends EditorApi {
  /** Resolves once the first layout's preview is up (every method waits for it anyway). */
  readonly ready: Promise<void>;
  dispose(): Promise<void>;
}

interface Stage {
  layout: Layout;
  preview: Preview;
  editing: EditingCanvas;
}

export function mountEditor(element: HTMLElement, options: MountEditorOptions = {}): MountedEditor {
  const emitter = new HostEmitter();
  const paneWidth = options.paneWidth ?? 480;
  let project: Project | undefined;
  let stage: Stage | undefined;
  let shownScene = 0;
  let frame = 0;
  // Host calls run one after another: a replaceGoods must not interleave with a loadProject.
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(run: () => Promise<T>): Promise<T> => {
    const next = queue.then(run, run);
    queue = next.catch(() => undefined);
    return next;
  };

  const view = createEditorView(element, {
    togglePlay: () => {
      const p = stage?.preview;
      if (p === undefined || project === undefined) return;
      const from = p.currentState === 'ended' ? 0 : p.currentTime();
      void (p.currentState === 'playing' ? api.pausePreview() : api.previewAll(from)).catch(report);
    },
    seek: (t) => void api.seek(t).catch(report),
    showScene: (index) => {
      if (project !== undefined) void api.seek(sceneStart(project, index)).catch(report);
    },
  });
  const report = (error: unknown) => console.error('clipwright editor:', error);

  function paneSize(layout: Layout) {
    const size = CANVAS_SIZES[layout];
    return { width: paneWidth, height: Math.round((paneWidth * size.height) / size.width) };
  }

  /** A preview and an editing canvas for `layout`; both are sized by the layout, so a new one replaces both. */
  async function stageFor(layout: Layout): Promise<Stage> {
    if (stage?.layout === layout) return stage;
    if (stage !== undefined) {
      stage.editing.dispose();
      await stage.preview.dispose();
      stage = undefined;
    }
    const pane = paneSize(layout);
    const previewCanvas = document.createElement('canvas');
    previewCanvas.className = 'cw-preview';
    previewCanvas.style.cssText = `display:block;width:${pane.width}px;height:${pane.height}px`;
    view.previewSlot.replaceChildren(previewCanvas);
    const editCanvas = document.createElement('canvas');
    editCanvas.className = 'cw-edit';
    view.editSlot.replaceChildren(editCanvas);
    const size = CANVAS_SIZES[layout];
    const preview = await Preview.create({
      canvas: previewCanvas,
      projectWidth: size.width,
      projectHeight: size.height,
      ...(options.resolveMedia !== undefined ? { resolveMedia: options.resolveMedia } : {}),
      ...(options.pauseWhenHidden !== undefined ? { pauseWhenHidden: options.pauseWhenHidden } : {}),
    });
    preview.on((event) => {
      emitter.emit(event.type, event);
      refreshView();
      // Where playback stops, the editing canvas follows with the scene on screen.
      if (event.type === 'pause' || event.type === 'seek' || event.type === 'play end')
        void showSceneAt(event.time).catch(report);
    });
    const editing = createEditingCanvas(editCanvas, {
      layout,
      viewport: pane,
      ...(options.resolveMedia !== undefined ? { resolveMedia: options.resolveMedia } : {}),
    });
    editing.on('unlock', (payload) => emitter.emit('unlock', payload));
    editing.on('replace-video', (payload) => emitter.emit('replace-video', payload));
    editing.on('replace-image', (payload) => emitter.emit('replace-image', payload));
    editing.on('change', ({ layerId, patch }) => void applyEdit(layerId, patch).catch(report));
    stage = { layout, preview, editing };
    return stage;
  }

  const ready = stageFor('landscape').then(() => undefined);

  async function current(
    method: string,
  ): Promise<{ project: Project; preview: Preview; editing: EditingCanvas }> {
    await ready;
    if (project === undefined || stage === undefined)
      throw new Error(`${method}: no project loaded (call loadProject first)`);
    return { project, preview: stage.preview, editing: stage.editing };
  }

  async function showSceneAt(time: number): Promise<void> {
    if (project === undefined || stage === undefined) return;
    shownScene = sceneIndexAt(project, time);
    const scene = project.clips[shownScene];
    refreshView();
    if (scene !== undefined) await stage.editing.setScene(scene);
  }

  function refreshView(): void {
    const p = stage?.preview;
    const playing = p?.currentState === 'playing';
    view.setPlayback(p?.currentTime() ?? 0, project?.totalDuration ?? 0, playing);
    view.setScenes(project?.clips.length ?? 0, shownScene);
    cancelAnimationFrame(frame);
    if (playing) frame = requestAnimationFrame(refreshView);
  }

  /** Gives a new project to the preview and the canvas; on failure the previous one is loaded back. */
  async function commit(next: Project): Promise<void> {
    const previous = project;
    const { preview } = await stageFor(next.layout);
    try {
      await preview.load(next);
    } catch (error) {
      if (previous !== undefined && previous.layout === next.layout)
        await preview.load(previous).catch(report);
      throw error;
    }
    project = next;
    await showSceneAt(preview.currentTime());
  }

  /** A canvas edit: the layer's new fields go into the project, then to the canvas and the preview's frame. */
  async function applyEdit(layerId: string, patch: Record<string, unknown>): Promise<void> {
    await serial(async () => {
      const { project: before, preview, editing } = await current('edit');
      const next = applyPatch(before, layerId, patch);
      if (next === before) return;
      project = next;
      await preview.renderer.setProject(next);
      if (preview.currentState !== 'playing') await preview.renderer.renderAt(preview.currentTime());
      const scene = next.clips[shownScene];
      if (scene !== undefined) await editing.setScene(scene);
    });
    emitter.emit('modified', { layerId, patch });
  }

  function parse(json: unknown): Project {
    let raw = json;
    if (typeof json === 'string') {
      try {
        raw = JSON.parse(json);
      } catch (error) {
        throw new SyntaxError(`loadProject: malformed JSON: ${(error as Error).message}`, { cause: error });
      }
    }
    try {
      return normalizeProject(raw);
    } catch (error) {
      throw new TypeError(`loadProject: ${(error as Error).message}`, { cause: error });
    }
  }

  const api: MountedEditor = {
    ready,
    loadProject: (json) =>
      serial(async () => {
        const next = parse(json);
        await ready;
        await commit(next);
      }),
    previewAll: async (startTime = 0) => {
      const { preview } = await current('previewAll');
      await preview.previewAll(startTime);
      refreshView();
    },
    pausePreview: async () => {
      const { preview } = await current('pausePreview');
      return preview.pausePreview();
    },
    seek: async (time) => {
      const { preview } = await current('seek');
      await preview.seek(time);
    },
    getVideoFrame: async (time) => {
      const { project: p, preview } = await current('getVideoFrame');
      const t = Math.min(Math.max(0, time ?? preview.currentTime()), p.totalDuration);
      // A separate small canvas in the worker: the preview canvas and playback are left alone (DESIGN.md).
      const image = (await preview.renderer.grabFrame(t, {
        scale: FRAME_PREVIEW_MULTIPLIER,
        type: 'image/png',
      })) as unknown as Blob;
      return new File([image], `frame-${t.toFixed(3)}s.png`, { type: 'image/png' });
    },
    replaceGoods: (goods: Goods) =>
      serial(async () => {
        const { project: p } = await current('replaceGoods');
        const voices =
          goods.lan !== undefined && options.voices !== undefined ? await options.voices() : undefined;
        await commit(refreshConfig(replaceGoods(p, goods, voices !== undefined ? { voices } : {})));
      }),
    refreshConfig: () =>
      serial(async () => {
        const { project: p } = await current('refreshConfig');
        await commit(refreshConfig(p));
      }),
    getProject: async () => serializeProject((await current('getProject')).project),
    on: async (event, handler) => emitter.on(event, handler),
    off: async (event, handler) => emitter.off(event, handler),
    dispose: async () => {
      await ready.catch(() => undefined);
      cancelAnimationFrame(frame);
      stage?.editing.dispose();
      await stage?.preview.dispose();
      stage = undefined;
      view.dispose();
    },
  };
  return api;
}
