import { AVATAR } from '../../shared/constants.ts';
import type { AvatarProperty } from '../../shared/model/avatar.ts';
import { normalizeProject } from '../../shared/normalize/project.ts';
import { mediaPath } from '../media/signing.ts';
import { AVATAR_CATALOG } from './avatars.ts';
import { svgToPng } from './svg-render.ts';

/** The default avatar template's image and the placeholder a template shows where an avatar goes. */
export const AVATAR_TEMPLATE_IMAGE_KEY = 'public/avatars/template.png';
export const AVATAR_PLACEHOLDER_KEY = 'public/avatars/placeholder.png';

const W = AVATAR.templateWidth;
const H = AVATAR.templateHeight;

/** The template presenter's face (image pixels), where a talking avatar's mouth opens. */
export const TEMPLATE_FACE = { x: W / 2 - 150, y: 200, width: 300, height: 376 } as const;

/** A presenter silhouette (head and shoulders) on the 760×1080 template frame. */
const silhouette = (fill: string): string =>
  `<ellipse cx="${W / 2}" cy="380" rx="150" ry="180" fill="${fill}"/>` +
  `<rect x="${W / 2 - 55}" y="520" width="110" height="120" fill="${fill}"/>` +
  `<path d="M 40 ${H} C 40 760 200 640 ${W / 2} 640 C ${W - 200} 640 ${W - 40} 760 ${W - 40} ${H} Z" fill="${fill}"/>`;

/** The placeholder: a grey silhouette in a dashed frame, shown until an avatar is chosen. */
export function buildAvatarPlaceholder(): Buffer {
  return svgToPng(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
      `<rect x="12" y="12" width="${W - 24}" height="${H - 24}" rx="36" fill="#f1f0f7" stroke="#b9b4d0" ` +
      `stroke-width="12" stroke-dasharray="40 26"/>${silhouette('#c9c5dc')}` +
      `<circle cx="${W / 2}" cy="380" r="70" fill="#f1f0f7"/><path d="M ${W / 2 - 36} 380 H ${W / 2 + 36} ` +
      `M ${W / 2} 344 V 416" stroke="#8b3dff" stroke-width="16" stroke-linecap="round"/></svg>`,
  );
}

/** The default template's presenter: a neutral, friendly figure on a transparent background. */
export function buildAvatarTemplateImage(): Buffer {
  return svgToPng(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
      `<defs><linearGradient id="c" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8b3dff"/>` +
      `<stop offset="1" stop-color="#5a1fc2"/></linearGradient></defs>` +
      `<path d="M 40 ${H} C 40 760 200 640 ${W / 2} 640 C ${W - 200} 640 ${W - 40} 760 ${W - 40} ${H} Z" fill="url(#c)"/>` +
      `<path d="M ${W / 2 - 70} 640 L ${W / 2} 740 L ${W / 2 + 70} 640 Z" fill="#fff"/>` +
      `<rect x="${W / 2 - 55}" y="520" width="110" height="130" rx="30" fill="#e9b98f"/>` +
      `<ellipse cx="${W / 2}" cy="380" rx="150" ry="180" fill="#f1c7a5"/>` +
      `<path d="M ${W / 2 - 155} 360 C ${W / 2 - 170} 170 ${W / 2 + 170} 170 ${W / 2 + 155} 360 ` +
      `C ${W / 2 + 120} 260 ${W / 2 - 120} 250 ${W / 2 - 155} 360 Z" fill="#4a3426"/>` +
      `<ellipse cx="${W / 2 - 55}" cy="390" rx="14" ry="18" fill="#3a2a20"/>` +
      `<ellipse cx="${W / 2 + 55}" cy="390" rx="14" ry="18" fill="#3a2a20"/>` +
      `<path d="M ${W / 2 - 50} 470 Q ${W / 2} 505 ${W / 2 + 50} 470" fill="none" stroke="#b5524a" ` +
      `stroke-width="10" stroke-linecap="round"/></svg>`,
  );
}

/**
 * The Avatar layer property new avatars are copied from (the default avatar template: 760×1080 at
 * scale ≈ 0.398, initial width 700, half-body display). Raw fields go through the shared normaliser so that
 * every field the model requires is present and valid.
 */
export function avatarTemplateProperty(): AvatarProperty {
  const presenter = AVATAR_CATALOG[0]!;
  const raw = {
    type: 'Avatar',
    version: AVATAR.version,
    left: 0,
    top: 0,
    width: W,
    height: H,
    scaleX: AVATAR.templateScale,
    scaleY: AVATAR.templateScale,
    initWidth: AVATAR.templateInitialWidth,
    initHeight: H,
    imageWidth: W,
    imageHeight: H,
    avatarType: 'halfbody',
    shapes: {
      halfbody: {
        angle: 0,
        scaleX: AVATAR.templateScale,
        scaleY: AVATAR.templateScale,
        bgColor: 'rgba(0,0,0,0)',
      },
      circle: { bgColor: AVATAR.restoreBackground.circle },
      square: { bgColor: AVATAR.restoreBackground.square },
    },
    _avatarInfo: {
      id: presenter.id,
      type: presenter.type,
      avatar_source: presenter.type,
      // The template shows its own presenter image until an avatar of the library replaces it.
      key: AVATAR_TEMPLATE_IMAGE_KEY,
      static_url: mediaPath(AVATAR_TEMPLATE_IMAGE_KEY),
      url: mediaPath(AVATAR_TEMPLATE_IMAGE_KEY),
      name: 'Presenter',
      gender: presenter.gender,
      voice_id: presenter.voice_id,
      // Its face (image pixels): the lip line at 74 % of the box's height meets its smile.
      config: { ...TEMPLATE_FACE },
      mouth_style: 'photo',
    },
  };
  const project = normalizeProject({
    clips: [{ id: 'template', layers: [{ id: 'avatartp', type: 'avatar', property: raw }] }],
  });
  return project.clips[0]!.layers[0]!.property as AvatarProperty;
}
