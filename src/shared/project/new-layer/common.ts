/**
 * What every new layer shares: a fresh id, the default animation (none, smooth, 1 s,
 * no delay), shown from the clip's start to its end, nothing locked, and a placement centred on a point of
 * the format's canvas. The factories build layers exactly as load normalisation would leave them, so
 * inserting one never needs a repair (the tests prove it).
 */
import { ANIMATION_DEFAULTS, CANVAS_SIZES, type Layout } from '../../constants.ts';
import { createId, type LayerId, type RandomSource } from '../../ids.ts';
import type { Layer, LayerProperty } from '../../model/layer.ts';
import { layerTypeOf } from '../../model/layer.ts';
import type { Scene } from '../../model/scene.ts';
import { uprightPlacement, type Placement } from '../../model/geometry.ts';
import { roundTime } from '../../normalize/scene.ts';

/** Where a new layer goes and what it reads from its scene. */
export interface NewLayerTarget {
  layout: Layout;
  /** The scene it goes into: its duration ends the layer's window, its colours and text styles are used. */
  scene: Pick<Scene, 'duration' | 'fgColor' | 'textStyle'>;
  /** The canvas point (model units) the layer's centre goes to; default the canvas centre. */
  at?: { x: number; y: number } | undefined;
  /** Source of the new id (tests pass a seeded one). */
  random?: RandomSource | undefined;
}

export type { Placement };

/** The centre point a layer goes to: `at` when given and finite, else the canvas centre. */
export function targetCentre(target: NewLayerTarget): { x: number; y: number } {
  const size = CANVAS_SIZES[target.layout];
  if (size === undefined) throw new RangeError(`layout: '${String(target.layout)}' is not a format`);
  const at = target.at;
  if (at !== undefined) {
    for (const key of ['x', 'y'] as const) {
      if (!Number.isFinite(at[key])) throw new RangeError(`at.${key}: ${String(at[key])} is not a number`);
    }
    return { x: at.x, y: at.y };
  }
  return { x: size.width / 2, y: size.height / 2 };
}

/**
 * A left/top placement of a `width`×`height` box drawn at `scale`, whose centre is at the target point.
 * Values are rounded to 8 fraction digits (the numeric precision).
 */
export function centredPlacement(
  target: NewLayerTarget,
  width: number,
  height: number,
  scale = 1,
): Placement {
  const centre = targetCentre(target);
  return uprightPlacement(
    round(centre.x - (width * scale) / 2),
    round(centre.y - (height * scale) / 2),
    width,
    height,
    scale,
  );
}

/** Numeric precision (8 fraction digits): the rounding normalisation applies. */
export const round = roundTime;

/** Wraps a property into a complete layer of the matching type (avatar, video or object). */
export function newLayer(
  property: LayerProperty,
  target: NewLayerTarget,
  extra: { padding?: number } = {},
): Layer {
  const duration = target.scene.duration;
  if (!(Number.isFinite(duration) && duration >= 0))
    throw new RangeError(`scene.duration: ${String(duration)} is not a duration in seconds`);
  const { name, ease, duration: effectDuration, delay } = ANIMATION_DEFAULTS;
  const layer: Layer = {
    id: createId<LayerId>(target.random),
    type: layerTypeOf(property.type),
    property,
    animation: {
      enter: { name, ease, duration: effectDuration, delay },
      exit: { name, ease, duration: effectDuration },
    },
    start: 0,
    lockMovementX: false,
    lockMovementY: false,
    lockRotation: false,
    lockScalingFlip: false,
    lockScalingX: false,
    lockScalingY: false,
    _timelineStart: 0,
    _timelineEnd: duration,
  };
  if (extra.padding !== undefined) layer.padding = extra.padding;
  return layer;
}

/** The scale that fits a `width`×`height` box inside `fraction` of the canvas, never enlarging it. */
export function fitScale(layout: Layout, width: number, height: number, fraction: number): number {
  const size = CANVAS_SIZES[layout];
  if (!(width > 0 && height > 0))
    throw new RangeError(`size: ${width}×${height} must have a positive width and height`);
  return round(Math.min(1, (size.width * fraction) / width, (size.height * fraction) / height));
}
