import type { Layout } from '../../../../shared/constants.ts';
import { AVATAR_CATALOG, type CatalogAvatar } from '../../avatars.ts';
import { ICONS, type IconDefinition } from '../../icons/icons.ts';
import { IMAGE_CATALOG, type ImageScene } from '../../images/catalog.ts';
import { MUSIC_CATALOG, type TrackDefinition } from '../../music/catalog.ts';
import { type CatalogSticker, STICKER_CATALOG } from '../../stickers/catalog.ts';
import type { StockVideo } from '../../stock-videos/index.ts';
import { type Box, imageLayer, type Raw, type Timing, videoLayer } from '../layers.ts';

/** What every template module exports: its metadata and the builder of its scenes. */
export interface TemplateDefinition {
  id: string;
  title: string;
  layout: Layout;
  /** The image whose thumbnail stands for the template in a picker. */
  cover: ImageScene;
  music: TrackDefinition;
  build: (videos: readonly StockVideo[]) => Raw[];
}

// Lookups by id fail loudly: a template naming an item the library lacks would otherwise point at a file
// that is never stored.
function find<T extends { id: string | number }>(list: readonly T[], id: string | number, what: string): T {
  const item = list.find((entry) => entry.id === id);
  if (item === undefined) throw new Error(`template: no ${what} '${id}' in the library`);
  return item;
}
export const image = (id: string): ImageScene => find(IMAGE_CATALOG, id, 'image');
export const icon = (id: string): IconDefinition => find(ICONS, id, 'icon');
export const sticker = (id: string): CatalogSticker => find(STICKER_CATALOG, id, 'sticker');
export const music = (id: string): TrackDefinition => find(MUSIC_CATALOG, id, 'music track');
export const avatar = (id: number): CatalogAvatar => find(AVATAR_CATALOG, id, 'avatar');

/** Free English voices of the local voice catalogue. */
export const EMMA = { id: 751, name: 'Emma', gender: 2 as const };
export const JAMES = { id: 750, name: 'James', gender: 1 as const };
export const OLIVER = { id: 2364, name: 'Oliver', gender: 1 as const };
export const AMELIA = { id: 2363, name: 'Amelia', gender: 2 as const };

/**
 * A stock video layer, or (while no stock video has been generated, see stock-videos/) the given image in
 * its place, so that a template never points at a file that is not stored.
 */
export function videoOr(
  videos: readonly StockVideo[],
  index: number,
  id: string,
  box: Box,
  fallback: ImageScene,
  timing?: Timing,
): Raw {
  // A tall box prefers a video that has a portrait file.
  const tall = box.height !== undefined && box.height > box.width;
  const portrait = tall
    ? videos.find((video) => video.files.some((file) => file.height > file.width))
    : undefined;
  const video = portrait ?? (videos.length === 0 ? undefined : videos[index % videos.length]);
  return video !== undefined ? videoLayer(id, video, box, timing) : imageLayer(id, fallback, box, timing);
}

/** Preset animations the templates share. */
export const pulse = {
  animations: [{ name: 'pulse', trigger: 'both', speed: 0.5, intensity: 0.4 }],
  duration: 2,
};
export const breathe = {
  animations: [{ name: 'breathe', trigger: 'both', direction: 'in', speed: 0.5, intensity: 0.5 }],
  duration: 5,
};
export const rise = {
  animations: [{ name: 'rise', trigger: 'enter', direction: 'up', speed: 0.6, intensity: 0.5 }],
  duration: 1,
};
export const photozoom = {
  animations: [{ name: 'photozoom', trigger: 'both', direction: 'in', speed: 0.5, scale: 0.5 }],
  duration: 6,
};
