/** The painter for each layer kind: an exhaustive switch, so a new kind cannot be forgotten. */
import type { Layer } from '../../shared/model/layer.ts';
import { AvatarPainter } from './avatar.ts';
import { boxShapeObject } from '../../canvas/box-shape.ts';
import { FabricShapePainter } from './box-shape.ts';
import { IconPainter } from './icon.ts';
import { ImagePainter } from './image.ts';
import { LinePainter } from './lines.ts';
import { PathShapePainter } from './path-shape.ts';
import { StickerPainter } from './sticker.ts';
import { TextPainter } from './text.ts';
import type { LayerPainter, MediaServices } from './types.ts';
import { VideoPainter } from './video.ts';

export function createPainter(layer: Layer, media: MediaServices): LayerPainter {
  const p = layer.property;
  switch (p.type) {
    case 'CustomImage':
      return new ImagePainter(layer.id, p, media);
    case 'CustomVideo':
      return new VideoPainter(layer.id, p, media);
    case 'CustomIcon':
      return new IconPainter(layer.id, p, media);
    case 'CustomSticker':
      return new StickerPainter(layer.id, p, media);
    case 'textbox':
      return new TextPainter(p, media);
    case 'Avatar':
      return new AvatarPainter(layer.id, p, media);
    case 'rect':
    case 'triangle':
    case 'circle':
      return new FabricShapePainter(boxShapeObject(p));
    case 'CustomLine':
    case 'CustomArrow':
    case 'CustomDoubleArrow':
      return new LinePainter(p);
    case 'CustomPath':
      return new PathShapePainter(p);
  }
}

/** What makes a layer's image: everything but its timing and animation (those change per frame, not the image). */
export function layerContentKey(layer: Layer): string {
  return JSON.stringify(layer.property);
}
