/**
 * The editing canvas: a Fabric canvas on the main thread showing one scene at the format size
 * fitted to the viewport. Fabric objects are views of layers: user edits come out as `change`
 * events carrying the model fields to update, and the canvas never changes the project; the host applies the
 * change and calls `setScene` again, which moves existing objects in place and rebuilds only changed ones.
 */
import { Canvas } from 'fabric';
import type { FabricObject } from 'fabric';
import { restoreAvatarBackground, setAvatarBackground } from '../../shared/avatar/background.ts';
import type { AvatarChange } from '../../shared/avatar/change.ts';
import { switchAvatarDisplayType } from '../../shared/avatar/display-type.ts';
import type { CropType, Layout } from '../../shared/constants.ts';
import { Emitter } from '../../shared/emitter.ts';
import type { AvatarDisplayType, AvatarProperty, FramedDisplayType } from '../../shared/model/avatar.ts';
import type { Layer, LayerPropertyType } from '../../shared/model/layer.ts';
import type { Scene } from '../../shared/model/scene.ts';
import { SceneBackground } from './background.ts';
import { CropControl } from './crop-control.ts';
import type { CropSession } from './crop/crop-session.ts';
import type { EditingCanvasEvent, EditingCanvasEvents } from './events.ts';
import { controlCallbacks, forwardFabricEvents } from './fabric-events.ts';
import { fitFormat, formatSize } from './format.ts';
import type { Size } from './format.ts';
import type { LayerPatch } from './layer-patch.ts';
import { LayerObjects } from './layer-objects.ts';
import type { MediaResolver } from './media.ts';
import { replaceMedia } from './replace-media.ts';
import type { ReplacementMedia } from './replace-media.ts';

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
  const replaceable = options.replaceable ?? ((layer: Layer) => MEDIA_TYPES.includes(layer.property.type));
  const crop = new CropControl(fabric, emitter, format, options.resolveMedia);
  const callbacks = controlCallbacks(() => objects, emitter, replaceable);
  const objects = new LayerObjects(fabric, emitter, callbacks, crop, options.resolveMedia);
  crop.objects = objects;
  const offEvents = forwardFabricEvents(fabric, objects, emitter, format);
  const scenes = sceneQueue(new SceneBackground(fabric, format), objects, emitter);
  const view = fittedView(fabric, format);
  view.setViewport(options.viewport);

  return {
    fabric,
    get zoom() {
      return view.zoom;
    },
    setScene: scenes.show,
    reloadMedia(url) {
      objects.forgetUsing(url);
      const current = objects.scene;
      return current === undefined ? scenes.idle() : scenes.show(current);
    },
    setViewport: view.setViewport,
    on: (event, listener) => emitter.on(event, listener),
    objectOf: (layerId) => objects.objectOf(layerId),
    select(layerId) {
      // The crop box holds the selection until the crop ends (the host's echo of the selection must not
      // take it away, or its handles go with it).
      if (crop.active()) return;
      const object = layerId === null ? undefined : objects.objectOf(layerId);
      if (object === undefined) fabric.discardActiveObject();
      else fabric.setActiveObject(object);
      fabric.requestRenderAll();
    },
    startCrop: (layerId, cropType) => crop.start(layerId, cropType),
    commitCrop: () => crop.commit(),
    cancelCrop: () => crop.cancel(),
    ...avatarEdits(objects, emitter, format),
    replaceMedia(layerId, media) {
      const patch = replaceMedia(objects.entryOf(layerId).layer.property, media);
      emitter.emit('change', { layerId, patch });
      return patch;
    },
    ...mediaPlayback(objects),
    dispose() {
      offEvents();
      objects.dispose();
      void fabric.dispose();
    },
  };
}

/** The canvas fitted to a viewport: its size and zoom follow `setViewport`. */
function fittedView(
  fabric: Canvas,
  format: Size,
): { readonly zoom: number; setViewport(viewport: Size): void } {
  let zoom = 1;
  return {
    get zoom() {
      return zoom;
    },
    setViewport: (viewport) => {
      const fit = fitFormat(format, viewport);
      zoom = fit.zoom;
      fabric.setDimensions({ width: fit.width, height: fit.height });
      fabric.setZoom(zoom);
      fabric.requestRenderAll();
    },
  };
}

/** Scenes shown one sync at a time, in call order: a later scene always wins. */
function sceneQueue(
  background: SceneBackground,
  objects: LayerObjects,
  emitter: Emitter<EditingCanvasEvents>,
): { show(scene: Scene): Promise<void>; idle(): Promise<void> } {
  let queue: Promise<void> = Promise.resolve();
  return {
    show: (scene) => {
      queue = queue.then(async () => {
        const backdrop = background
          .show(scene)
          .catch((error: unknown) => emitter.emit('error', { layerId: null, error }));
        await objects.sync(scene);
        await backdrop;
      });
      return queue;
    },
    /** Settles when the syncs asked for so far are done. */
    idle: () => queue,
  };
}

/** Avatar edits: each emits its change (and the new presenter image, if any) and returns the patch. */
function avatarEdits(
  objects: LayerObjects,
  emitter: Emitter<EditingCanvasEvents>,
  format: Size,
): Pick<EditingCanvas, 'setAvatarDisplayType' | 'setAvatarBackground' | 'restoreAvatarBackground'> {
  function avatarEdit(layerId: string, edit: (p: AvatarProperty) => AvatarChange): LayerPatch {
    const p = objects.entryOf(layerId).layer.property;
    if (p.type !== 'Avatar') throw new TypeError(`layer ${layerId} is a ${p.type}, not an avatar`);
    const { patch, image } = edit(p);
    if (Object.keys(patch).length > 0) emitter.emit('change', { layerId, patch });
    if (image !== null) emitter.emit('avatar-image', { layerId, image });
    return patch;
  }
  return {
    setAvatarDisplayType: (layerId, type) =>
      avatarEdit(layerId, (p) => switchAvatarDisplayType(p, type, format)),
    setAvatarBackground: (layerId, shape, colour) =>
      avatarEdit(layerId, (p) => setAvatarBackground(p, shape, colour)),
    restoreAvatarBackground: (layerId, shape) =>
      avatarEdit(layerId, (p) => restoreAvatarBackground(p, shape)),
  };
}

/** Video and sticker layers played in place. */
function mediaPlayback(objects: LayerObjects): Pick<EditingCanvas, 'playMedia' | 'pauseMedia' | 'seekMedia'> {
  return {
    playMedia: (layerId) => objects.playerOf(layerId).play(),
    pauseMedia: (layerId, pause) => objects.playerOf(layerId).pause(pause?.rewind ?? false),
    seekMedia: (layerId, seconds) => objects.playerOf(layerId).seek(seconds),
  };
}
