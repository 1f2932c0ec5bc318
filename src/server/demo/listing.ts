import type {
  LibraryAvatar,
  LibraryAvatarDefaults,
  LibraryCover,
  LibraryIcon,
  LibraryImage,
  LibraryMusic,
  LibraryResponse,
  LibrarySticker,
  LibraryTemplate,
  LibraryVideo,
} from '../../shared/api/library.ts';
import type { Db } from '../db/open.ts';
import { mediaPath } from '../media/signing.ts';
import { findAsset } from '../media/store.ts';
import {
  AVATAR_PLACEHOLDER_KEY,
  AVATAR_TEMPLATE_IMAGE_KEY,
  avatarTemplateProperty,
} from './avatar-defaults.ts';
import {
  AVATAR_CATALOG,
  AVATAR_FACE,
  AVATAR_HEIGHT,
  AVATAR_WIDTH,
  avatarKey,
  avatarMouthStyle,
} from './avatars.ts';
import { ICONS, iconKey } from './icons/icons.ts';
import {
  IMAGE_CATALOG,
  IMAGE_HEIGHT,
  IMAGE_WIDTH,
  imageKey,
  imageThumbKey,
  THUMB_HEIGHT,
  THUMB_WIDTH,
} from './images/catalog.ts';
import { builtTemplates, demoItems } from './items.ts';
import { MUSIC_CATALOG, musicKey, trackSeconds } from './music/catalog.ts';
import {
  STICKER_CATALOG,
  STICKER_COVER_WIDTH,
  stickerCoverKey,
  stickerKey,
  stickerSettings,
  stickerKeys,
  stickerSheetSize,
} from './stickers/catalog.ts';
import { stockCoverKey, stockFileKey } from './stock.ts';
import type { StockVideo } from './stock-videos/index.ts';

const cover = (key: string, width: number, height: number): LibraryCover => ({
  key,
  url: mediaPath(key),
  width,
  height,
});

/** Whether every one of `keys` is stored. */
type Stored = (...keys: string[]) => boolean;

/**
 * What `GET /api/library` answers: the catalog entries whose files are stored (while the first start is
 * still generating, the rest appear as they are stored; `complete` says when all are there).
 */
export function libraryListing(db: Db, videos: readonly StockVideo[]): LibraryResponse {
  const stored: Stored = (...keys) => keys.every((key) => findAsset(db, key) !== undefined);
  return {
    images: imageListing(db, stored),
    videos: videoListing(videos, stored),
    icons: iconListing(stored),
    stickers: stickerListing(stored),
    music: musicListing(stored),
    templates: templateListing(videos, stored),
    avatars: avatarListing(stored),
    avatarDefaults: avatarDefaultsListing(stored),
    complete: demoItems(videos).every((item) => stored(item.key)),
  };
}

function imageListing(db: Db, stored: Stored): LibraryImage[] {
  return IMAGE_CATALOG.filter((image) => stored(imageKey(image), imageThumbKey(image))).map(
    (image): LibraryImage => ({
      id: image.id,
      title: image.title,
      key: imageKey(image),
      url: mediaPath(imageKey(image)),
      width: IMAGE_WIDTH,
      height: IMAGE_HEIGHT,
      size: findAsset(db, imageKey(image))!.size,
      contentType: 'image/png',
      thumbnail: cover(imageThumbKey(image), THUMB_WIDTH, THUMB_HEIGHT),
    }),
  );
}

function videoListing(videos: readonly StockVideo[], stored: Stored): LibraryVideo[] {
  return videos
    .filter((video) => stored(stockCoverKey(video), ...video.files.map((file) => stockFileKey(video, file))))
    .map((video): LibraryVideo => {
      const widest = video.files[0]!;
      const files = video.files.map((file) => ({
        width: file.width,
        height: file.height,
        key: stockFileKey(video, file),
        url: mediaPath(stockFileKey(video, file)),
      }));
      return {
        id: video.id,
        title: video.title,
        key: files[0]!.key,
        url: files[0]!.url,
        width: widest.width,
        height: widest.height,
        duration: video.durationSeconds,
        fps: video.fps,
        hasAudio: video.hasAudio,
        files,
        cover: cover(stockCoverKey(video), widest.width, widest.height),
      };
    });
}

function iconListing(stored: Stored): LibraryIcon[] {
  return ICONS.filter((icon) => stored(iconKey(icon))).map((icon): LibraryIcon => ({
    id: icon.id,
    title: icon.title,
    key: iconKey(icon),
    url: mediaPath(iconKey(icon)),
    tags: [...icon.tags],
    fillNeeded: true,
  }));
}

function stickerListing(stored: Stored): LibrarySticker[] {
  return STICKER_CATALOG.filter((sticker) => stored(...stickerKeys(sticker))).map(
    (sticker): LibrarySticker => {
      const settings = stickerSettings(sticker);
      const sheet = stickerSheetSize(sticker);
      return {
        id: sticker.id,
        title: sticker.title,
        key: stickerKey(sticker),
        url: mediaPath(stickerKey(sticker)),
        sheetWidth: sheet.width,
        sheetHeight: sheet.height,
        sticker: settings,
        duration: settings.totalFrames / settings.frameRate,
        cover: cover(stickerCoverKey(sticker), STICKER_COVER_WIDTH, STICKER_COVER_WIDTH),
      };
    },
  );
}

function musicListing(stored: Stored): LibraryMusic[] {
  return MUSIC_CATALOG.filter((track) => stored(musicKey(track))).map((track): LibraryMusic => ({
    id: track.id,
    title: track.title,
    key: musicKey(track),
    url: mediaPath(musicKey(track)),
    mood: track.mood,
    duration: trackSeconds(track),
    bpm: track.bpm,
    contentType: 'audio/mpeg',
  }));
}

function templateListing(videos: readonly StockVideo[], stored: Stored): LibraryTemplate[] {
  return builtTemplates(videos)
    .filter((template) => stored(template.key))
    .map(({ definition, key, json }): LibraryTemplate => {
      const project = JSON.parse(json) as { totalDuration: number; clips: unknown[] };
      return {
        id: definition.id,
        title: definition.title,
        key,
        url: mediaPath(key),
        layout: definition.layout,
        duration: project.totalDuration,
        scenes: project.clips.length,
        cover: cover(imageThumbKey(definition.cover), THUMB_WIDTH, THUMB_HEIGHT),
      };
    });
}

function avatarListing(stored: Stored): LibraryAvatar[] {
  return AVATAR_CATALOG.filter((avatar) => stored(avatarKey(avatar, false), avatarKey(avatar, true))).map(
    (avatar): LibraryAvatar => ({
      id: avatar.id,
      title: avatar.name,
      key: avatarKey(avatar, false),
      url: mediaPath(avatarKey(avatar, false)),
      type: avatar.type,
      gender: avatar.gender,
      voice_id: avatar.voice_id,
      width: AVATAR_WIDTH,
      height: AVATAR_HEIGHT,
      noBack: { key: avatarKey(avatar, true), url: mediaPath(avatarKey(avatar, true)) },
      config: { ...AVATAR_FACE },
      mouth_style: avatarMouthStyle(avatar),
    }),
  );
}

/** The avatar template and its pictures, once both pictures are stored. */
function avatarDefaultsListing(stored: Stored): LibraryAvatarDefaults | null {
  const template = avatarTemplateProperty();
  return stored(AVATAR_TEMPLATE_IMAGE_KEY, AVATAR_PLACEHOLDER_KEY)
    ? {
        template,
        templateImage: cover(AVATAR_TEMPLATE_IMAGE_KEY, template.imageWidth, template.imageHeight),
        placeholder: cover(AVATAR_PLACEHOLDER_KEY, template.imageWidth, template.imageHeight),
      }
    : null;
}

/** The stored template project of `id`, or undefined when there is no such template (or it is not stored yet). */
export function templateKeyOf(db: Db, videos: readonly StockVideo[], id: string): string | undefined {
  const template = builtTemplates(videos).find((entry) => entry.definition.id === id);
  return template !== undefined && findAsset(db, template.key) !== undefined ? template.key : undefined;
}
