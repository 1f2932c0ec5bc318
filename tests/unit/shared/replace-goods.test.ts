import { describe, expect, it } from 'vitest';
import {
  fitList,
  normalizeProject,
  replaceGoods,
  validateProject,
  type Voice,
} from '../../../src/shared/index.ts';
import { seeded } from '../../fixtures/projects.ts';

const image = (id: string) => ({
  id,
  property: { type: 'CustomImage', left: 10, top: 20, width: 100, height: 50, _staticUrl: `/old/${id}.png` },
});
const video = (id: string) => ({
  id,
  property: {
    type: 'CustomVideo',
    left: 5,
    top: 6,
    width: 160,
    height: 90,
    _staticUrl: `/old/${id}.mp4`,
    _frontCoverUrl: '/old/cover.png',
    _duration: 9,
  },
});

function template(layers: unknown[][]) {
  return normalizeProject(
    {
      clips: layers.map((list, i) => ({
        id: `scene${i}aa`,
        speech: { type: 'default', text: 'old text' },
        layers: list,
      })),
    },
    { random: seeded(3) },
  );
}
const sources = (project: ReturnType<typeof template>) =>
  project.clips.flatMap((clip) =>
    clip.layers.map((layer) => `${layer.id}:${layer.property.type}:${String(layer.property._staticUrl)}`),
  );

describe('fitList', () => {
  it.each([
    [['a', 'b'], 5, ['a', 'b', 'a', 'b', 'a']],
    [['a', 'b', 'c'], 2, ['a', 'b']],
    [[], 3, []],
    [['a'], 0, []],
  ])('%j to %i items', (list, count, expected) => expect(fitList(list, count)).toEqual(expected));
});

describe('replaceGoods', () => {
  it('repeats a short image list over the image layers, in scene then layer order', () => {
    const project = replaceGoods(template([[image('imgaaaaa'), image('imgbbbbb')], [image('imgccccc')]]), {
      images: ['/new/1.png', '/new/2.png'],
    });
    expect(sources(project)).toEqual([
      'imgaaaaa:CustomImage:/new/1.png',
      'imgbbbbb:CustomImage:/new/2.png',
      'imgccccc:CustomImage:/new/1.png',
    ]);
  });
  it('truncates a long video list and keeps geometry; the old cover is dropped', () => {
    const project = replaceGoods(template([[video('vidaaaaa')]]), {
      videos: [{ url: '/new/a.mp4', duration: 4 }, '/new/b.mp4'],
    });
    const property = project.clips[0]!.layers[0]!.property;
    expect(property).toMatchObject({
      type: 'CustomVideo',
      _staticUrl: '/new/a.mp4',
      _videoSrc: '/new/a.mp4',
      left: 5,
      top: 6,
      width: 160,
      _start: 0,
      _end: 4,
      _duration: 4,
    });
    expect(property._frontCoverUrl).toBeUndefined();
  });
  it('video layers borrow images when the video list is empty', () => {
    const project = replaceGoods(template([[video('vidaaaaa'), image('imgaaaaa')]]), {
      images: ['/new/1.png', '/new/2.png'],
      videos: [],
    });
    expect(sources(project)).toEqual(['vidaaaaa:CustomImage:/new/1.png', 'imgaaaaa:CustomImage:/new/1.png']);
    expect(project.clips[0]!.layers[0]!.type).toBe('object');
    expect(validateProject(project)).toEqual([]);
  });
  it('image layers borrow videos when the image list is empty', () => {
    const project = replaceGoods(template([[image('imgaaaaa'), video('vidaaaaa')]]), {
      videos: ['/new/v.mp4'],
    });
    expect(sources(project)).toEqual(['imgaaaaa:CustomVideo:/new/v.mp4', 'vidaaaaa:CustomVideo:/new/v.mp4']);
    expect(project.clips[0]!.layers[0]!.type).toBe('video');
    expect(validateProject(project)).toEqual([]);
  });
  it('leaves media alone when both lists are empty', () => {
    const before = template([[image('imgaaaaa'), video('vidaaaaa')]]);
    expect(sources(replaceGoods(before, {}))).toEqual(sources(before));
  });
  it('speech texts replace scene scripts in order; their old audio is dropped', () => {
    const base = template([[], [], []]);
    const withAudio = {
      ...base,
      clips: base.clips.map((clip) => ({
        ...clip,
        speech: { ...clip.speech, resourceInfo: { key: 'k', url: 'u', staticUrl: 's' } },
      })),
    };
    const project = replaceGoods(withAudio, { speechs: ['first', null, 'third', 'ignored'] });
    expect(project.clips.map((clip) => clip.speech.text)).toEqual(['first', 'old text', 'third']);
    expect(project.clips[0]!.speech.resourceInfo).toBeUndefined();
    expect(project.clips[1]!.speech.resourceInfo).toBeDefined();
  });
  it('lan chooses a voice of that language and the same gender (jp → ja)', () => {
    const voices: Voice[] = [
      {
        id: 1,
        name: 'Ken',
        gender: 1,
        lan: 'ja-JP',
        country_name: 'Japan',
        is_free: 0,
        app_json: { text: '' },
        tts_config: { words_per_minute: 300 },
      },
      {
        id: 2,
        name: 'Aoi',
        gender: 2,
        lan: 'ja-JP',
        country_name: 'Japan',
        is_free: 1,
        app_json: { text: '' },
        tts_config: { words_per_minute: 320 },
      },
      {
        id: 3,
        name: 'Sam',
        gender: 2,
        lan: 'en-US',
        country_name: 'United States',
        is_free: 1,
        app_json: { text: '' },
        tts_config: { words_per_minute: 160 },
      },
    ];
    const base = normalizeProject({
      clips: [
        { speech: { type: 'default', text: 'x', property: { voice: { id: 3, name: 'Sam' }, gender: 2 } } },
      ],
    });
    const project = replaceGoods(base, { lan: 'jp' }, { voices });
    expect(project.clips[0]!.speech.property.voice).toMatchObject({ id: 2, name: 'Aoi' });
    expect(project.clips[0]!.speech.property.tts_config.words_per_minute).toBe(320);
  });
});
