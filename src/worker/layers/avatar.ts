/** Avatar: drawn by src/canvas/avatar.ts, as the editing canvas draws it. */
import { avatarImageUrl, avatarMargin, avatarPlacement, drawAvatar } from '../../canvas/avatar.ts';
import type { AvatarProperty } from '../../shared/model/avatar.ts';
import { SPEC_MESSAGES, SpecError } from '../../shared/errors.ts';
import type { LayerImage } from '../../canvas/animated-layer.ts';
import { paintLocal } from './local.ts';
import { ScaleCache } from './types.ts';
import type { LayerPainter, MediaServices, PaintRequest } from './types.ts';

export class AvatarPainter implements LayerPainter {
  private bitmap: ImageBitmap | undefined;
  private readonly cache = new ScaleCache<LayerImage>();

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
    return this.cache.get(request.scale, () =>
      paintLocal(
        avatarPlacement(p),
        request.scale,
        (ctx) => drawAvatar(ctx, p, this.bitmap),
        avatarMargin(p),
      ),
    );
  }

  dispose(): void {
    this.bitmap = undefined;
  }
}
