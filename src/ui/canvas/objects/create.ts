/** The view of each layer kind: an exhaustive switch, so a new kind cannot be forgotten. */
import type { FabricObject } from 'fabric';
import type { Layer } from '../../../shared/model/layer.ts';
import type { MediaResolver } from '../media.ts';
import { validatePathInput } from '../path-input.ts';
import { avatarView } from './avatar.ts';
import { boxShapeObject } from '../../../canvas/box-shape.ts';
import { lineView } from './line.ts';
import { iconView, imageView, stickerView, videoView } from './media-view.ts';
import type { BuiltView } from './media-view.ts';
import type { MediaPlayer } from './player.ts';
import { pathShapeView } from './path-shape.ts';
import { textView } from './text.ts';

export interface LayerObject {
  object: FabricObject;
  /** Resolves when the object shows its media (images, covers, icons, sticker frames, avatars). */
  ready: Promise<void>;
  /** Videos and stickers: plays the media in place. */
  player?: MediaPlayer;
}

export async function createLayerObject(
  layer: Layer,
  resolver: MediaResolver | undefined,
): Promise<LayerObject> {
  const p = layer.property;
  switch (p.type) {
    case 'CustomImage':
      return built(imageView(layer.id, p, resolver));
    case 'CustomVideo':
      return built(videoView(layer.id, p, resolver));
    case 'CustomIcon':
      return built(iconView(layer.id, p, resolver));
    case 'CustomSticker':
      return built(stickerView(layer.id, p, resolver));
    case 'Avatar':
      return built(avatarView(layer.id, p, resolver));
    case 'textbox': {
      if (p.path !== undefined && p.path !== '') {
        // Fabric's path parser never throws: a bad path would silently lay the text out wrong.
        const result = validatePathInput(p.path);
        if (!result.ok) throw new Error(`text layer ${layer.id}: path: ${result.error.message}`);
      }
      return { object: await textView(p), ready: Promise.resolve() };
    }
    case 'rect':
    case 'triangle':
    case 'circle':
      return { object: boxShapeObject(p), ready: Promise.resolve() };
    case 'CustomLine':
    case 'CustomArrow':
    case 'CustomDoubleArrow':
      return { object: lineView(p), ready: Promise.resolve() };
    case 'CustomPath':
      return { object: pathShapeView(p), ready: Promise.resolve() };
  }
}

const built = (b: BuiltView): LayerObject => ({ object: b.view, ready: b.ready, player: b.player });
