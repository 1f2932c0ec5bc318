/**
 * Raw layer JSON builders for the benchmark projects. They write what a layer means and leave every other
 * field to `normalizeProject`, as the editor does when it loads a project. Pure TS: the benchmark page imports
 * them too.
 */
import type {
  LibraryAvatarDefaults,
  LibraryAvatar,
  LibrarySticker,
  LibraryVideo,
} from '../../src/shared/api/library.ts';

export type Raw = Record<string, unknown>;

/** A canvas box (project pixels). */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

function layer(id: string, type: string, property: Raw, extra: Raw = {}): Raw {
  return { id, type, property, start: 0, ...extra };
}

/** Scale that covers `box` with a source of the given size, the source cropped centred (Fabric's cropX/Y). */
function covered(box: Box, sourceWidth: number, sourceHeight: number): Raw {
  const scale = Math.max(box.width / sourceWidth, box.height / sourceHeight);
  const width = Math.min(sourceWidth, box.width / scale);
  const height = Math.min(sourceHeight, box.height / scale);
  return {
    left: box.left,
    top: box.top,
    width: Math.round(width),
    height: Math.round(height),
    cropX: Math.round((sourceWidth - width) / 2),
    cropY: Math.round((sourceHeight - height) / 2),
    scaleX: scale,
    scaleY: scale,
    originX: 'left',
    originY: 'top',
  };
}

/** The widest file of a stock video: 1920×1080 for the landscape stock, the heaviest to decode. */
export function videoFile(video: LibraryVideo): { url: string; key: string; width: number; height: number } {
  const file = video.files.find((f) => f.width >= f.height) ?? video.files[0];
  if (file === undefined) throw new Error(`bench project: stock video ${video.id} has no files`);
  return file;
}

export function videoLayer(id: string, video: LibraryVideo, box: Box): Raw {
  const file = videoFile(video);
  return layer(id, 'video', {
    type: 'CustomVideo',
    ...covered(box, file.width, file.height),
    _urlkey: file.key,
    _staticUrl: file.url,
    _videoSrc: file.url,
    videoId: video.id,
    _start: 0,
    _end: video.duration,
    _duration: video.duration,
    _speed: '1.0',
    _volume: 0,
    _loop: true,
  });
}

export function avatarLayer(
  id: string,
  avatar: LibraryAvatar,
  defaults: LibraryAvatarDefaults | null,
  box: Box,
): Raw {
  const imageWidth = defaults?.templateImage.width ?? avatar.width;
  const imageHeight = defaults?.templateImage.height ?? avatar.height;
  return layer(id, 'avatar', {
    ...(defaults?.template ?? {}),
    type: 'Avatar',
    version: '2.0.0',
    left: box.left,
    top: box.top,
    width: imageWidth,
    height: imageHeight,
    scaleX: box.width / imageWidth,
    scaleY: box.height / imageHeight,
    originX: 'left',
    originY: 'top',
    avatarType: 'halfbody',
    imageWidth,
    imageHeight,
    _avatarInfo: {
      id: avatar.id,
      type: avatar.type,
      avatar_source: avatar.type,
      key: avatar.noBack.key,
      url: avatar.noBack.url,
      static_url: avatar.noBack.url,
      name: avatar.title,
      gender: avatar.gender,
      voice_id: avatar.voice_id,
    },
  });
}

export interface TextMotion {
  enter: string;
  exit: string;
  /** A preset animation, e.g. pulse. */
  preset: string;
}

export function textLayer(id: string, text: string, box: Box, fill: string, motion: TextMotion): Raw {
  return layer(
    id,
    'object',
    {
      type: 'textbox',
      text,
      left: box.left,
      top: box.top,
      width: box.width,
      originX: 'left',
      originY: 'top',
      fontSize: Math.round(box.height * 0.8),
      fontWeight: 'bold',
      fontFamily: 'Roboto',
      fill,
      textAlign: 'left',
    },
    {
      animation: {
        enter: { name: motion.enter, ease: 'smooth', duration: 0.8, delay: 0 },
        exit: { name: motion.exit, ease: 'smooth', duration: 0.6 },
      },
      animations: { animations: [{ name: motion.preset, trigger: 'both' }], duration: 2 },
    },
  );
}

/** Box shapes are 300×300 sources stretched to their box. */
export function shapeLayer(id: string, type: 'rect' | 'circle' | 'starBurst', box: Box, fill: string): Raw {
  const sized = {
    left: box.left,
    top: box.top,
    width: 300,
    height: 300,
    scaleX: box.width / 300,
    scaleY: box.height / 300,
  };
  const geometry = { ...sized, originX: 'left', originY: 'top', fill };
  if (type === 'starBurst')
    return layer(id, 'object', { type: 'CustomPath', shape: type, cornerRadius: 0, ...geometry });
  if (type === 'circle') return layer(id, 'object', { type, radius: 150, ...geometry });
  return layer(id, 'object', { type, rx: 24, ry: 24, ...geometry });
}

export function stickerLayer(id: string, sticker: LibrarySticker, box: Box): Raw {
  const { frameWidth, frameHeight } = sticker.sticker;
  return layer(id, 'object', {
    type: 'CustomSticker',
    left: box.left,
    top: box.top,
    width: frameWidth,
    height: frameHeight,
    scaleX: box.width / frameWidth,
    scaleY: box.height / frameHeight,
    originX: 'left',
    originY: 'top',
    _urlkey: sticker.key,
    _staticUrl: sticker.url,
    sticker: sticker.sticker,
  });
}

export function imageLayer(
  id: string,
  url: string,
  key: string,
  width: number,
  height: number,
  box: Box,
): Raw {
  return layer(id, 'object', {
    type: 'CustomImage',
    ...covered(box, width, height),
    _urlkey: key,
    _staticUrl: url,
    stretch: 'cover',
  });
}
