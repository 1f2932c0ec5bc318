import { SHAPES } from '../../../shared/constants.ts';
import { estimateSpeechDuration, FALLBACK_WORDS_PER_MINUTE } from '../../../shared/speech/estimate.ts';
import { mediaPath } from '../../media/signing.ts';
import {
  AVATAR_FACE,
  avatarKey,
  AVATAR_HEIGHT,
  avatarMouthStyle,
  AVATAR_WIDTH,
  type CatalogAvatar,
} from '../avatars.ts';
import { type IconDefinition, iconKey } from '../icons/icons.ts';
import { IMAGE_HEIGHT, IMAGE_WIDTH, imageKey, imageThumbKey, type ImageScene } from '../images/catalog.ts';
import { musicKey, type TrackDefinition } from '../music/catalog.ts';
import { type CatalogSticker, stickerCoverKey, stickerKey, stickerSettings } from '../stickers/catalog.ts';
import { stockCoverKey, stockFileKey } from '../stock.ts';
import type { StockVideo } from '../stock-videos/index.ts';

/**
 * Builders of raw layer and scene JSON for the template projects. They write only what a template means;
 * `normalizeProject` fills every other field with its default when the project is loaded.
 */
export type Raw = Record<string, unknown>;

/** Where a layer sits: the canvas box it should fill (scale is derived from the source size). */
export interface Box {
  left: number;
  top: number;
  width: number;
  height?: number;
}

export interface Timing {
  start?: number;
  stop?: number;
  enter?: string;
  exit?: string;
  ease?: 'linear' | 'smooth' | 'bounce';
  /** A preset animation, e.g. pulse or breathe. */
  preset?: Raw;
}

/** Shapes stretch to fill their box (scaleX and scaleY differ). */
function stretched(box: Box, sourceWidth: number, sourceHeight: number): Raw {
  return {
    left: box.left,
    top: box.top,
    width: sourceWidth,
    height: sourceHeight,
    scaleX: box.width / sourceWidth,
    scaleY: (box.height ?? (box.width * sourceHeight) / sourceWidth) / sourceHeight,
    originX: 'left',
    originY: 'top',
  };
}

/**
 * Media keep their aspect: one scale that covers the box, and the part of the source that shows (Fabric's
 * cropX/cropY and width/height in source pixels), centred. The scale is rounded up and the part shown down,
 * so that the drawn size never passes the box: a layer filling the canvas must not spill over its edge.
 */
function covered(box: Box, sourceWidth: number, sourceHeight: number): Raw {
  const boxHeight = box.height ?? (box.width * sourceHeight) / sourceWidth;
  const scale = Math.ceil(Math.max(box.width / sourceWidth, boxHeight / sourceHeight) * 1e4) / 1e4;
  const width = Math.min(sourceWidth, Math.floor((box.width / scale) * 1e4) / 1e4);
  const height = Math.min(sourceHeight, Math.floor((boxHeight / scale) * 1e4) / 1e4);
  return {
    left: box.left,
    top: box.top,
    width,
    height,
    cropX: round((sourceWidth - width) / 2),
    cropY: round((sourceHeight - height) / 2),
    scaleX: scale,
    scaleY: scale,
    originX: 'left',
    originY: 'top',
  };
}

const round = (n: number): number => Math.round(n * 1e4) / 1e4;

function layer(id: string, type: string, property: Raw, timing: Timing = {}): Raw {
  const out: Raw = { id, type, property, start: timing.start ?? 0 };
  if (timing.stop !== undefined) out.stop = timing.stop;
  if (timing.enter !== undefined || timing.exit !== undefined) {
    const ease = timing.ease ?? 'smooth';
    out.animation = {
      enter: { name: timing.enter ?? 'none', ease, duration: 0.8, delay: 0 },
      exit: { name: timing.exit ?? 'none', ease, duration: 0.6 },
    };
  }
  if (timing.preset !== undefined) out.animations = timing.preset;
  return out;
}

const source = (key: string): Raw => ({ _urlkey: key, _staticUrl: mediaPath(key) });

export function avatarLayer(
  id: string,
  avatar: CatalogAvatar,
  box: Box,
  displayType: string,
  timing?: Timing,
): Raw {
  const key = avatarKey(avatar, false);
  const placed = stretched(box, AVATAR_WIDTH, AVATAR_HEIGHT);
  return layer(
    id,
    'avatar',
    {
      type: 'Avatar',
      version: '2.0.0',
      ...placed,
      // Each display type keeps its own scale, and that is the one the canvas and the renderer draw with.
      shapes: { [displayType]: { scaleX: placed.scaleX, scaleY: placed.scaleY } },
      avatarType: displayType,
      imageWidth: AVATAR_WIDTH,
      imageHeight: AVATAR_HEIGHT,
      _avatarInfo: {
        id: avatar.id,
        type: avatar.type,
        avatar_source: avatar.type,
        key,
        url: mediaPath(key),
        static_url: mediaPath(key),
        name: avatar.name,
        gender: avatar.gender,
        voice_id: avatar.voice_id,
        config: { ...AVATAR_FACE },
        mouth_style: avatarMouthStyle(avatar),
      },
    },
    timing,
  );
}

/** A stock video; a tall box takes the video's portrait file when it has one. */
export function videoLayer(id: string, video: StockVideo, box: Box, timing?: Timing): Raw {
  const tall = box.height !== undefined && box.height > box.width;
  const file =
    (tall ? video.files.find((entry) => entry.height > entry.width) : undefined) ?? video.files[0]!;
  const key = stockFileKey(video, file);
  const cover = stockCoverKey(video);
  return layer(
    id,
    'video',
    {
      type: 'CustomVideo',
      ...covered(box, file.width, file.height),
      ...source(key),
      _videoSrc: mediaPath(key),
      _frontCoverKey: cover,
      _frontCoverUrl: mediaPath(cover),
      _frontCoverStaticUrl: mediaPath(cover),
      videoId: video.id,
      _start: 0,
      _end: video.durationSeconds,
      _duration: video.durationSeconds,
      _speed: '1.0',
      _volume: 0,
      _loop: true,
    },
    timing,
  );
}

export function imageLayer(id: string, image: ImageScene, box: Box, timing?: Timing, cropType?: string): Raw {
  const thumb = imageThumbKey(image);
  return layer(
    id,
    'object',
    {
      type: 'CustomImage',
      ...covered(box, IMAGE_WIDTH, IMAGE_HEIGHT),
      ...source(imageKey(image)),
      _frontCoverKey: thumb,
      _frontCoverStaticUrl: mediaPath(thumb),
      stretch: 'cover',
      ...(cropType !== undefined ? { _cropType: cropType } : {}),
    },
    timing,
  );
}

export function iconLayer(id: string, icon: IconDefinition, box: Box, fill: string, timing?: Timing): Raw {
  const key = iconKey(icon);
  return layer(
    id,
    'object',
    {
      type: 'CustomIcon',
      ...stretched(box, 24, 24),
      ...source(key),
      src: mediaPath(key),
      fillNeeded: true,
      fill,
    },
    timing,
  );
}

export function stickerLayer(id: string, sticker: CatalogSticker, box: Box, timing?: Timing): Raw {
  const cover = stickerCoverKey(sticker);
  return layer(
    id,
    'object',
    {
      type: 'CustomSticker',
      ...stretched(box, sticker.layout.frameWidth, sticker.layout.frameHeight),
      ...source(stickerKey(sticker)),
      _frontCoverKey: cover,
      _frontCoverStaticUrl: mediaPath(cover),
      sticker: stickerSettings(sticker),
    },
    timing,
  );
}

export interface TextOptions {
  fontSize: number;
  fill: string;
  fontWeight?: string;
  fontFamily?: string;
  textAlign?: 'left' | 'center' | 'right';
}

export function textLayer(id: string, text: string, box: Box, options: TextOptions, timing?: Timing): Raw {
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
      fontSize: options.fontSize,
      fontWeight: options.fontWeight ?? 'normal',
      fontFamily: options.fontFamily ?? 'Roboto',
      fill: options.fill,
      textAlign: options.textAlign ?? 'left',
    },
    timing,
  );
}

/** Rectangle, triangle or circle (300×300, circle radius 150). */
export function boxShape(
  id: string,
  type: 'rect' | 'triangle' | 'circle',
  box: Box,
  fill: string,
  timing?: Timing,
): Raw {
  const size = SHAPES.size;
  return layer(
    id,
    'object',
    {
      type,
      ...stretched(box, size, size),
      fill,
      ...(type === 'circle' ? { radius: SHAPES.circleRadius } : {}),
      ...(type === 'rect' ? { rx: 24, ry: 24 } : {}),
    },
    timing,
  );
}

export function pathShape(id: string, shape: string, box: Box, fill: string, timing?: Timing): Raw {
  return layer(
    id,
    'object',
    { type: 'CustomPath', shape, ...stretched(box, SHAPES.size, SHAPES.size), fill, cornerRadius: 0 },
    timing,
  );
}

export function arrowLayer(
  id: string,
  left: number,
  top: number,
  length: number,
  stroke: string,
  timing?: Timing,
): Raw {
  return layer(
    id,
    'object',
    {
      type: 'CustomArrow',
      left,
      top,
      x1: 0,
      y1: 0,
      x2: length,
      y2: 0,
      stroke,
      strokeWidth: SHAPES.line.strokeWidth,
      padding: SHAPES.line.padding,
    },
    timing,
  );
}

export interface SceneOptions {
  id: string;
  duration: number;
  bgColor: string;
  layers: Raw[];
  /** Narration: spoken text with a catalog voice, or undefined for a silent scene of `duration`. */
  speech?: { text: string; voice: { id: number; name: string; gender: 1 | 2 } };
  transition?: { name: string; displayName: string; duration: number; params?: Raw };
  background?: ImageScene;
  music?: TrackDefinition;
}

/**
 * A narrated scene's script and length. A scene lasts as long as its speech (the editor settles every scene it
 * edits so), and a template's speech has no audio yet, so it is estimated at the rate a voice without a
 * measured one gets. A script shorter than the designed length ends with a pause that holds the scene to it
 * (the generated audio honours the pause too); a longer one makes the scene as long as the script.
 */
export function narration(text: string, designed: number): { script: string; duration: number } {
  const spoken = estimateSpeechDuration(text, { wordsPerMinute: FALLBACK_WORDS_PER_MINUTE });
  const hold = Math.round((designed - spoken) * 1000) / 1000;
  return hold > 0
    ? { script: `${text} <#${hold}#>`, duration: designed }
    : { script: text, duration: spoken };
}

export function scene(options: SceneOptions): Raw {
  const spoken = options.speech !== undefined ? narration(options.speech.text, options.duration) : undefined;
  const out: Raw = {
    id: options.id,
    duration: spoken?.duration ?? options.duration,
    bgColor: options.bgColor,
    layers: options.layers,
    transition: options.transition
      ? { params: {}, ...options.transition }
      : { name: 'none', displayName: 'None', duration: 0.5, params: {} },
    speech: options.speech
      ? {
          type: 'default',
          text: spoken?.script ?? options.speech.text,
          duration: 0,
          property: { voice: options.speech.voice, gender: options.speech.voice.gender, tts_config: {} },
          speed: 1,
          volume: 1,
          pitch: 0,
        }
      : { type: 'duration', duration: options.duration },
  };
  if (options.background !== undefined)
    out.bgMedia = { type: 'img', data: mediaPath(imageKey(options.background)), opacity: 1, blur: 0 };
  if (options.music !== undefined) {
    const key = musicKey(options.music);
    out.bgmId = options.music.id;
    out.bgm = {
      audioId: options.music.id,
      _urlkey: key,
      _staticUrl: mediaPath(key),
      loop: true,
      volume: 0.1,
      enabled: true,
    };
  }
  return out;
}
