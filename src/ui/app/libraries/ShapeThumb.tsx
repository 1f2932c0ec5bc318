/**
 * Small drawings of the shapes for their library tiles, from the same shared geometry the canvas and the
 * renderer draw with (so a tile looks like what it inserts).
 */
import { ellipseCommands, rectCommands, triangleCommands } from '../../../shared/geometry/box-shapes.ts';
import { lineGeometry } from '../../../shared/geometry/line-arrows.ts';
import { pathShapeCommands } from '../../../shared/geometry/path-shapes.ts';
import { toSvgPath } from '../../../shared/geometry/svg-string.ts';
import type { PathShapeName } from '../../../shared/model/layer.ts';

export type ShapeKind =
  'rect' | 'triangle' | 'circle' | 'CustomLine' | 'CustomArrow' | 'CustomDoubleArrow' | PathShapeName;

const SIZE = 40;

function pathData(kind: ShapeKind): string {
  switch (kind) {
    case 'rect':
      return toSvgPath(rectCommands(SIZE, SIZE));
    case 'triangle':
      return toSvgPath(triangleCommands(SIZE, SIZE));
    case 'circle':
      return toSvgPath(ellipseCommands(SIZE, SIZE));
    case 'CustomLine':
    case 'CustomArrow':
    case 'CustomDoubleArrow':
      return lineGeometry(2, SIZE / 2, SIZE - 2, SIZE / 2, 4, kind).d;
    default:
      return toSvgPath(pathShapeCommands(kind, SIZE, SIZE));
  }
}

export function ShapeThumb(props: { kind: ShapeKind }) {
  return (
    <svg
      className="cw-lib-shape"
      viewBox={`-2 -2 ${SIZE + 4} ${SIZE + 4}`}
      aria-hidden="true"
      focusable="false"
    >
      <path d={pathData(props.kind)} />
    </svg>
  );
}
