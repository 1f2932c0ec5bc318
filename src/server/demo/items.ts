import { createHash } from 'node:crypto';
import { mulberry32 } from '../../shared/animation/random.ts';
import { normalizeProject } from '../../shared/normalize/project.ts';
import {
  AVATAR_PLACEHOLDER_KEY,
  AVATAR_TEMPLATE_IMAGE_KEY,
  buildAvatarPlaceholder,
  buildAvatarTemplateImage,
} from './avatar-defaults.ts';
import { ICONS, iconKey, iconSvg } from './icons/icons.ts';
import { buildImage, buildImageThumb, IMAGE_CATALOG, imageKey, imageThumbKey } from './images/catalog.ts';
import { buildMusic, MUSIC_CATALOG, musicKey } from './music/catalog.ts';
import {
  SMALLER_SHEET_SIDES,
  STICKER_CATALOG,
  STICKER_COVER_WIDTH,
  smallerSheetKey,
  smallerSheetLayout,
  stickerCoverKey,
  stickerKey,
} from './stickers/catalog.ts';
import { buildSpriteSheet } from './stickers/sheet.ts';
import { svgToPng } from './svg-render.ts';
import { stockItems } from './stock.ts';
import type { StockVideo } from './stock-videos/index.ts';
import { buildTemplateProject, TEMPLATE_CATALOG, type TemplateDefinition } from './templates/projects.ts';

/** One file of the demo library: where it is stored and how to make it. */
export interface DemoItem {
  key: string;
  kind: 'image' | 'video' | 'audio' | 'data';
  contentType: string;
  /** Worth keeping between data folders (see cache.ts): slow to make, independent of the stock videos. */
  cacheable: boolean;
  build: () => Buffer | Promise<Buffer>;
}

export interface BuiltTemplate {
  definition: TemplateDefinition;
  key: string;
  json: string;
}

/**
 * A template's normalised project JSON and its key. The key carries a hash of the content: a template
 * changes when stock videos appear (they replace stand-in images), and public media are served as immutable.
 */
export function builtTemplates(videos: readonly StockVideo[]): BuiltTemplate[] {
  // The listing asks on every request; normalising every template each time would be wasted work.
  const fingerprint = JSON.stringify(videos);
  if (lastBuilt?.fingerprint === fingerprint) return lastBuilt.templates;
  const templates = TEMPLATE_CATALOG.map((definition) => {
    const project = normalizeProject(buildTemplateProject(definition, videos), { random: mulberry32(7) });
    const json = `${JSON.stringify(project, null, 1)}\n`;
    const hash = createHash('sha256').update(json).digest('hex').slice(0, 12);
    return { definition, key: `public/library/templates/${definition.id}-${hash}.json`, json };
  });
  lastBuilt = { fingerprint, templates };
  return templates;
}
let lastBuilt: { fingerprint: string; templates: BuiltTemplate[] } | undefined;

/** Every item, cheapest first, templates last (they point at the others). */
export function demoItems(videos: readonly StockVideo[]): DemoItem[] {
  const png = (key: string, build: () => Buffer | Promise<Buffer>, cacheable = true): DemoItem => ({
    key,
    kind: 'image',
    contentType: 'image/png',
    cacheable,
    build,
  });
  return [
    ...stockItems(videos).map((item) => ({
      key: item.key,
      kind: item.kind,
      contentType: item.contentType,
      cacheable: false,
      build: item.read,
    })),
    ...ICONS.map((icon): DemoItem => ({
      key: iconKey(icon),
      kind: 'image',
      contentType: 'image/svg+xml',
      cacheable: false,
      build: () => Buffer.from(iconSvg(icon)),
    })),
    png(AVATAR_PLACEHOLDER_KEY, buildAvatarPlaceholder),
    png(AVATAR_TEMPLATE_IMAGE_KEY, buildAvatarTemplateImage),
    ...IMAGE_CATALOG.flatMap((image) => [
      png(imageThumbKey(image), () => buildImageThumb(image)),
      png(imageKey(image), () => buildImage(image)),
    ]),
    ...STICKER_CATALOG.flatMap((sticker) => [
      png(stickerCoverKey(sticker), () => svgToPng(sticker.draw(0), STICKER_COVER_WIDTH)),
      png(stickerKey(sticker), () => buildSpriteSheet(sticker.draw, sticker.layout)),
      ...SMALLER_SHEET_SIDES.map((side) =>
        png(smallerSheetKey(sticker, side), () =>
          buildSpriteSheet(sticker.draw, smallerSheetLayout(sticker, side)),
        ),
      ),
    ]),
    ...MUSIC_CATALOG.map((track): DemoItem => ({
      key: musicKey(track),
      kind: 'audio',
      contentType: 'audio/mpeg',
      cacheable: true,
      build: () => buildMusic(track),
    })),
    ...builtTemplates(videos).map((template): DemoItem => ({
      key: template.key,
      kind: 'data',
      contentType: 'application/json',
      cacheable: false,
      build: () => Buffer.from(template.json),
    })),
  ];
}
