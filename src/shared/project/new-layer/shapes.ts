/**
 * New shape layers: rectangle, triangle and path shapes 300×300, circle radius 150, filled with
 * the scene's foreground colour and stroked 3 wide; lines and arrows from (20,50) to (320,50), red, width 10,
 * padding 5 (the arrow heads' 60° angle is drawn from the type).
 */
import { SHAPES } from '../../constants.ts';
import type { Layer, PathShapeName } from '../../model/layer.ts';
import { BOX_SHAPE_TYPES, LINE_TYPES, PATH_SHAPES } from '../../model/layer.ts';
import { centredPlacement, newLayer, type NewLayerTarget } from './common.ts';

export type BoxShapeKind = (typeof BOX_SHAPE_TYPES)[number];
export type LineKind = (typeof LINE_TYPES)[number];

export function newBoxShapeLayer(kind: BoxShapeKind, target: NewLayerTarget): Layer {
  if (!BOX_SHAPE_TYPES.includes(kind))
    throw new RangeError(`kind: '${String(kind)}' is not one of ${BOX_SHAPE_TYPES.join(', ')}`);
  const size = kind === 'circle' ? SHAPES.circleRadius * 2 : SHAPES.size;
  const base = {
    ...centredPlacement(target, size, size),
    fill: target.scene.fgColor,
    strokeWidth: SHAPES.strokeWidth,
  };
  if (kind === 'circle') return newLayer({ type: 'circle', ...base, radius: SHAPES.circleRadius }, target);
  return newLayer({ type: kind, ...base }, target);
}

export function newLineLayer(kind: LineKind, target: NewLayerTarget): Layer {
  if (!LINE_TYPES.includes(kind))
    throw new RangeError(`kind: '${String(kind)}' is not one of ${LINE_TYPES.join(', ')}`);
  const { x1, y1, x2, y2, stroke, strokeWidth, padding } = SHAPES.line;
  return newLayer(
    {
      type: kind,
      ...centredPlacement(target, Math.abs(x2 - x1), Math.abs(y2 - y1)),
      x1,
      y1,
      x2,
      y2,
      stroke,
      strokeWidth,
      padding,
    },
    target,
  );
}

export function newPathShapeLayer(shape: PathShapeName, target: NewLayerTarget): Layer {
  if (!PATH_SHAPES.includes(shape))
    throw new RangeError(`shape: '${String(shape)}' is not one of ${PATH_SHAPES.join(', ')}`);
  return newLayer(
    {
      type: 'CustomPath',
      ...centredPlacement(target, SHAPES.size, SHAPES.size),
      shape,
      cornerRadius: 0,
      fill: target.scene.fgColor,
      strokeWidth: SHAPES.strokeWidth,
    },
    target,
  );
}
