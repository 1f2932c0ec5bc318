/**
 * The editing canvas's object for each layer kind: a registry keyed by the kinds of src/shared/kinds, so a
 * kind without a view does not compile.
 */
import type { FabricObject } from 'fabric';
import { callKind, type PerKind } from '../../../shared/kinds/registry.ts';
import type { LayerId } from '../../../shared/ids.ts';
import type { Layer } from '../../../shared/model/layer.ts';
import type { TextProperty } from '../../../shared/model/layer.ts';
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

type Resolver = MediaResolver | undefined;

const VIEWS: PerKind<[LayerId, Resolver], Promise<LayerObject> | LayerObject> = {
  image: (p, id, resolver) => built(imageView(id, p, resolver)),
  video: (p, id, resolver) => built(videoView(id, p, resolver)),
  icon: (p, id, resolver) => built(iconView(id, p, resolver)),
  sticker: (p, id, resolver) => built(stickerView(id, p, resolver)),
  avatar: (p, id, resolver) => built(avatarView(id, p, resolver)),
  text: (p, id) => textObject(p, id),
  shape: (p) => drawn(boxShapeObject(p)),
  line: (p) => drawn(lineView(p)),
  pathShape: (p) => drawn(pathShapeView(p)),
};

export async function createLayerObject(layer: Layer, resolver: Resolver): Promise<LayerObject> {
  return callKind(VIEWS, layer.property, layer.id, resolver);
}

async function textObject(p: TextProperty, id: LayerId): Promise<LayerObject> {
  if (p.path !== undefined && p.path !== '') {
    // Fabric's path parser never throws: a bad path would silently lay the text out wrong.
    const result = validatePathInput(p.path);
    if (!result.ok) throw new Error(`text layer ${id}: path: ${result.error.message}`);
  }
  return drawn(await textView(p));
}

const built = (b: BuiltView): LayerObject => ({ object: b.view, ready: b.ready, player: b.player });
const drawn = (object: FabricObject): LayerObject => ({ object, ready: Promise.resolve() });
