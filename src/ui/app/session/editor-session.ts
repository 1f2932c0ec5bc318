/**
 * The editor session: joins the store to its two views — the editing canvas (the selected scene,
 * on the main thread) and the preview (the whole project, drawn by the worker) — and turns canvas edits into
 * store steps. The React screens and the host-page API both drive the editor through a session, so a host's
 * loadProject and a user's click end in the same store.
 */
import type { Layout } from '../../../shared/constants.ts';
import { CANVAS_SIZES } from '../../../shared/constants.ts';
import { Emitter } from '../../../shared/emitter.ts';
import type { Project } from '../../../shared/model/project.ts';
import { audioCues, type AudioCue } from '../../../shared/playback/audio-cues.ts';
import { sameCues } from '../../../shared/playback/same-cues.ts';
import type { PreviewEvent } from '../../../shared/protocol/playback.ts';
import { updateLayerProperty } from '../../../shared/project/edits/layers.ts';
import { createEditingCanvas, fitFormat } from '../../canvas/index.ts';
import type { EditingCanvas, EditingCanvasEvents } from '../../canvas/index.ts';
import { Preview } from '../../preview/index.ts';
import type { EditorState, EditorStore } from '../../store/editor-store.ts';
import { sceneIndexAt, sceneStart } from '../../../shared/timeline/visibility.ts';
import { PlaybackState } from './playback-state.ts';
import { CopiesHold } from './copies-hold.ts';
import { watchCopies } from './copies-watch.ts';
import type { AccountTier } from '../../../shared/export/options.ts';
import { runExport } from '../../export/run-export.ts';
import type { Size } from '../../canvas/format.ts';
import type { ExportContext } from '../../export/run-export.ts';
import type { ExportResult, ExportRunOptions, LibraryVideo } from '../../export/types.ts';

export interface EditorSessionOptions {
  /** Turns a media key (`_urlkey`) into a URL; the page holds the auth. */
  resolveMedia?: (key: string) => Promise<string>;
  /** Pause when the document is hidden (default on). */
  pauseWhenHidden?: boolean;
  /**
   * Show nothing until the store loads a project (`reset`): an embedded editor holds a placeholder project
   * until its host calls loadProject, and the host must see that load's events, not the placeholder's.
   */
  idleUntilLoaded?: boolean;
  /** The signed-in account's tier (its export duration limit); unknown accounts get the free tier's. */
  accountTier?: () => Promise<AccountTier>;
  /** Keeps a finished export in the creator's library (the local API). */
  saveToLibrary?: (
    result: ExportResult,
    name: string,
    options: { signal?: AbortSignal },
  ) => Promise<LibraryVideo>;
}

export interface SessionSlots {
  /** Receives the editing canvas. */
  edit: HTMLElement;
  /** Receives the preview canvas. */
  preview: HTMLElement;
  /**
   * The room the picture may take (CSS pixels): both canvases take the largest box of the project's shape
   * inside it; `resizeStage` changes it.
   */
  room: Size;
}

interface Stage {
  layout: Layout;
  preview: Preview;
  editing: EditingCanvas;
  unsubscribe: Array<() => void>;
}

/** Canvas events passed on as they are (change and select also update the store first). */
const FORWARDED = [
  'unlock',
  'replace-video',
  'replace-image',
  'resize-refused',
  'error',
  'text-editing',
  'avatar-image',
] as const satisfies ReadonlyArray<keyof EditingCanvasEvents>;

type CanvasListener = <K extends keyof EditingCanvasEvents>(
  event: K,
  payload: EditingCanvasEvents[K],
) => void;

interface SessionEvents {
  preview: PreviewEvent;
  /** An editing-canvas event with its payload. */
  canvas: [event: keyof EditingCanvasEvents, payload: EditingCanvasEvents[keyof EditingCanvasEvents]];
}

export class EditorSession {
  readonly playback = new PlaybackState();
  private stage: Stage | undefined;
  private slots: SessionSlots | undefined;
  private shown: {
    project: Project | undefined;
    generation: number;
    sceneIndex: number;
    cues: readonly AudioCue[];
  } = {
    project: undefined,
    generation: -1,
    sceneIndex: -1,
    cues: [],
  };
  /** Store changes are applied to the views one after another, latest state wins. */
  private syncing: Promise<void> = Promise.resolve();
  private pendingSync = false;
  private ticker = 0;
  private readonly events = new Emitter<SessionEvents>();
  private readonly unsubscribeStore: () => void;
  private stageReady: Promise<Stage> | undefined;
  /** The selected layer the views last followed: choosing another one turns the stage to editing. */
  private selectedLayer: string | null = null;
  /** No preview copy starts while an export runs. */
  private readonly copiesHold = new CopiesHold(() => this.stage?.preview);
  private markAttached: () => void = () => {};
  /** Resolves once the page has given the session its slots (the React stage mounted). */
  private readonly attached = new Promise<void>((resolve) => (this.markAttached = resolve));

  constructor(
    readonly store: EditorStore,
    private readonly options: EditorSessionOptions = {},
  ) {
    this.unsubscribeStore = store.subscribe(() => {
      this.followSelection();
      this.scheduleSync();
    });
  }

  /** Puts the canvases into the page; until then the session only holds the store. */
  async attach(slots: SessionSlots): Promise<void> {
    this.slots = slots;
    this.markAttached();
    await this.ensureStage(this.store.getState().project.layout);
    // Through the same chain as store changes: two syncs must never load the preview at once.
    this.scheduleSync();
    await this.syncing;
  }

  /** The preview; waits for the page to attach the session (the host API calls this before the stage is up). */
  async preview(): Promise<Preview> {
    await this.attached;
    return (await this.ensureStage(this.store.getState().project.layout)).preview;
  }

  get editing(): EditingCanvas | undefined {
    return this.stage?.editing;
  }

  onPreviewEvent(listener: (event: PreviewEvent) => void): () => void {
    return this.events.on('preview', listener);
  }

  /** Every editing-canvas event (the host API forwards unlock / replace-* as editor events). */
  onCanvasEvent(listener: CanvasListener): () => void {
    return this.events.on('canvas', ([event, payload]) => listener(event, payload));
  }

  /** Waits until the views show the store's current state. */
  async settled(): Promise<void> {
    while (this.pendingSync || this.shown.project !== this.store.getState().project) {
      if (this.idle()) return;
      await this.syncing;
      if (!this.pendingSync && this.shown.project !== this.store.getState().project) this.scheduleSync();
      await this.syncing;
      if (this.stage === undefined) return;
    }
  }

  async togglePlay(): Promise<void> {
    const preview = await this.preview();
    if (preview.currentState === 'playing') await preview.pausePreview();
    else await preview.previewAll(preview.currentState === 'ended' ? 0 : preview.currentTime());
  }

  /** Shows the frame at `time` on the stage (the preview takes it until the creator edits again). */
  async seek(time: number): Promise<void> {
    this.playback.set({ view: 'playback' });
    await this.settled();
    await (await this.preview()).seek(time);
  }

  /** The creator turned to the stage to edit: a playing preview pauses and the editing canvas shows. */
  async editOnStage(): Promise<void> {
    this.playback.set({ view: 'edit' });
    const preview = this.stage?.preview;
    if (preview?.currentState === 'playing') await preview.pausePreview();
  }

  /** The stage's room changed (the window or a panel was resized): both canvases follow it. */
  async resizeStage(room: Size): Promise<void> {
    if (this.slots === undefined) return;
    this.slots = { ...this.slots, room };
    // A stage being built (a new project shape) reads the new room, or is resized here once it stands.
    const stage = await this.stageReady?.catch(() => undefined);
    if (stage === undefined || this.slots.room !== room) return;
    stage.editing.setViewport(room);
    const picture = fitFormat(CANVAS_SIZES[stage.layout], room);
    await stage.preview.resize(picture.width, picture.height);
  }

  /**
   * The server replaced the file at `url` (an upload it converted to a format this browser decodes): layers
   * showing it open it again, and the frame on screen is drawn anew.
   */
  async reloadMedia(url: string): Promise<void> {
    await this.settled();
    const stage = await this.ensureStage(this.store.getState().project.layout);
    await Promise.all([stage.editing.reloadMedia(url), stage.preview.renderer.reloadMedia(url)]);
    if (stage.preview.currentState !== 'playing') await stage.preview.seek(stage.preview.currentTime());
  }

  /** Seeks the preview to the start of scene `index` and shows it on the canvas. */
  async showScene(index: number): Promise<void> {
    this.store.select({ sceneIndex: index, layerId: null });
    this.playback.set({ view: 'edit' });
    await this.settled();
    await (await this.preview()).seek(sceneStart(this.store.getState().project, index));
  }

  /**
   * An image of the frame at `time` (seconds) at `scale` × the project size, drawn on a separate canvas in
   * the worker: the preview and playback are left alone (scene thumbnails, getVideoFrame).
   */
  async grabFrame(
    time: number,
    scale: number,
    type: 'image/png' | 'image/jpeg' = 'image/png',
  ): Promise<Blob> {
    await this.settled();
    const preview = await this.preview();
    const t = Math.min(Math.max(0, time), this.store.getState().project.totalDuration);
    // Comlink hands the worker's Blob over as a Blob (structured clone); the protocol types it loosely.
    return (await preview.renderer.grabFrame(t, { scale, type })) as unknown as Blob;
  }

  /** The account's tier, which sets the longest video it may export. */
  async accountTier(): Promise<AccountTier> {
    return (await this.options.accountTier?.()) ?? 'free';
  }

  /**
   * Exports the project as the store holds it now, in the export worker (its own renderer): the preview and
   * the editing canvas go on meanwhile, but no preview copy starts until it ends. Rejects with an AbortError
   * when `options.signal` aborts.
   */
  async exportVideo(
    options: ExportRunOptions = {},
    extra: Pick<ExportContext, 'target'> = {},
  ): Promise<ExportResult> {
    const { project, selection } = this.store.getState();
    const tier = await this.accountTier();
    return this.copiesHold.during(() =>
      runExport(project, options, {
        tier,
        currentScene: selection.sceneIndex ?? 0,
        resolveMedia: this.options.resolveMedia,
        ...extra,
      }),
    );
  }

  async saveExportToLibrary(
    result: ExportResult,
    name: string,
    options: { signal?: AbortSignal } = {},
  ): Promise<LibraryVideo> {
    if (this.options.saveToLibrary === undefined)
      throw new Error('saveExportToLibrary: no library here (the editor is not signed in to the API)');
    return this.options.saveToLibrary(result, name, options);
  }

  private followSelection(): void {
    const { layerId } = this.store.getState().selection;
    if (layerId === this.selectedLayer) return;
    this.selectedLayer = layerId;
    if (layerId !== null) this.playback.set({ view: 'edit' });
  }

  /** Waiting for the first loaded project (idleUntilLoaded). */
  private idle(): boolean {
    return this.options.idleUntilLoaded === true && this.store.getState().generation === 0;
  }

  private scheduleSync(): void {
    if (this.pendingSync) return;
    this.pendingSync = true;
    this.syncing = this.syncing.then(async () => {
      this.pendingSync = false;
      await this.sync().catch((error: unknown) => console.error('clipwright editor: sync failed:', error));
    });
  }

  /** Brings the preview and the canvas to the store's state. */
  private async sync(): Promise<void> {
    if (this.slots === undefined) return;
    const state = this.store.getState();
    if (this.idle()) return;
    const stage = await this.ensureStage(state.project.layout);
    await this.syncPreview(stage, state);
    await this.syncCanvas(stage, state);
  }

  private async syncPreview(stage: Stage, { project, generation }: EditorState): Promise<void> {
    if (this.shown.project === project) return;
    const { cues } = audioCues(project);
    const { preview } = stage;
    const edit = this.shown.project !== undefined && generation === this.shown.generation;
    if (!edit || !sameCues(cues, this.shown.cues)) {
      // A loaded project, or new sounds: the full load (with its events) decodes them and re-anchors playback.
      // After an edit the worker still gets only the changed scenes.
      await preview.load(project, { edit });
    } else {
      // A visual edit: the worker takes the changed scenes and redraws the frame on screen, no reload.
      await preview.update(project);
    }
    this.shown.project = project;
    this.shown.generation = generation;
    this.shown.cues = cues;
    this.playback.set({ duration: project.totalDuration, problems: [...preview.audio.problems] });
    this.updatePlayback();
  }

  private async syncCanvas(stage: Stage, { project, selection }: EditorState): Promise<void> {
    const scene = project.clips[selection.sceneIndex];
    if (scene === undefined) return;
    await stage.editing.setScene(scene);
    this.shown.sceneIndex = selection.sceneIndex;
    // The selection may have moved while the scene was built: show the store's latest, never an older one
    // (the canvas reports it back, and a stale echo would undo the creator's newer choice). A layer not on
    // the canvas yet (a newer insert, another scene) waits for the sync already scheduled for it.
    const { layerId } = this.store.getState().selection;
    if (layerId === null || stage.editing.objectOf(layerId) !== undefined) stage.editing.select(layerId);
  }

  private ensureStage(layout: Layout): Promise<Stage> {
    const current = this.stageReady;
    if (current !== undefined && this.stage?.layout === layout) return current;
    this.stageReady = (async () => {
      const old = await current?.catch(() => undefined);
      if (old !== undefined && old.layout === layout) return old;
      if (old !== undefined) await this.disposeStage(old);
      const slots = this.slots;
      if (slots === undefined) throw new Error('editor session: not attached to the page yet');
      const stage = await this.createStage(layout, slots);
      this.stage = stage;
      this.shown = { project: undefined, generation: -1, sceneIndex: -1, cues: [] };
      return stage;
    })();
    return this.stageReady;
  }

  private async createStage(layout: Layout, slots: SessionSlots): Promise<Stage> {
    const size = CANVAS_SIZES[layout];
    const { width, height } = fitFormat(size, slots.room);
    const previewCanvas = document.createElement('canvas');
    previewCanvas.className = 'cw-preview';
    previewCanvas.style.cssText = `display:block;width:${width}px;height:${height}px`;
    slots.preview.replaceChildren(previewCanvas);
    const editCanvas = document.createElement('canvas');
    editCanvas.className = 'cw-edit';
    slots.edit.replaceChildren(editCanvas);
    const media = this.options.resolveMedia !== undefined ? { resolveMedia: this.options.resolveMedia } : {};
    const preview = await Preview.create({
      canvas: previewCanvas,
      projectWidth: size.width,
      projectHeight: size.height,
      ...media,
      ...(this.options.pauseWhenHidden !== undefined
        ? { pauseWhenHidden: this.options.pauseWhenHidden }
        : {}),
    });
    this.copiesHold.adopt(preview);
    const editing = createEditingCanvas(editCanvas, { layout, viewport: slots.room, ...media });
    const unsubscribe = [
      preview.on((event) => this.onPreview(event)),
      watchCopies(preview, (copies) => this.playback.set({ copies })),
      editing.on('change', ({ layerId, patch }) => {
        this.store.apply('Edit on canvas', (p) => updateLayerProperty(p, layerId, patch), {
          coalesce: `canvas:${layerId}:${Object.keys(patch).sort().join(',')}`,
        });
        this.forward('change', { layerId, patch });
      }),
      editing.on('select', (payload) => {
        this.store.select({ layerId: payload.layerId });
        this.forward('select', payload);
      }),
      ...FORWARDED.map((event) =>
        editing.on(event, (payload: EditingCanvasEvents[typeof event]) => this.forward(event, payload)),
      ),
    ];
    return { layout, preview, editing, unsubscribe };
  }

  private forward<K extends keyof EditingCanvasEvents>(event: K, payload: EditingCanvasEvents[K]): void {
    this.events.emit('canvas', [event, payload]);
  }

  private onPreview(event: PreviewEvent): void {
    if (event.type === 'playing') this.playback.set({ view: 'playback' });
    this.updatePlayback();
    this.events.emit('preview', event);
    // Where playback stops, the editing canvas follows with the scene on screen.
    if (event.type === 'pause' || event.type === 'seek' || event.type === 'play end') {
      const project = this.store.getState().project;
      const sceneIndex = sceneIndexAt(project, event.time);
      if (sceneIndex !== this.store.getState().selection.sceneIndex)
        this.store.select({ sceneIndex, layerId: null });
    }
  }

  /** Publishes state and time; while playing, every animation frame (the time display and playhead move). */
  private updatePlayback(): void {
    const preview = this.stage?.preview;
    if (preview === undefined) return;
    this.playback.set({ state: preview.currentState, time: preview.currentTime() });
    cancelAnimationFrame(this.ticker);
    if (preview.currentState === 'playing') this.ticker = requestAnimationFrame(() => this.updatePlayback());
  }

  private async disposeStage(stage: Stage): Promise<void> {
    for (const off of stage.unsubscribe) off();
    stage.editing.dispose();
    await stage.preview.dispose();
  }

  async dispose(): Promise<void> {
    this.unsubscribeStore();
    cancelAnimationFrame(this.ticker);
    const stage = await this.stageReady?.catch(() => undefined);
    if (stage !== undefined) await this.disposeStage(stage);
    this.stage = undefined;
    this.slots = undefined;
  }
}
