/**
 * Avatar (SPEC §3 Avatar element, §4, §9): the presenter image in its display type. Each display type keeps
 * its own angle and scale; circle, square and halfbody their stroke (colour, width, dash array) and background
 * colour; the transparent flag picks the no-background image for Talking Photos (type 1). Circle and square
 * frame the image (cover) in the shape inscribed in the box; halfbody shows the crop rectangle of the image;
 * voice is the small voice badge at its own position.
 */
import type { AvatarProperty } from '../../shared/model/avatar.ts';
import { SPEC_MESSAGES, SpecError } from '../../shared/errors.ts';
import type { LayerImage } from '../render/composite.ts';
import { paintLocal } from './local.ts';
import type { Draw2D } from './local.ts';
import { ScaleCache } from './types.ts';
import type { LayerPainter, MediaServices, PaintRequest } from './types.ts';

/** The badge drawn for the voice display type: a disc with a speaker and sound waves. */
export const VOICE_BADGE_SIZE = 120;

interface AvatarImageUrls {
  normal: string | undefined;
  noBack: string | undefined;
}

function imageRefs(p: AvatarProperty): AvatarImageUrls {
  const info = p._avatarInfo as AvatarProperty['_avatarInfo'] & {
    noback_url?: string;
    noback_static_url?: string;
  };
  return {
    normal: info.static_url ?? info.url,
    noBack: info.noback_static_url ?? info.noback_url,
  };
}

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
    const refs = imageRefs(p);
    const shape = p.shapes[p.avatarType];
    const wantsNoBack = shape.transparent && p._avatarInfo.type === 1;
    const url = (wantsNoBack ? refs.noBack : undefined) ?? refs.normal;
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
    return this.cache.get(request.scale, () => {
      if (p.avatarType === 'voice') {
        const v = p.shapes.voice;
        const fields = {
          ...p,
          left: v.left ?? p.left,
          top: v.top ?? p.top,
          width: VOICE_BADGE_SIZE,
          height: VOICE_BADGE_SIZE,
          angle: v.angle,
          scaleX: v.scaleX,
          scaleY: v.scaleY,
        };
        return paintLocal(fields, request.scale, (ctx) =>
          drawVoiceBadge(ctx, VOICE_BADGE_SIZE, v.transparent),
        );
      }
      const shape = p.shapes[p.avatarType];
      const fields = { ...p, angle: shape.angle, scaleX: shape.scaleX, scaleY: shape.scaleY };
      const margin = shape.strokeWidth / 2 + 1;
      return paintLocal(
        fields,
        request.scale,
        (ctx) => {
          const w = p.width;
          const h = p.height;
          ctx.beginPath();
          if (p.avatarType === 'circle') {
            const r = Math.min(w, h) / 2;
            ctx.arc(0, 0, r, 0, Math.PI * 2);
          } else if (p.avatarType === 'square') {
            const side = Math.min(w, h);
            ctx.rect(-side / 2, -side / 2, side, side);
          } else {
            ctx.rect(-w / 2, -h / 2, w, h);
          }
          ctx.save();
          ctx.clip();
          if (!shape.transparent || p.avatarType === 'circle') {
            ctx.fillStyle = shape.bgColor;
            ctx.fill();
          }
          if (this.bitmap !== undefined) this.drawPresenter(ctx, this.bitmap);
          ctx.restore();
          if (shape.strokeWidth > 0 && shape.stroke !== '') {
            ctx.strokeStyle = shape.stroke;
            ctx.lineWidth = shape.strokeWidth;
            ctx.setLineDash(shape.strokeDashArray ?? []);
            ctx.stroke();
          }
        },
        margin,
      );
    });
  }

  /** The presenter: the crop rectangle of the image (halfbody) or the whole image, covering the frame. */
  private drawPresenter(ctx: Draw2D, bitmap: ImageBitmap): void {
    const p = this.p;
    const sx = p.avatarType === 'halfbody' ? p.cropX : 0;
    const sy = p.avatarType === 'halfbody' ? p.cropY : 0;
    const sw = p.avatarType === 'halfbody' ? (p.cropWidth ?? bitmap.width) : bitmap.width;
    const sh = p.avatarType === 'halfbody' ? (p.cropHeight ?? bitmap.height) : bitmap.height;
    const frameW = p.avatarType === 'halfbody' ? p.width : Math.min(p.width, p.height);
    const frameH = p.avatarType === 'halfbody' ? p.height : Math.min(p.width, p.height);
    const ratio = Math.max(frameW / sw, frameH / sh);
    const dw = sw * ratio;
    const dh = sh * ratio;
    // Presenters stand at the bottom of their frame: centre horizontally, align the image's top in circle/square.
    const dy = p.avatarType === 'halfbody' ? -dh / 2 : -frameH / 2;
    ctx.drawImage(bitmap, sx, sy, sw, sh, -dw / 2, dy, dw, dh);
  }

  dispose(): void {
    this.bitmap = undefined;
  }
}

function drawVoiceBadge(ctx: Draw2D, size: number, transparent: boolean): void {
  const r = size / 2;
  if (!transparent) {
    ctx.beginPath();
    ctx.arc(0, 0, r, 0, Math.PI * 2);
    ctx.fillStyle = '#8b3dff';
    ctx.fill();
  }
  ctx.fillStyle = '#ffffff';
  ctx.strokeStyle = '#ffffff';
  ctx.lineWidth = size * 0.05;
  ctx.lineCap = 'round';
  // Speaker.
  ctx.beginPath();
  ctx.moveTo(-r * 0.5, -r * 0.18);
  ctx.lineTo(-r * 0.3, -r * 0.18);
  ctx.lineTo(-r * 0.05, -r * 0.42);
  ctx.lineTo(-r * 0.05, r * 0.42);
  ctx.lineTo(-r * 0.3, r * 0.18);
  ctx.lineTo(-r * 0.5, r * 0.18);
  ctx.closePath();
  ctx.fill();
  // Two sound waves.
  for (const k of [0.25, 0.45]) {
    ctx.beginPath();
    ctx.arc(0, 0, r * k + r * 0.1, -Math.PI / 4, Math.PI / 4);
    ctx.stroke();
  }
}
