import { describe, expect, it } from 'vitest';
import type { Project } from '../../model/project.ts';
import { normalizeProject } from '../../normalize/project.ts';
import { validateProject } from '../../validate.ts';
import {
  chooseTransition,
  setBackgroundAudioVolume,
  setBackgroundMedia,
  setProjectLayout,
  setSceneMusic,
  setTransitionDuration,
  setTransitionParam,
  updateTextStyle,
} from './settings.ts';

function project(): Project {
  return normalizeProject({
    layout: 'landscape',
    clips: [
      {
        id: 'sceneaaa',
        layers: [{ id: 'layer001', property: { type: 'rect', left: 5, top: 6, width: 300, height: 300 } }],
      },
      { id: 'scenebbb' },
    ],
  });
}

const scene0 = (p: Project) => p.clips[0]!;

describe('project settings', () => {
  it('changes the format and keeps every layer where it was', () => {
    const before = project();
    const after = setProjectLayout(before, 'portrait');
    expect(after.layout).toBe('portrait');
    expect(scene0(after).layers).toBe(scene0(before).layers);
    expect(setProjectLayout(after, 'portrait')).toBe(after);
    expect(validateProject(after)).toEqual([]);
  });

  it('refuses an unknown format, naming it', () => {
    expect(() => setProjectLayout(project(), 'wide' as never)).toThrow(
      "layout 'wide': must be one of landscape, portrait, square",
    );
  });

  it('sets the background audio volume within 0..1', () => {
    expect(setBackgroundAudioVolume(project(), 0.35).backgroundAudioVolume).toBe(0.35);
    expect(() => setBackgroundAudioVolume(project(), 1.5)).toThrow(
      'backgroundAudioVolume 1.5: must be from 0 to 1',
    );
    expect(() => setBackgroundAudioVolume(project(), Number.NaN)).toThrow('backgroundAudioVolume NaN');
  });
});

describe('text styles', () => {
  it('patches one style and leaves the others', () => {
    const before = project();
    const after = updateTextStyle(before, 0, 'title', { fontSize: 130, underline: true });
    expect(scene0(after).textStyle.title).toEqual({
      ...scene0(before).textStyle.title,
      fontSize: 130,
      underline: true,
    });
    expect(scene0(after).textStyle.subtitle).toBe(scene0(before).textStyle.subtitle);
  });

  it('refuses a size of 0 and an opacity above 1', () => {
    expect(() => updateTextStyle(project(), 0, 'paragraph', { fontSize: 0 })).toThrow(
      'textStyle.paragraph.fontSize 0: must be a number above 0',
    );
    expect(() => updateTextStyle(project(), 0, 'subtitle', { opacity: 2 })).toThrow(
      'textStyle.subtitle.opacity 2: must be from 0 to 1',
    );
  });
});

describe('transitions', () => {
  it('starts a chosen transition at its defaults and keeps the duration', () => {
    const after = chooseTransition(project(), 0, 'GridFlip');
    expect(scene0(after).transition).toEqual({
      name: 'GridFlip',
      displayName: 'GridFlip',
      duration: 0.5,
      params: { size: [4, 4], pause: 0.1, dividerWidth: 0.05, bgcolor: [0, 0, 0, 1], randomness: 0.1 },
    });
    expect(Object.isFrozen(scene0(after).transition.params.size)).toBe(false);
  });

  it("'none' cuts with no params; the same name again changes nothing", () => {
    const chosen = setTransitionParam(chooseTransition(project(), 0, 'angular'), 0, 'startingAngle', 45);
    expect(chooseTransition(chosen, 0, 'angular')).toBe(chosen);
    expect(scene0(chooseTransition(chosen, 0, 'none')).transition.params).toEqual({});
    expect(() => chooseTransition(project(), 0, 'nope')).toThrow(
      "transition.name 'nope': is not a known transition",
    );
  });

  it('checks a param against its uniform type', () => {
    const chosen = chooseTransition(project(), 1, 'GridFlip');
    const after = setTransitionParam(chosen, 1, 'size', [6, 3]);
    expect(after.clips[1]!.transition.params.size).toEqual([6, 3]);
    expect(() => setTransitionParam(chosen, 1, 'size', [6.5, 3])).toThrow(
      'transition.params.size 6.5,3: transition "GridFlip": param "size" must be an ivec2 (2 integers), got [6.5,3]',
    );
    expect(() => setTransitionParam(chosen, 1, 'zoom', 1)).toThrow(
      "transition.params 'zoom': is not a param of GridFlip",
    );
    expect(() => setTransitionParam(project(), 0, 'x', 1)).toThrow(
      "transition.name 'none': has no params (not a known transition)",
    );
  });

  it('sets the duration (≥ 0)', () => {
    expect(scene0(setTransitionDuration(project(), 0, 1.25)).transition.duration).toBe(1.25);
    expect(() => setTransitionDuration(project(), 0, -1)).toThrow(
      'transition.duration -1: must be a number of seconds ≥ 0',
    );
  });
});

describe('background media and music', () => {
  it('sets and removes the background media', () => {
    const media = { type: 'img' as const, data: '/media/a.png', opacity: 0.5, blur: 4 };
    const withMedia = setBackgroundMedia(project(), 0, media);
    expect(scene0(withMedia).bgMedia).toEqual(media);
    const removed = setBackgroundMedia(withMedia, 0, undefined);
    expect('bgMedia' in scene0(removed)).toBe(false);
    expect(validateProject(removed)).toEqual([]);
    expect(() => setBackgroundMedia(project(), 0, { ...media, opacity: 1.2 })).toThrow(
      'bgMedia.opacity 1.2: must be from 0 to 1',
    );
    expect(() => setBackgroundMedia(project(), 0, { ...media, blur: -2 })).toThrow(
      'bgMedia.blur -2: must be a number ≥ 0',
    );
  });

  it('sets the music with its id and removes both', () => {
    const bgm = {
      audioId: 'music01',
      _staticUrl: '/media/m.mp3',
      _urlkey: 'm',
      loop: true,
      volume: 0.2,
      enabled: true,
    };
    const withMusic = setSceneMusic(project(), 1, bgm);
    expect(withMusic.clips[1]!.bgm).toEqual(bgm);
    expect(withMusic.clips[1]!.bgmId).toBe('music01');
    const removed = setSceneMusic(withMusic, 1, undefined);
    expect(removed.clips[1]!.bgm).toBeUndefined();
    expect(removed.clips[1]!.bgmId).toBeUndefined();
    expect(() => setSceneMusic(project(), 1, { ...bgm, volume: -0.1 })).toThrow(
      'bgm.volume -0.1: must be from 0 to 1',
    );
    expect(() => setSceneMusic(project(), 5, bgm)).toThrow('sceneIndex 5: no scene has this index');
  });
});
