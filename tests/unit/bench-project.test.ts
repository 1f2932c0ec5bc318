import { describe, expect, it } from 'vitest';
import { heavyProject, lightProject, HEAVY_CLIPS, HEAVY_CLIP_SECONDS } from '../../bench/project/heavy.ts';
import type { LibraryResponse, LibraryVideo } from '../../src/shared/api/library.ts';
import { normalizeProject, validateProject } from '../../src/shared/index.ts';

/** A library shaped as `GET /api/library` answers it, with the few items the generators use. */
function library(): LibraryResponse {
  const video = (id: number): LibraryVideo => ({
    id,
    title: `Video ${id}`,
    key: `public/stock/${id}/1920x1080.mp4`,
    url: `/media/public/stock/${id}/1920x1080.mp4`,
    width: 1920,
    height: 1080,
    duration: 8,
    fps: 25,
    hasAudio: false,
    files: [
      {
        width: 1920,
        height: 1080,
        key: `public/stock/${id}/1920x1080.mp4`,
        url: `/media/public/stock/${id}/1920x1080.mp4`,
      },
      {
        width: 640,
        height: 360,
        key: `public/stock/${id}/640x360.mp4`,
        url: `/media/public/stock/${id}/640x360.mp4`,
      },
    ],
    cover: { key: `c${id}`, url: `/media/c${id}`, width: 1920, height: 1080 },
  });
  return {
    images: [
      {
        id: 'mountain',
        title: 'Mountain',
        key: 'public/library/images/mountain.png',
        url: '/media/public/library/images/mountain.png',
        width: 1920,
        height: 1080,
        size: 1000,
        contentType: 'image/png',
        thumbnail: { key: 't', url: '/media/t', width: 320, height: 180 },
      },
    ],
    videos: [video(1001), video(1002), video(1003)],
    icons: [],
    stickers: [
      {
        id: 'star',
        title: 'Star',
        key: 'public/library/stickers/star.png',
        url: '/media/public/library/stickers/star.png',
        sheetWidth: 2560,
        sheetHeight: 256,
        sticker: {
          startTime: 0,
          currentFrame: 0,
          coverFrame: 0,
          frameWidth: 256,
          frameHeight: 256,
          frameRate: 25,
          totalFrames: 10,
          columns: 10,
        },
        duration: 0.4,
        cover: { key: 's', url: '/media/s', width: 256, height: 256 },
      },
    ],
    music: [
      {
        id: 'morning',
        title: 'Morning',
        key: 'public/library/music/m.mp3',
        url: '/media/public/library/music/m.mp3',
        mood: 'calm',
        duration: 30,
        bpm: 100,
        contentType: 'audio/mpeg',
      },
    ],
    templates: [],
    avatars: [
      {
        id: 101,
        title: 'Ava',
        key: 'public/avatars/101.png',
        url: '/media/public/avatars/101.png',
        type: 1,
        gender: 2,
        voice_id: 751,
        width: 380,
        height: 540,
        noBack: { key: 'public/avatars/101-noback.png', url: '/media/public/avatars/101-noback.png' },
      },
    ],
    avatarDefaults: null,
    complete: true,
  };
}

describe('bench projects', () => {
  it('heavy: 10 clips of 1920×1080 with every layer kind, 3 background videos, music and distinct transitions', () => {
    const project = normalizeProject(heavyProject(library()));
    expect(validateProject(project)).toEqual([]);
    expect(project.layout).toBe('landscape');
    expect(project.clips).toHaveLength(HEAVY_CLIPS);
    expect(project.totalDuration).toBeCloseTo(HEAVY_CLIPS * HEAVY_CLIP_SECONDS);
    for (const clip of project.clips) {
      const types = clip.layers.map((layer) => layer.property.type).sort();
      expect(types).toEqual([
        'Avatar',
        'CustomPath',
        'CustomSticker',
        'CustomVideo',
        'CustomVideo',
        'circle',
        'rect',
        'textbox',
        'textbox',
        'textbox',
      ]);
      for (const layer of clip.layers.filter((l) => l.property.type === 'textbox')) {
        expect(layer.animation?.enter.name).not.toBe('none');
        expect(layer.animations?.animations.length).toBe(1);
      }
      expect(clip.speech.type).toBe('duration');
      expect(clip.bgm?.enabled).toBe(true);
      for (const layer of clip.layers.filter((l) => l.property.type === 'CustomVideo'))
        expect(layer.property).toMatchObject({ _staticUrl: expect.stringMatching(/1920x1080\.mp4$/) });
    }
    expect(project.clips.filter((clip) => clip.bgMedia?.type === 'video')).toHaveLength(3);
    const transitions = project.clips.slice(0, -1).map((clip) => clip.transition.name);
    expect(new Set(transitions).size).toBe(HEAVY_CLIPS - 1);
    expect(transitions).not.toContain('none');
    expect(project.clips.at(-1)?.transition.name).toBe('none');
  });

  it('light: one clip with a text and an image', () => {
    const project = normalizeProject(lightProject(library()));
    expect(validateProject(project)).toEqual([]);
    expect(project.clips).toHaveLength(1);
    expect(project.clips[0]?.layers.map((layer) => layer.property.type)).toEqual(['CustomImage', 'textbox']);
  });

  it('names the missing library item', () => {
    expect(() => heavyProject({ ...library(), stickers: [] })).toThrow(/no sticker/);
    expect(() => heavyProject({ ...library(), videos: [] })).toThrow(
      /2 landscape stock videos needed, got 0/,
    );
  });
});
