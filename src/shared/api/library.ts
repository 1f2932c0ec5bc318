import type { AvatarProperty, MouthStyle } from '../model/avatar.ts';
import type { AvatarFaceRect } from './media.ts';
import type { StickerSettings } from '../model/layer.ts';

/**
 * `GET /api/library` (local addition): the demo library the local API generates on first start. Every item
 * names its storage `key` and its `url` (public keys: a stable `/media/<key>` path).
 */
export interface LibraryItem {
  id: string | number;
  title: string;
  key: string;
  url: string;
}

/** A small preview image of an item. */
export interface LibraryCover {
  key: string;
  url: string;
  width: number;
  height: number;
}

export interface LibraryImage extends LibraryItem {
  id: string;
  width: number;
  height: number;
  /** Bytes of the full-size file. */
  size: number;
  contentType: string;
  thumbnail: LibraryCover;
}

export interface LibraryVideoFile {
  width: number;
  height: number;
  key: string;
  url: string;
}

/** A stock video (also answered by `/ai/pexels/info?id=`): `key`/`url` are its widest file. */
export interface LibraryVideo extends LibraryItem {
  id: number;
  width: number;
  height: number;
  /** Seconds. */
  duration: number;
  fps: number;
  hasAudio: boolean;
  /** Widest first. */
  files: LibraryVideoFile[];
  cover: LibraryCover;
}

/** An SVG icon on a 24×24 view box, painted with `currentColor` so that a layer's fill recolours it. */
export interface LibraryIcon extends LibraryItem {
  id: string;
  /** Words a picker can search. */
  tags: string[];
  /** Always true: the icon follows the layer's fill (the icon's fill-needed flag). */
  fillNeeded: boolean;
}

/** A sprite-sheet sticker; `sticker` is what a CustomSticker layer carries. */
export interface LibrarySticker extends LibraryItem {
  id: string;
  /** Pixel size of the whole sheet. */
  sheetWidth: number;
  sheetHeight: number;
  sticker: StickerSettings;
  /** Seconds of one pass through the frames. */
  duration: number;
  cover: LibraryCover;
}

export interface LibraryMusic extends LibraryItem {
  id: string;
  mood: string;
  /** Seconds; the track loops seamlessly. */
  duration: number;
  bpm: number;
  contentType: string;
}

/** A template project: `GET /api/library/templates/:id` answers its project JSON. */
export interface LibraryTemplate extends LibraryItem {
  id: string;
  layout: 'landscape' | 'portrait' | 'square';
  /** Seconds. */
  duration: number;
  scenes: number;
  cover: LibraryCover;
}

export interface LibraryAvatar extends LibraryItem {
  id: number;
  /** 1 Talking Photo, 2 Avatar Pro, 3 Avatar Lite, 4 Custom Avatar Pro, 5 Custom Avatar Lite. */
  type: 1 | 2 | 3 | 4 | 5;
  gender: 1 | 2;
  voice_id: number;
  width: number;
  height: number;
  /** The same presenter on a transparent background. */
  noBack: { key: string; url: string };
  /** The face's rectangle in the image's pixels: where a talking avatar's mouth goes. */
  config?: AvatarFaceRect;
  /** How its mouth moves when it talks (absent: as a photo's). */
  mouth_style?: MouthStyle;
}

/** The default avatar template and the images new avatars start from. */
export interface LibraryAvatarDefaults {
  /** The Avatar layer property a new avatar is copied from (760×1080, scale ≈ 0.398, initial width 700). */
  template: AvatarProperty;
  templateImage: LibraryCover;
  placeholder: LibraryCover;
}

export interface LibraryResponse {
  images: LibraryImage[];
  videos: LibraryVideo[];
  icons: LibraryIcon[];
  stickers: LibrarySticker[];
  music: LibraryMusic[];
  templates: LibraryTemplate[];
  avatars: LibraryAvatar[];
  avatarDefaults: LibraryAvatarDefaults | null;
  /** False while the server is still generating items on its first start. */
  complete: boolean;
}
