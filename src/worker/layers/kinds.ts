/**
 * The painter of each layer kind: a registry keyed by the kinds of src/shared/kinds, so a kind without a
 * painter does not compile.
 */
import { boxShapeObject } from '../../canvas/box-shape.ts';
import type { LayerId } from '../../shared/ids.ts';
import type { Layer } from '../../shared/model/layer.ts';
import { callKind, type PerKind } from '../../shared/kinds/registry.ts';
import { AvatarPainter } from './avatar.ts';
import { FabricShapePainter } from './box-shape.ts';
import { IconPainter } from './icon.ts';
import { ImagePainter } from './image.ts';
import { LinePainter } from './lines.ts';
import { PathShapePainter } from './path-shape.ts';
import { StickerPainter } from './sticker.ts';
import { TextPainter } from './text.ts';
import type { LayerPainter, MediaServices } from './types.ts';
import { VideoPainter } from './video.ts';

const PAINTERS: PerKind<[LayerId, MediaServices], LayerPainter> = {
  image: (p, id, media) => new ImagePainter(id, p, media),
  video: (p, id, media) => new VideoPainter(id, p, media),
  icon: (p, id, media) => new IconPainter(id, p, media),
  sticker: (p, id, media) => new StickerPainter(id, p, media),
  text: (p, _id, media) => new TextPainter(p, media),
  avatar: (p, id, media) => new AvatarPainter(id, p, media),
  shape: (p) => new FabricShapePainter(boxShapeObject(p)),
  line: (p) => new LinePainter(p),
  pathShape: (p) => new PathShapePainter(p),
};

export function createPainter(layer: Layer, media: MediaServices): LayerPainter {
  return callKind(PAINTERS, layer.property, layer.id, media);
}

/** What makes a layer's image: everything but its timing and animation (those change per frame, not the image). */
export function layerContentKey(layer: Layer): string {
  return JSON.stringify(layer.property);
}
