/** Shapes: rectangle, triangle, circle, line, arrow, double arrow and every path shape. */
import { PATH_SHAPES, type PathShapeName } from '../../../shared/model/layer.ts';
import {
  newBoxShapeLayer,
  newLineLayer,
  newPathShapeLayer,
} from '../../../shared/project/new-layer/shapes.ts';
import { useT } from '../../i18n/use-t.ts';
import { LibraryTile, TileGrid } from './LibraryTile.tsx';
import { ShapeThumb, type ShapeKind } from './ShapeThumb.tsx';
import type { LayerBuilder } from './use-insert.ts';
import type { KeyIn } from '../../i18n/messages.ts';

const PATH_KEYS: Record<PathShapeName, KeyIn<'libraries'>> = {
  concaveArrowBlock: 'shapeConcaveArrowBlock',
  cloud: 'shapeCloud',
  cross: 'shapeCross',
  diamond: 'shapeDiamond',
  fivePointedStar: 'shapeFivePointedStar',
  heart: 'shapeHeart',
  octagon: 'shapeOctagon',
  roundSpeechBubble: 'shapeRoundSpeechBubble',
  starBurst: 'shapeStarBurst',
};

/** Every shape tile: its kind, its label key, and its factory. */
export const SHAPE_ITEMS: ReadonlyArray<{ kind: ShapeKind; key: KeyIn<'libraries'>; build: LayerBuilder }> = [
  { kind: 'rect', key: 'shapeRect', build: (target) => newBoxShapeLayer('rect', target) },
  { kind: 'triangle', key: 'shapeTriangle', build: (target) => newBoxShapeLayer('triangle', target) },
  { kind: 'circle', key: 'shapeCircle', build: (target) => newBoxShapeLayer('circle', target) },
  { kind: 'CustomLine', key: 'shapeLine', build: (target) => newLineLayer('CustomLine', target) },
  { kind: 'CustomArrow', key: 'shapeArrow', build: (target) => newLineLayer('CustomArrow', target) },
  {
    kind: 'CustomDoubleArrow',
    key: 'shapeDoubleArrow',
    build: (target) => newLineLayer('CustomDoubleArrow', target),
  },
  ...PATH_SHAPES.map((shape) => ({
    kind: shape,
    key: PATH_KEYS[shape],
    build: (target: Parameters<LayerBuilder>[0]) => newPathShapeLayer(shape, target),
  })),
];

export function ShapesTab(props: { onInsert(label: string, build: LayerBuilder): void }) {
  const t = useT('libraries');
  return (
    <TileGrid label={t('tabShapes')}>
      {SHAPE_ITEMS.map((item) => (
        <LibraryTile
          key={item.kind}
          id={`shape:${item.kind}`}
          label={t(item.key)}
          thumb={<ShapeThumb kind={item.kind} />}
          build={item.build}
          onInsert={props.onInsert}
        />
      ))}
    </TileGrid>
  );
}
