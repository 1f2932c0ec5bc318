/**
 * The benchmark projects: a heavy one — 10 clips of 1920×1080, each with 2 H.264 video layers,
 * 1 avatar, 3 animated text boxes, 3 shapes and 1 sticker; a background video in 3 clips; a fixed-duration
 * speech and background music in every clip; a different gl-transition between every two clips — and a light
 * one (1 clip, a text and an image). Media come from the demo library (`GET /api/library`), so the project
 * is what a user could build. Deterministic: the same library gives the same project.
 */
import type { LibraryResponse } from '../../src/shared/api/library.ts';
import { isCutTransition, TRANSITION_NAMES } from '../../src/shared/transitions/index.ts';
import type { Raw } from './layers.ts';
import {
  avatarLayer,
  imageLayer,
  shapeLayer,
  stickerLayer,
  textLayer,
  videoFile,
  videoLayer,
} from './layers.ts';

export const HEAVY_CLIPS = 10;
/** Seconds per clip: the stock videos are 8 s, so each layer shows 6 s of its source. */
export const HEAVY_CLIP_SECONDS = 6;
export const TRANSITION_SECONDS = 0.8;
/** Clips with a background video. */
export const BACKGROUND_VIDEO_CLIPS: readonly number[] = [0, 4, 8];

const ENTERS = ['fadein', 'slidein-l', 'scalein'] as const;
const EXITS = ['fadeout', 'slideout-r', 'scaleout'] as const;
const PRESETS = ['pulse', 'breathe', 'drift'] as const;
const COLOURS = ['#1e3a8a', '#7c2d12', '#14532d', '#581c87', '#0f172a'] as const;

function pick<T>(items: readonly T[], index: number, what: string): T {
  const item = items[index % items.length];
  if (item === undefined) throw new Error(`bench project: the library has no ${what}`);
  return item;
}

/** `count` different transitions: real gl-transitions (no cut), spread over the catalogue. */
export function benchTransitions(count: number): string[] {
  const names = TRANSITION_NAMES.filter((name) => !isCutTransition(name));
  if (names.length < count)
    throw new Error(`bench project: ${count} transitions needed, ${names.length} known`);
  const step = Math.floor(names.length / count);
  return Array.from({ length: count }, (_, i) => names[i * step] as string);
}

export function heavyProject(library: LibraryResponse): Raw {
  const videos = library.videos.filter((v) => v.width >= v.height);
  if (videos.length < 2)
    throw new Error(`bench project: 2 landscape stock videos needed, got ${videos.length}`);
  const music = pick(library.music, 0, 'music');
  const transitions = benchTransitions(HEAVY_CLIPS - 1);
  const clips = Array.from({ length: HEAVY_CLIPS }, (_, c) => {
    const id = (name: string) => `c${c}-${name}`;
    const layers: Raw[] = [
      videoLayer(id('video-a'), pick(videos, c, 'video'), { left: 60, top: 140, width: 880, height: 495 }),
      videoLayer(id('video-b'), pick(videos, c + 1, 'video'), {
        left: 980,
        top: 140,
        width: 880,
        height: 495,
      }),
      avatarLayer(id('avatar'), pick(library.avatars, c, 'avatar'), library.avatarDefaults, {
        left: 1500,
        top: 560,
        width: 366,
        height: 520,
      }),
      ...[0, 1, 2].map((i) =>
        textLayer(
          id(`text-${i}`),
          `Clip ${c + 1} · line ${i + 1}`,
          { left: 80, top: 680 + i * 120, width: 1100, height: 90 },
          '#ffffff',
          { enter: ENTERS[i] as string, exit: EXITS[i] as string, preset: PRESETS[i] as string },
        ),
      ),
      shapeLayer(id('rect'), 'rect', { left: 40, top: 20, width: 400, height: 100 }, '#f59e0b'),
      shapeLayer(id('circle'), 'circle', { left: 1760, top: 20, width: 120, height: 120 }, '#10b981'),
      shapeLayer(id('star'), 'starBurst', { left: 1260, top: 700, width: 200, height: 200 }, '#ef4444'),
      stickerLayer(id('sticker'), pick(library.stickers, c, 'sticker'), {
        left: 480,
        top: 10,
        width: 120,
        height: 120,
      }),
    ];
    const clip: Raw = {
      id: `clip-${c}`,
      duration: HEAVY_CLIP_SECONDS,
      bgColor: pick(COLOURS, c, 'colour'),
      layers,
      speech: { type: 'duration', text: '', duration: HEAVY_CLIP_SECONDS },
      transition:
        c < HEAVY_CLIPS - 1
          ? { name: transitions[c], displayName: transitions[c], duration: TRANSITION_SECONDS, params: {} }
          : { name: 'none', displayName: 'None', duration: 0.5, params: {} },
      bgmId: music.id,
      bgm: {
        audioId: music.id,
        _urlkey: music.key,
        _staticUrl: music.url,
        loop: true,
        volume: 0.1,
        enabled: true,
      },
    };
    if (BACKGROUND_VIDEO_CLIPS.includes(c)) {
      clip.bgMedia = {
        type: 'video',
        data: videoFile(pick(videos, c + 2, 'video')).url,
        opacity: 1,
        blur: 0,
      };
    }
    return clip;
  });
  return {
    layout: 'landscape',
    backgroundAudioVolume: 0.1,
    bgMusicId: music.id,
    audioFilePath: music.key,
    audioFileStaticUrl: music.url,
    title: 'Benchmark: heavy',
    clips,
  };
}

export function lightProject(library: LibraryResponse): Raw {
  const image = pick(library.images, 0, 'image');
  return {
    layout: 'landscape',
    backgroundAudioVolume: 0,
    title: 'Benchmark: light',
    clips: [
      {
        id: 'clip-0',
        duration: 5,
        bgColor: '#0f172a',
        speech: { type: 'duration', text: '', duration: 5 },
        transition: { name: 'none', displayName: 'None', duration: 0.5, params: {} },
        layers: [
          imageLayer('image', image.url, image.key, image.width, image.height, {
            left: 160,
            top: 90,
            width: 1600,
            height: 900,
          }),
          textLayer('text', 'Light project', { left: 200, top: 120, width: 1200, height: 110 }, '#ffffff', {
            enter: 'fadein',
            exit: 'fadeout',
            preset: 'pulse',
          }),
        ],
      },
    ],
  };
}
