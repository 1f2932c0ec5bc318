/**
 * Avatar: drawn by src/canvas/avatar.ts, as the editing canvas draws it. The picture of the avatar in silence
 * (its mouth closed) is kept per output scale; while it talks, a frame whose mouth shape differs from the last
 * one drawn is drawn again into the same two canvases (frames are drawn one at a time, renderer.ts).
 */
import {
  avatarImageUrl,
  avatarMargin,
  avatarPlacement,
  drawAvatar,
  mouthDrawsClosed,
} from '../../canvas/avatar.ts';
import { CLOSED_SHAPE, mouthShapeKey, mouthShapeOf, type MouthShape } from '../../canvas/mouth-shapes.ts';
import type { AvatarProperty } from '../../shared/model/avatar.ts';
import { SPEC_MESSAGES, SpecError } from '../../shared/errors.ts';
import type { LayerImage } from '../../canvas/animated-layer.ts';
import type { ReusableCanvases } from '../render/placement.ts';
import { paintLocal } from './local.ts';
import { ScaleCache } from './types.ts';
import type { LayerPainter, MediaServices, PaintRequest } from './types.ts';

export class AvatarPainter implements LayerPainter {
  private bitmap: ImageBitmap | undefined;
  private readonly cache = new ScaleCache<LayerImage>();
  private readonly canvases: ReusableCanvases = {};
  /** The last talking frame drawn: its scale, mouth shape and picture (in `canvases`). */
  private talking: { scale: number; key: string; image: LayerImage } | undefined;

  constructor(
    private readonly id: string,
    private readonly p: AvatarProperty,
    private readonly media: MediaServices,
  ) {}

  async prepare(): Promise<void> {
    const p = this.p;
    if (p.avatarType === 'voice') return;
    const url = avatarImageUrl(p);
    if (url === undefined && p._avatarInfo.key === undefined) {
      throw new SpecError(SPEC_MESSAGES.avatarIdNoUrl, {
        cause: `avatar layer ${this.id}: id ${p._avatarInfo.id}`,
      });
    }
    const resolved = await this.media.sources.urlOf(
      { _staticUrl: url, _urlkey: p._avatarInfo.key },
      `avatar layer ${this.id}`,
    );
    try {
      this.bitmap = await this.media.images.get(resolved);
    } catch (error) {
      throw new Error(`avatar image ${p._avatarInfo.key ?? resolved} failed to load`, { cause: error });
    }
  }

  async paint(request: PaintRequest): Promise<LayerImage | null> {
    const p = this.p;
    const { scale } = request;
    const mouth = request.mouth === undefined ? CLOSED_SHAPE : mouthShapeOf(request.mouth);
    if (this.bitmap === undefined || mouthDrawsClosed(p, mouth))
      return this.cache.get(scale, () => this.draw(scale, CLOSED_SHAPE));
    const key = mouthShapeKey(mouth);
    if (this.talking?.scale === scale && this.talking.key === key) return this.talking.image;
    const image = this.draw(scale, mouth, this.canvases);
    this.talking = { scale, key, image };
    return image;
  }

  private draw(scale: number, mouth: MouthShape, reuse?: ReusableCanvases): LayerImage {
    const p = this.p;
    return paintLocal(
      avatarPlacement(p),
      scale,
      (ctx) => drawAvatar(ctx, p, this.bitmap, mouth),
      avatarMargin(p),
      reuse,
    );
  }

  dispose(): void {
    this.bitmap = undefined;
    this.talking = undefined;
  }
}
