/**
 * The editing canvas: a Fabric canvas on the main thread showing one scene at the format size
 * fitted to the viewport. Fabric objects are views of layers: user edits come out as `change`
 * events carrying the model fields to update, and the canvas never changes the project; the host applies the
 * change and calls `setScene` again, which moves existing objects in place and rebuilds only changed ones.
 */
import { Canvas } from 'fabric';
import type { FabricObject, Textbox } from 'fabric';
import { restoreAvatarBackground, setAvatarBackground } from '../../shared/avatar/background.ts';
import type { AvatarChange } from '../../shared/avatar/change.ts';
import { keepVoiceOnCanvas, switchAvatarDisplayType } from '../../shared/avatar/display-type.ts';
import type { CropType, Layout } from '../../shared/constants.ts';
import { Emitter } from '../../shared/emitter.ts';
import type { AvatarDisplayType, AvatarProperty, FramedDisplayType } from '../../shared/model/avatar.ts';
import type { Layer, LayerPropertyType } from '../../shared/model/layer.ts';
import type { Scene } from '../../shared/model/scene.ts';
import { layerShown } from '../../shared/timeline/conversation-avatars.ts';
import { SceneBackground } from './background.ts';
import { AvatarCrop } from './crop/avatar-crop.ts';
import { CropSession } from './crop/crop-session.ts';
import { applyControls } from './controls.ts';
import type { EditingCanvasEvent, EditingCanvasEvents } from './events.ts';
import { fitFormat, formatSize } from './format.ts';
import type { Size } from './format.ts';
import { patchFromObject } from './layer-patch.ts';
import type { LayerPatch } from './layer-patch.ts';
import type { MediaResolver } from './media.ts';
import { avatarPlacement } from './objects/avatar.ts';
import { createLayerObject } from './objects/kinds.ts';
import { CroppableView } from './objects/media-view.ts';
import type { MediaPlayer } from './objects/player.ts';
import { replaceMedia } from './replace-media.ts';
import type { ReplacementMedia } from './replace-media.ts';
import { onTextEditing } from './text-editing.ts';
import { placementOf } from '../../canvas/fabric-paint.ts';
import { installResizeGuard } from './resize-guard.ts';
import { contentKey, lockFlags } from './sync-keys.ts';

export interface EditingCanvasOptions {
  layout: Layout;
  viewport: Size;
  /** Resolves a media key to a URL (layers without `_staticUrl`); without it such layers report an error. */
  resolveMedia?: MediaResolver;
  /** Which objects show the replace-media badge; default: images, videos, stickers, icons and avatars. */
  replaceable?: (layer: Layer) => boolean;
}

export interface EditingCanvas {
  readonly fabric: Canvas;
  /** Canvas pixels per model unit. */
  readonly zoom: number;
  /** Shows the scene; resolves when every object is built and its media drawn (or failed: see `error`). */
  setScene(scene: Scene): Promise<void>;
  setViewport(viewport: Size): void;
  on<K extends EditingCanvasEvent>(event: K, listener: (payload: EditingCanvasEvents[K]) => void): () => void;
  /** The Fabric object showing a layer. */
  objectOf(layerId: string): FabricObject | undefined;
  /** Selects a layer's object (null: none); ignored while a crop runs (its box keeps the selection). */
  select(layerId: string | null): void;
  /**
   * Starts a crop of an image, video or avatar layer; one crop at a time. An avatar is cropped in
   * halfbody over its whole presenter image, with the rectangle crop type only (crop/avatar-crop.ts).
   */
  startCrop(layerId: string, cropType: CropType): CropSession;
  /**
   * Applies the crop: emits a change with the new clipPath and _cropType; for an avatar, with the halfbody
   * type, the crop rectangle and the frame that keeps the picture in place (a box of no size throws, and the
   * crop stays open).
   */
  commitCrop(): void;
  /** Leaves the crop as it was (an avatar keeps its own display type). */
  cancelCrop(): void;
  /**
   * Avatar edits (src/shared/avatar): each emits the resulting `change` (nothing when nothing
   * changes) and, for a Talking Photo whose shown shape changes transparency, `avatar-image`.
   */
  setAvatarDisplayType(layerId: string, type: AvatarDisplayType): LayerPatch;
  setAvatarBackground(layerId: string, shape: FramedDisplayType, colour: string): LayerPatch;
  restoreAvatarBackground(layerId: string, shape: FramedDisplayType): LayerPatch;
  /** Swaps an image, video, sticker or icon's media keeping its geometry; emits and returns the patch. */
  replaceMedia(layerId: string, media: ReplacementMedia): LayerPatch;
  /**
   * The server replaced the file at `url` (an upload it converted): the objects showing it are made again,
   * loading the new file. Resolves once they have loaded.
   */
  reloadMedia(url: string): Promise<void>;
  /** Video and sticker layers play in place; the project does not change. */
  playMedia(layerId: string): Promise<void>;
  /** rewind: video back to its trim start, sticker to its cover frame; else the current frame is held. */
  pauseMedia(layerId: string, options?: { rewind?: boolean }): Promise<void>;
  /** Shows the frame `seconds` after the layer's start. */
  seekMedia(layerId: string, seconds: number): Promise<void>;
  dispose(): void;
}

const MEDIA_TYPES: readonly LayerPropertyType[] = [
  'CustomImage',
  'CustomVideo',
  'CustomSticker',
  'CustomIcon',
  'Avatar',
];

interface Entry {
  layer: Layer;
  key: string;
  object: FabricObject;
  player?: MediaPlayer | undefined;
}

export function createEditingCanvas(
  element: HTMLCanvasElement,
  options: EditingCanvasOptions,
): EditingCanvas {
  const format = formatSize(options.layout);
  const fabric = new Canvas(element, {
    enableRetinaScaling: false,
    preserveObjectStacking: true,
    selection: false,
  });
  const emitter = new Emitter<EditingCanvasEvents>();
  const entries = new Map<string, Entry>();
  const ids = new WeakMap<FabricObject, string>();
  const replaceable = options.replaceable ?? ((layer: Layer) => MEDIA_TYPES.includes(layer.property.type));
  let zoom = 1;
  const background = new SceneBackground(fabric, format);
  /** The crop in progress: its box, the layer, and for an avatar the stand-in showing its whole image. */
  let crop: { layerId: string; session: CropSession; avatar?: AvatarCrop } | undefined;
  /** The scene shown last: speech type for conversation avatars. */
  let scene: Scene | undefined;
  let queue: Promise<void> = Promise.resolve();

  const layerOf = (object: FabricObject): Layer | undefined => {
    const id = ids.get(object);
    return id === undefined ? undefined : entries.get(id)?.layer;
  };

  function setViewport(viewport: Size): void {
    const fit = fitFormat(format, viewport);
    zoom = fit.zoom;
    fabric.setDimensions({ width: fit.width, height: fit.height });
    fabric.setZoom(zoom);
    fabric.requestRenderAll();
  }
  setViewport(options.viewport);

  const callbacks = {
    unlock: (object: FabricObject) => {
      const id = ids.get(object);
      if (id !== undefined) emitter.emit('unlock', { layerId: id });
    },
    replace: (object: FabricObject) => {
      const layer = layerOf(object);
      if (layer === undefined) return;
      const event = layer.property.type === 'CustomVideo' ? 'replace-video' : 'replace-image';
      emitter.emit(event, { layerId: layer.id });
    },
    replaceable: (object: FabricObject) => {
      const layer = layerOf(object);
      return layer !== undefined && replaceable(layer);
    },
  };

  const offGuard = installResizeGuard(
    fabric,
    (object) => layerOf(object)?.property.type,
    (object, verdict) => {
      const id = ids.get(object);
      if (id !== undefined) emitter.emit('resize-refused', { layerId: id, reason: verdict.reason });
    },
  );

  fabric.on('object:modified', ({ target }) => {
    const layer = layerOf(target);
    if (layer === undefined) return;
    const isText = layer.property.type === 'textbox';
    const patch = patchFromObject(layer.property, {
      left: target.left,
      top: target.top,
      width: target.width,
      height: target.height,
      scaleX: target.scaleX,
      scaleY: target.scaleY,
      angle: target.angle,
      flipX: target.flipX,
      flipY: target.flipY,
      ...(isText ? { text: (target as Textbox).text, styles: (target as Textbox).styles } : {}),
    });
    const p = layer.property;
    // The voice badge stays the voice margin inside the canvas wherever it is dragged.
    if (p.type === 'Avatar' && p.avatarType === 'voice' && patch.shapes !== undefined) {
      const voice = keepVoiceOnCanvas(p, (patch.shapes as AvatarProperty['shapes']).voice, format);
      patch.shapes = { ...(patch.shapes as AvatarProperty['shapes']), voice };
    }
    if (Object.keys(patch).length > 0) emitter.emit('change', { layerId: layer.id, patch });
  });
  // While sync() re-arranges the objects, Fabric fires selection events of its own (removing the selected
  // object clears the selection, a rebuilt one is selected again): not the creator's choice, and passed on
  // they would move the editor's selection to a stale layer while a newer one is being shown.
  let quiet = false;
  const selected = () => {
    if (quiet) return;
    const active = fabric.getActiveObject();
    emitter.emit('select', { layerId: active === undefined ? null : (ids.get(active) ?? null) });
  };
  const offTextEditing = onTextEditing(fabric, (object, editing) => {
    const id = ids.get(object);
    if (id !== undefined) emitter.emit('text-editing', { layerId: id, editing });
  });
  fabric.on('selection:created', selected);
  fabric.on('selection:updated', selected);
  fabric.on('selection:cleared', selected);

  /**
   * Whether a layer's object shows: as the worker decides (hidden layers, conversation avatars without a
   * conversation speech), and not while an avatar crop shows its stand-in.
   */
  const shownIn = (layer: Layer, where: Scene): boolean =>
    layerShown(layer, where) && crop?.avatar?.layerId !== layer.id;

  /** Placement of an existing object from its (moved) layer. */
  function place(object: FabricObject, layer: Layer, where: Scene): void {
    const p = layer.property;
    object.set({
      ...placementOf(p.type === 'Avatar' ? avatarPlacement(p) : p),
      ...lockFlags(layer),
      visible: shownIn(layer, where),
    });
    object.setCoords();
  }

  async function build(layer: Layer, where: Scene): Promise<{ entry: Entry; ready: Promise<void> }> {
    const { object, ready, player } = await createLayerObject(layer, options.resolveMedia);
    object.set({ ...lockFlags(layer), visible: shownIn(layer, where) });
    applyControls(object, callbacks, layer.property.type === 'textbox');
    ids.set(object, layer.id);
    const shown = ready.then(
      () => fabric.requestRenderAll(),
      (error: unknown) => emitter.emit('error', { layerId: layer.id, error }),
    );
    return { entry: { layer, key: contentKey(layer), object, player }, ready: shown };
  }

  async function sync(next: Scene): Promise<void> {
    scene = next;
    const backdrop = background
      .show(next)
      .catch((error: unknown) => emitter.emit('error', { layerId: null, error }));
    const active = fabric.getActiveObject();
    const activeId = active === undefined ? undefined : ids.get(active);
    const pending: Promise<void>[] = [];
    const built = await Promise.all(
      next.layers.map(async (layer): Promise<Entry | undefined> => {
        const old = entries.get(layer.id);
        // A layer the edit kept is the same object (edits share what they do not change): same content.
        const key = old !== undefined && old.layer === layer ? old.key : contentKey(layer);
        if (old !== undefined && old.key === key) {
          place(old.object, layer, next);
          return { ...old, layer };
        }
        try {
          const made = await build(layer, next);
          pending.push(made.ready);
          return made.entry;
        } catch (error) {
          emitter.emit('error', { layerId: layer.id, error });
          return undefined;
        }
      }),
    );
    const keep = new Set(built.flatMap((entry) => (entry === undefined ? [] : [entry.object])));
    quiet = true;
    try {
      for (const entry of entries.values()) {
        if (keep.has(entry.object)) continue;
        entry.player?.dispose();
        fabric.remove(entry.object);
      }
      entries.clear();
      let index = 0;
      for (const entry of built) {
        if (entry === undefined) continue;
        entries.set(entry.layer.id, entry);
        if (!fabric.getObjects().includes(entry.object)) fabric.add(entry.object);
        fabric.moveObjectTo(entry.object, index++);
      }
      // A rebuilt object keeps the selection of the one it replaces.
      const again = activeId === undefined ? undefined : entries.get(activeId)?.object;
      if (again !== undefined && again !== fabric.getActiveObject() && crop === undefined)
        fabric.setActiveObject(again);
    } finally {
      quiet = false;
    }
    // A conversation avatar hidden by a speech change cannot stay selected: its controls would float alone.
    const selected = fabric.getActiveObject();
    const hiddenNow = selected !== undefined && selected.visible === false;
    const wasShown = activeId !== undefined && active?.visible === true;
    if (hiddenNow && wasShown && crop === undefined) fabric.discardActiveObject();
    fabric.requestRenderAll();
    await Promise.all([...pending, backdrop]);
  }

  function entryOf(layerId: string): Entry {
    const entry = entries.get(layerId);
    if (entry === undefined) throw new Error(`layer ${layerId} is not on the canvas`);
    return entry;
  }

  function avatarEdit(layerId: string, edit: (p: AvatarProperty) => AvatarChange): LayerPatch {
    const p = entryOf(layerId).layer.property;
    if (p.type !== 'Avatar') throw new TypeError(`layer ${layerId} is a ${p.type}, not an avatar`);
    const { patch, image } = edit(p);
    if (Object.keys(patch).length > 0) emitter.emit('change', { layerId, patch });
    if (image !== null) emitter.emit('avatar-image', { layerId, image });
    return patch;
  }

  /** After an avatar crop: the avatar shows (as the scene decides) and is selected again. */
  function showAgain(layerId: string): void {
    const entry = entries.get(layerId);
    if (entry === undefined || scene === undefined) return;
    place(entry.object, entry.layer, scene);
    if (entry.object.visible) fabric.setActiveObject(entry.object);
    fabric.requestRenderAll();
  }

  function playerOf(layerId: string): MediaPlayer {
    const entry = entryOf(layerId);
    if (entry.player === undefined) {
      throw new TypeError(
        `layer ${layerId} is a ${entry.layer.property.type}: only videos and stickers play`,
      );
    }
    return entry.player;
  }

  return {
    fabric,
    get zoom() {
      return zoom;
    },
    setScene(scene) {
      // One sync at a time, in call order: a later scene always wins.
      queue = queue.then(() => sync(scene));
      return queue;
    },
    reloadMedia(url) {
      const quoted = JSON.stringify(url).slice(1, -1);
      // A content key no layer has: the next sync builds these objects again.
      for (const entry of entries.values()) if (entry.key.includes(quoted)) entry.key = '';
      const current = scene;
      if (current !== undefined) queue = queue.then(() => sync(current));
      return queue;
    },
    setViewport,
    on: (event, listener) => emitter.on(event, listener),
    objectOf: (layerId) => entries.get(layerId)?.object,
    select(layerId) {
      // The crop box holds the selection until the crop ends (the host's echo of the selection must not
      // take it away, or its handles go with it).
      if (crop !== undefined) return;
      const object = layerId === null ? undefined : entries.get(layerId)?.object;
      if (object === undefined) fabric.discardActiveObject();
      else fabric.setActiveObject(object);
      fabric.requestRenderAll();
    },
    startCrop(layerId, cropType) {
      if (crop !== undefined) throw new Error(`a crop of layer ${crop.layerId} is in progress`);
      const entry = entries.get(layerId);
      const p = entry?.layer.property;
      if (entry !== undefined && p?.type === 'Avatar') {
        const avatar = new AvatarCrop(
          {
            canvas: fabric,
            layerId,
            property: p,
            view: entry.object,
            format,
            resolver: options.resolveMedia,
            onError: (error) => emitter.emit('error', { layerId, error }),
          },
          cropType,
        );
        crop = { layerId, session: avatar.session, avatar };
        entry.object.visible = false;
        return avatar.session;
      }
      const object = entry?.object;
      if (!(object instanceof CroppableView)) {
        throw new Error(`layer ${layerId} cannot be cropped: only image, video and avatar layers can`);
      }
      crop = { layerId, session: new CropSession(fabric, object, cropType) };
      return crop.session;
    },
    commitCrop() {
      if (crop === undefined) throw new Error('commitCrop: no crop in progress');
      const { layerId, session, avatar } = crop;
      if (avatar === undefined) {
        const patch = session.commit();
        crop = undefined;
        emitter.emit('change', { layerId, patch });
        return;
      }
      // An avatar's crop is checked before anything closes: a refused box leaves the crop open.
      const { patch, image } = avatar.commit();
      crop = undefined;
      showAgain(layerId);
      emitter.emit('change', { layerId, patch });
      // Forced into halfbody, a Talking Photo may need its other image (as a display type switch does).
      if (image !== null) emitter.emit('avatar-image', { layerId, image });
    },
    cancelCrop() {
      if (crop === undefined) return;
      const { layerId, session, avatar } = crop;
      if (avatar !== undefined) avatar.cancel();
      else session.cancel();
      crop = undefined;
      if (avatar !== undefined) showAgain(layerId);
    },
    setAvatarDisplayType: (layerId, type) =>
      avatarEdit(layerId, (p) => switchAvatarDisplayType(p, type, format)),
    setAvatarBackground: (layerId, shape, colour) =>
      avatarEdit(layerId, (p) => setAvatarBackground(p, shape, colour)),
    restoreAvatarBackground: (layerId, shape) =>
      avatarEdit(layerId, (p) => restoreAvatarBackground(p, shape)),
    replaceMedia(layerId, media) {
      const patch = replaceMedia(entryOf(layerId).layer.property, media);
      emitter.emit('change', { layerId, patch });
      return patch;
    },
    playMedia: (layerId) => playerOf(layerId).play(),
    pauseMedia: (layerId, pause) => playerOf(layerId).pause(pause?.rewind ?? false),
    seekMedia: (layerId, seconds) => playerOf(layerId).seek(seconds),
    dispose() {
      offGuard();
      offTextEditing();
      for (const entry of entries.values()) entry.player?.dispose();
      void fabric.dispose();
    },
  };
}
