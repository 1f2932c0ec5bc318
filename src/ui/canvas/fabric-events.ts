/**
 * What the creator does to the editing canvas's objects, said as editing-canvas events: a move, resize,
 * rotate or text edit as a `change` with the model fields to update, the selection, text editing, badge clicks
 * and refused resizes. The canvas never changes the project itself.
 */
import type { Canvas, FabricObject, Textbox } from 'fabric';
import { keepVoiceOnCanvas } from '../../shared/avatar/display-type.ts';
import type { Emitter } from '../../shared/emitter.ts';
import type { AvatarProperty } from '../../shared/model/avatar.ts';
import type { Layer } from '../../shared/model/layer.ts';
import type { ControlCallbacks } from './controls.ts';
import type { EditingCanvasEvents } from './events.ts';
import type { Size } from './format.ts';
import { patchFromObject } from './layer-patch.ts';
import type { LayerObjects } from './layer-objects.ts';
import { installResizeGuard } from './resize-guard.ts';
import { onTextEditing } from './text-editing.ts';

/** The badge callbacks of the objects' controls: unlock, replace media, and which objects show the badge. */
export function controlCallbacks(
  objects: () => LayerObjects,
  emitter: Emitter<EditingCanvasEvents>,
  replaceable: (layer: Layer) => boolean,
): ControlCallbacks {
  return {
    unlock: (object) => {
      const id = objects().idOf(object);
      if (id !== undefined) emitter.emit('unlock', { layerId: id });
    },
    replace: (object) => {
      const layer = objects().layerOf(object);
      if (layer === undefined) return;
      const event = layer.property.type === 'CustomVideo' ? 'replace-video' : 'replace-image';
      emitter.emit(event, { layerId: layer.id });
    },
    replaceable: (object) => {
      const layer = objects().layerOf(object);
      return layer !== undefined && replaceable(layer);
    },
  };
}

/** Listens to Fabric's events on `fabric`; returns what removes the listeners that outlive the canvas. */
export function forwardFabricEvents(
  fabric: Canvas,
  objects: LayerObjects,
  emitter: Emitter<EditingCanvasEvents>,
  format: Size,
): () => void {
  const offGuard = installResizeGuard(
    fabric,
    (object) => objects.layerOf(object)?.property.type,
    (object, verdict) => {
      const id = objects.idOf(object);
      if (id !== undefined) emitter.emit('resize-refused', { layerId: id, reason: verdict.reason });
    },
  );
  fabric.on('object:modified', ({ target }) => {
    const layer = objects.layerOf(target);
    if (layer === undefined) return;
    const patch = modifiedPatch(layer, target, format);
    if (Object.keys(patch).length > 0) emitter.emit('change', { layerId: layer.id, patch });
  });
  const selected = () => {
    if (objects.rearranging) return;
    const active = fabric.getActiveObject();
    emitter.emit('select', { layerId: active === undefined ? null : (objects.idOf(active) ?? null) });
  };
  const offTextEditing = onTextEditing(fabric, (object, editing) => {
    const id = objects.idOf(object);
    if (id !== undefined) emitter.emit('text-editing', { layerId: id, editing });
  });
  fabric.on('selection:created', selected);
  fabric.on('selection:updated', selected);
  fabric.on('selection:cleared', selected);
  return () => {
    offGuard();
    offTextEditing();
  };
}

/** The model fields a modified object changed. */
function modifiedPatch(layer: Layer, target: FabricObject, format: Size): Record<string, unknown> {
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
  return patch;
}
