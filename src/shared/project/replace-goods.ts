import type { Project } from '../model/project.ts';
import type { Layer, LayerProperty } from '../model/layer.ts';
import type { Speech } from '../model/speech.ts';
import type { Voice } from '../model/voice.ts';
import { normalizeGender } from '../voices/gender.ts';
import { voiceLanguage, voiceSpeaks } from '../voices/language.ts';
import { voiceSettingsFor } from '../voices/replace.ts';
import { withoutAudio } from '../speech/cached-audio.ts';
import { normalizeProject } from '../normalize/project.ts';
import { serializeProject } from '../serialize.ts';

/** A replacement medium: a URL, or a stored asset. */
export type GoodsMedia =
  string | { url?: string; staticUrl?: string; key?: string; duration?: number; coverUrl?: string };

/** The replacement input: speechs, images, videos, lan. */
export interface Goods {
  /** Scene scripts in scene order; a list of texts replaces a conversation's item texts in order. */
  speechs?: readonly (string | readonly string[] | null | undefined)[];
  images?: readonly GoodsMedia[];
  videos?: readonly GoodsMedia[];
  /** Site language whose voices the speeches should use (jp → ja, kr → ko, se → sv). */
  lan?: string;
}

export interface ReplaceGoodsOptions {
  /** The app voice list, needed to choose voices for `lan`; without it voices are left as they are. */
  voices?: readonly Voice[];
}

/** A list repeated or truncated to `count` items. */
export function fitList<T>(list: readonly T[], count: number): T[] {
  if (list.length === 0) return [];
  return Array.from({ length: count }, (_, i) => list[i % list.length] as T);
}

function mediaSource(media: GoodsMedia): {
  staticUrl: string;
  key?: string;
  duration?: number;
  coverUrl?: string;
} {
  if (typeof media === 'string') return { staticUrl: media };
  const staticUrl = media.staticUrl ?? media.url ?? '';
  return {
    staticUrl,
    ...(media.key !== undefined ? { key: media.key } : {}),
    ...(media.duration !== undefined ? { duration: media.duration } : {}),
    ...(media.coverUrl !== undefined ? { coverUrl: media.coverUrl } : {}),
  };
}

const COVER_FIELDS = ['_frontCoverKey', '_frontCoverUrl', '_frontCoverStaticUrl'] as const;
const SOURCE_FIELDS = ['_staticUrl', '_urlkey', '_videoSrc', 'src', ...COVER_FIELDS] as const;

/** The layer showing `media` instead, as an image or a video, with its geometry kept. */
function withMedia(layer: Layer, media: GoodsMedia, as: 'image' | 'video'): Layer {
  const source = mediaSource(media);
  const base: Record<string, unknown> = { ...layer.property };
  for (const field of SOURCE_FIELDS) delete base[field];
  base._staticUrl = source.staticUrl;
  if (source.key !== undefined) base._urlkey = source.key;
  if (as === 'image') {
    for (const field of ['videoId', '_start', '_end', '_duration', '_speed', '_volume', '_loop'])
      delete base[field];
    const property = {
      stretch: 'cover',
      cropX: 0,
      cropY: 0,
      ...base,
      type: 'CustomImage',
    } as unknown as LayerProperty;
    return { ...layer, type: 'object', property };
  }
  delete base.videoId;
  base._videoSrc = source.staticUrl;
  if (source.coverUrl !== undefined) base._frontCoverUrl = source.coverUrl;
  const duration = source.duration ?? (typeof base._duration === 'number' ? base._duration : 0);
  const property = {
    _speed: '1.0',
    _volume: 1,
    _loop: true,
    ...base,
    type: 'CustomVideo',
    _start: 0,
    _duration: duration,
    _end: duration,
  } as unknown as LayerProperty;
  return { ...layer, type: 'video', property };
}

function withScript(speech: Speech, script: string | readonly string[]): Speech {
  if (speech.type === 'conversation') {
    const texts = typeof script === 'string' ? [script] : script;
    return {
      ...speech,
      contents: speech.contents.map((item, index) => {
        const text = texts[index];
        if (text === undefined || text === item.text) return item;
        return { ...withoutAudio(item), text };
      }),
    };
  }
  const text = typeof script === 'string' ? script : script.join(' ');
  // A new script is spoken: the speech becomes text-to-speech, its old audio no longer matches.
  return { ...withoutAudio(speech), type: 'default', text };
}

function withLanguage(speech: Speech, language: string, voices: readonly Voice[]): Speech {
  const pick = (gender: number, current: string | number | undefined): Voice | undefined => {
    const inLanguage = voices.filter((voice) => voiceSpeaks(voice.lan, language));
    if (inLanguage.some((voice) => String(voice.id) === String(current))) return undefined;
    const sameGender = inLanguage.filter(
      (voice) => normalizeGender(voice.gender) === normalizeGender(gender),
    );
    return sameGender.find((voice) => voice.is_free === 1) ?? sameGender[0] ?? inLanguage[0];
  };
  let next = speech;
  const own = pick(speech.property.gender, speech.property.voice?.id);
  if (own !== undefined) next = { ...withoutAudio(next), property: voiceSettingsFor(own, speech.property) };
  const roles = next.roles.map((role) => {
    const voice = pick(role.gender, role.property.voice?.id);
    return voice === undefined ? role : { ...role, property: voiceSettingsFor(voice, role.property) };
  });
  if (roles.some((role, index) => role !== next.roles[index])) {
    next = {
      ...next,
      roles,
      contents: next.contents.map((item) => {
        return roles[item._roleIndex] === next.roles[item._roleIndex] ? item : withoutAudio(item);
      }),
    };
  }
  return next;
}

/**
 * Replaces the goods of a template: the image and video lists are repeated or truncated to the
 * counts of image and video layers (in scene order, then layer order); when one list is empty, video layers
 * borrow images and image layers borrow videos; speech texts replace scene scripts; `lan` chooses voices in
 * that language (same gender, free first). Geometry, timing and animations of every layer are kept.
 */
export function replaceGoods(project: Project, goods: Goods, options: ReplaceGoodsOptions = {}): Project {
  const images = goods.images ?? [];
  const videos = goods.videos ?? [];
  const imageLayers: string[] = [];
  const videoLayers: string[] = [];
  for (const clip of project.clips) {
    for (const layer of clip.layers) {
      if (layer.property.type === 'CustomImage') imageLayers.push(layer.id);
      else if (layer.property.type === 'CustomVideo') videoLayers.push(layer.id);
    }
  }
  const forImages =
    images.length > 0 ? { list: images, as: 'image' as const } : { list: videos, as: 'video' as const };
  const forVideos =
    videos.length > 0 ? { list: videos, as: 'video' as const } : { list: images, as: 'image' as const };
  const replacements = new Map<string, { media: GoodsMedia; as: 'image' | 'video' }>();
  fitList(forImages.list, imageLayers.length).forEach((media, i) => {
    replacements.set(imageLayers[i] as string, { media, as: forImages.as });
  });
  fitList(forVideos.list, videoLayers.length).forEach((media, i) => {
    replacements.set(videoLayers[i] as string, { media, as: forVideos.as });
  });
  const language = goods.lan === undefined ? undefined : voiceLanguage(goods.lan);
  const clips = project.clips.map((clip, index) => {
    let speech = clip.speech;
    const script = goods.speechs?.[index];
    if (script !== undefined && script !== null && (typeof script !== 'string' || script.trim() !== '')) {
      speech = withScript(speech, script);
    }
    if (language !== undefined && options.voices !== undefined)
      speech = withLanguage(speech, language, options.voices);
    const layers = clip.layers.map((layer) => {
      const replacement = replacements.get(layer.id);
      return replacement === undefined ? layer : withMedia(layer, replacement.media, replacement.as);
    });
    return { ...clip, speech, layers };
  });
  // Loading the result again fills the fields a changed layer kind needs and keeps the project valid.
  return normalizeProject(serializeProject({ ...project, clips }));
}
