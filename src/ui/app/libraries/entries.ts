/**
 * Library items → insertable entries: each entry has a stable id, a label, a thumbnail URL and the
 * new-layer factory call that builds its layer for a target scene and point. Pure.
 */
import type {
  LibraryAvatar,
  LibraryIcon,
  LibraryImage,
  LibrarySticker,
  LibraryVideo,
} from '../../../shared/api/library.ts';
import type { AvatarDisplayType, AvatarInfo, AvatarProperty } from '../../../shared/model/avatar.ts';
import { newAvatarLayer } from '../../../shared/project/new-layer/avatar.ts';
import {
  newIconLayer,
  newImageLayer,
  newStickerLayer,
  newVideoLayer,
} from '../../../shared/project/new-layer/media.ts';
import type { UploadedItem } from './uploads-store.ts';
import type { LayerBuilder } from './use-insert.ts';

export interface LibraryEntry {
  id: string;
  label: string;
  thumbUrl: string;
  build: LayerBuilder;
  /** The storage key of an upload (its tile shows the server's check and conversion). */
  uploadKey?: string;
}

export function imageEntries(images: readonly LibraryImage[]): LibraryEntry[] {
  return images.map((image) => ({
    id: `image:${image.id}`,
    label: image.title,
    thumbUrl: image.thumbnail.url,
    build: (target) =>
      newImageLayer(
        {
          key: image.key,
          url: image.url,
          width: image.width,
          height: image.height,
          cover: { key: image.thumbnail.key, url: image.thumbnail.url },
        },
        target,
      ),
  }));
}

export function videoEntries(videos: readonly LibraryVideo[]): LibraryEntry[] {
  return videos.map((video) => ({
    id: `video:${video.id}`,
    label: video.title,
    thumbUrl: video.cover.url,
    build: (target) =>
      newVideoLayer(
        {
          key: video.key,
          url: video.url,
          width: video.width,
          height: video.height,
          duration: video.duration,
          videoId: video.id,
          cover: { key: video.cover.key, url: video.cover.url },
        },
        target,
      ),
  }));
}

export function iconEntries(icons: readonly LibraryIcon[]): LibraryEntry[] {
  return icons.map((icon) => ({
    id: `icon:${icon.id}`,
    label: icon.title,
    thumbUrl: icon.url,
    build: (target) => newIconLayer({ key: icon.key, url: icon.url, fillNeeded: icon.fillNeeded }, target),
  }));
}

export function stickerEntries(stickers: readonly LibrarySticker[]): LibraryEntry[] {
  return stickers.map((sticker) => ({
    id: `sticker:${sticker.id}`,
    label: sticker.title,
    thumbUrl: sticker.cover.url,
    build: (target) =>
      newStickerLayer(
        {
          key: sticker.key,
          url: sticker.url,
          sticker: sticker.sticker,
          cover: { key: sticker.cover.key, url: sticker.cover.url },
        },
        target,
      ),
  }));
}

/** The avatar info a new avatar layer carries (its avatar info) for a library presenter. */
export function avatarInfoOf(avatar: LibraryAvatar): AvatarInfo {
  return {
    id: avatar.id,
    type: avatar.type,
    avatar_source: avatar.type,
    key: avatar.key,
    url: avatar.url,
    static_url: avatar.url,
    name: avatar.title,
    gender: avatar.gender,
    voice_id: avatar.voice_id,
    ...(avatar.config !== undefined ? { config: { ...avatar.config } } : {}),
    ...(avatar.mouth_style !== undefined ? { mouth_style: avatar.mouth_style } : {}),
  };
}

export function avatarEntries(
  avatars: readonly LibraryAvatar[],
  displayType: AvatarDisplayType,
  template: AvatarProperty | undefined,
): LibraryEntry[] {
  return avatars.map((avatar) => ({
    id: `avatar:${avatar.id}:${displayType}`,
    label: avatar.title,
    thumbUrl: avatar.url,
    build: (target) => newAvatarLayer({ info: avatarInfoOf(avatar), displayType, template }, target),
  }));
}

export function uploadedEntries(items: readonly UploadedItem[], kind: 'image' | 'video'): LibraryEntry[] {
  return items
    .filter((item) => item.kind === kind)
    .map((item) => {
      const source = { key: item.key, url: item.url, width: item.width, height: item.height };
      return {
        id: `upload:${item.key}`,
        uploadKey: item.key,
        label: item.name,
        thumbUrl: item.cover ?? item.url,
        build:
          kind === 'image'
            ? (target) => newImageLayer(source, target)
            : (target) =>
                newVideoLayer(
                  {
                    ...source,
                    duration: item.duration,
                    ...(item.cover !== undefined ? { cover: { url: item.cover } } : {}),
                  },
                  target,
                ),
      };
    });
}
