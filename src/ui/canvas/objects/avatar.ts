/**
 * Avatar: the presenter in its display type, drawn by src/canvas/avatar.ts exactly as the
 * worker draws it. The view keeps the presenter image it loaded, so that an avatar crop (crop/avatar-crop.ts)
 * can show the whole image at once.
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

/** An avatar's view, with the presenter image it shows (undefined until loaded, and for the voice badge). */
export class AvatarView extends LayerView {
  presenter: { source: string; image: HTMLImageElement } | undefined;
}

/** Which presenter image the display type shows: its URL, else its key (undefined: there is none). */
export function presenterSource(p: AvatarProperty): string | undefined {
  return avatarImageUrl(p) ?? p._avatarInfo.key;
}

/** Loads the presenter image the display type shows (the no-background one for a transparent type 1). */
export function loadPresenter(
  id: string,
  p: AvatarProperty,
  resolver: MediaResolver | undefined,
): Promise<HTMLImageElement> {
  const url = avatarImageUrl(p);
  if (url === undefined && p._avatarInfo.key === undefined) {
    const error = new SpecError(SPEC_MESSAGES.avatarIdNoUrl, {
      cause: `avatar layer ${id}: id ${p._avatarInfo.id}`,
    });
    return Promise.reject(error);
  }
  return mediaUrl({ _staticUrl: url, _urlkey: p._avatarInfo.key }, `avatar layer ${id}`, resolver)
    .then(loadImage)
    .catch((error: unknown) => {
      throw new Error(`avatar image ${p._avatarInfo.key ?? url ?? ''} failed to load`, { cause: error });
    });
}

export function avatarView(
  id: string,
  p: AvatarProperty,
  resolver: MediaResolver | undefined,
): BuiltView<AvatarView> {
  const view = new AvatarView({
    ...fabricPlacement(avatarPlacement(p)),
    fill: null,
    stroke: null,
    strokeWidth: 0,
  });
  view.draw = (ctx) => drawAvatar(ctx, p, undefined);
  if (p.avatarType === 'voice') return { view, ready: Promise.resolve() };
  const ready = loadPresenter(id, p, resolver).then((image) => {
    view.presenter = { source: presenterSource(p) ?? '', image };
    view.draw = (ctx) => drawAvatar(ctx, p, image);
  });
  return { view, ready };
}
