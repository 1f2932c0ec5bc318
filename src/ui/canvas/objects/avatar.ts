/**
 * Avatar (SPEC §3, §4): the presenter in its display type, drawn by src/canvas/avatar.ts exactly as the
 * worker draws it.
 */
import { avatarImageUrl, avatarPlacement, drawAvatar } from '../../../canvas/avatar.ts';
import { fabricPlacement } from '../../../canvas/fabric-paint.ts';
import type { AvatarProperty } from '../../../shared/model/avatar.ts';
import { SPEC_MESSAGES, SpecError } from '../../../shared/errors.ts';
import { loadImage, mediaUrl } from '../media.ts';
import type { MediaResolver } from '../media.ts';
import { LayerView } from './layer-view.ts';
import type { BuiltView } from './media-view.ts';

export { avatarPlacement } from '../../../canvas/avatar.ts';

export function avatarView(id: string, p: AvatarProperty, resolver: MediaResolver | undefined): BuiltView {
  const view = new LayerView({
    ...fabricPlacement(avatarPlacement(p)),
    fill: null,
    stroke: null,
    strokeWidth: 0,
  });
  view.draw = (ctx) => drawAvatar(ctx, p, undefined);
  if (p.avatarType === 'voice') return { view, ready: Promise.resolve() };
  const url = avatarImageUrl(p);
  if (url === undefined && p._avatarInfo.key === undefined) {
    const error = new SpecError(SPEC_MESSAGES.avatarIdNoUrl, {
      cause: `avatar layer ${id}: id ${p._avatarInfo.id}`,
    });
    return { view, ready: Promise.reject(error) };
  }
  const ready = mediaUrl({ _staticUrl: url, _urlkey: p._avatarInfo.key }, `avatar layer ${id}`, resolver)
    .then(loadImage)
    .catch((error: unknown) => {
      throw new Error(`avatar image ${p._avatarInfo.key ?? url ?? ''} failed to load`, { cause: error });
    })
    .then((image) => {
      view.draw = (ctx) => drawAvatar(ctx, p, image);
    });
  return { view, ready };
}
