import { describe, expect, it } from 'vitest';
import {
  CURRENT_SCHEMA_VERSION,
  normalizeProject,
  normalizeProjectWithReport,
  ProjectFormatError,
  serializeProject,
  validateProject,
  type Layer,
  type Project,
} from '../../../src/shared/index.ts';
import { richProject, seeded } from '../../fixtures/projects.ts';

const load = (raw: unknown) => normalizeProject(raw, { random: seeded(1) });
const oneScene = (scene: Record<string, unknown>, project: Record<string, unknown> = {}) =>
  load({ ...project, clips: [scene] }).clips[0]!;
const oneLayer = (layer: Record<string, unknown>, scene: Record<string, unknown> = {}) =>
  oneScene({ duration: 10, ...scene, layers: [layer] }).layers[0]!;

describe('normalizeProject: input that cannot be a project', () => {
  it.each([
    ['null', null, '$'],
    ['a string', 'project', '$'],
    ['a list', [], '$'],
    ['no clips', {}, '$.clips'],
    ['clips an object', { clips: {} }, '$.clips'],
    ['clips a string', { clips: 'a,b' }, '$.clips'],
  ])('%s throws ProjectFormatError naming %s', (_name, raw, path) => {
    let error: unknown;
    try {
      load(raw);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ProjectFormatError);
    expect((error as ProjectFormatError).path).toBe(path);
    expect((error as Error).message.startsWith(`${path}: `)).toBe(true);
  });
});

describe('normalizeProject: project fields', () => {
  it('fills layout, backgroundAudioVolume 0.1, schemaVersion and the total duration', () => {
    const project = load({ clips: [{ duration: 2 }, { duration: 3.5 }] });
    expect(project.layout).toBe('landscape');
    expect(project.backgroundAudioVolume).toBe(0.1);
    expect(project.schemaVersion).toBe(CURRENT_SCHEMA_VERSION);
    expect(project.totalDuration).toBe(5.5);
  });
  it('reads layout aliases and keeps a valid layout', () => {
    expect(load({ clips: [], layout: '9:16' }).layout).toBe('portrait');
    expect(load({ clips: [], layout: 'square' }).layout).toBe('square');
  });
  it('keeps unknown fields at every level', () => {
    const project = load(richProject());
    expect(project.customProjectField).toEqual({ keep: true });
    expect(project.clips[0]!.sceneExtra).toBe('kept');
  });
  it('does not modify its input', () => {
    const raw = richProject();
    const before = JSON.stringify(raw);
    load(raw);
    expect(JSON.stringify(raw)).toBe(before);
  });
  it('removes entries of clips that are not scenes and reports it', () => {
    const { project, repairs } = normalizeProjectWithReport({ clips: [null, 3, { duration: 1 }] });
    expect(project.clips).toHaveLength(1);
    expect(repairs).toContain('$.clips[0]: null is not a scene; removed');
  });
  it('gives missing and duplicate ids fresh 8-letter ids', () => {
    const project = load({ clips: [{ id: 'same' }, { id: 'same' }, {}] });
    const ids = project.clips.map((clip) => clip.id);
    expect(ids[0]).toBe('same');
    expect(new Set(ids).size).toBe(3);
    expect(ids[2]).toMatch(/^[a-z]{8}$/);
  });
});

describe('scene normalisation steps (in order)', () => {
  it('1. default colours: fg #8b3dff, bg #ffffff; given colours kept', () => {
    expect(oneScene({})).toMatchObject({ fgColor: '#8b3dff', bgColor: '#ffffff' });
    expect(oneScene({ fgColor: '#123456', bgColor: 'black' })).toMatchObject({
      fgColor: '#123456',
      bgColor: 'black',
    });
  });
  it('1. background media: opacity 1 and blur 0 by default; an unknown type is removed', () => {
    expect(oneScene({ bgMedia: { type: 'image', data: 'x.png' } }).bgMedia).toEqual({
      type: 'img',
      data: 'x.png',
      opacity: 1,
      blur: 0,
    });
    expect(oneScene({ bgMedia: { type: 'gif' } }).bgMedia).toBeUndefined();
  });
  it('2. no speech: type duration, 5 s', () => {
    const scene = oneScene({});
    expect(scene.speech.type).toBe('duration');
    expect(scene.speech.duration).toBe(5);
    expect(scene.duration).toBe(5);
  });
  it('2. legacy speech without type: default, pitch 0, volume 1, empty upload voice, duration 10', () => {
    const speech = oneScene({ speech: { text: 'hi', pitch: 5, volume: 0.3 } }).speech;
    expect(speech).toMatchObject({ type: 'default', text: 'hi', pitch: 0, volume: 1, duration: 10 });
    expect(speech.uploadVoice).toEqual({ name: '', key: '', staticUrl: '', duration: 0 });
  });
  it('2. type uploadVoice is read as upload; an unknown type becomes default', () => {
    expect(oneScene({ speech: { type: 'uploadVoice' } }).speech.type).toBe('upload');
    expect(oneScene({ speech: { type: 'robot' } }).speech.type).toBe('default');
  });
  it('2. speech defaults: speed 1, volume 1, pitch 0, gender 0 read as 2', () => {
    const speech = oneScene({ speech: { type: 'default', property: { gender: 0 } } }).speech;
    expect(speech).toMatchObject({ speed: 1, volume: 1, pitch: 0 });
    expect(speech.property.gender).toBe(2);
    expect(speech.property.voice).toBeNull();
  });
  it('3. default transition: none, 0.5 s', () => {
    expect(oneScene({}).transition).toEqual({ name: 'none', displayName: 'none', duration: 0.5, params: {} });
    expect(oneScene({ transition: { name: 'cube', duration: 1.2 } }).transition).toMatchObject({
      name: 'cube',
      duration: 1.2,
    });
  });
  it('4. text styles: title 120 bold, subtitle 90, paragraph 48, Roboto with fallbacks, left aligned', () => {
    const { textStyle } = oneScene({});
    expect(textStyle.title).toMatchObject({ fontSize: 120, fontWeight: 'bold', align: 'left' });
    expect(textStyle.subtitle).toMatchObject({ fontSize: 90, align: 'left' });
    expect(textStyle.paragraph).toMatchObject({ fontSize: 48, align: 'left' });
    expect(textStyle.title.fontFamily.startsWith('Roboto, ')).toBe(true);
  });
  it('4. subtitle style defaults', () => {
    expect(oneScene({}).subtitleStyle).toMatchObject({
      fontFamily: 'Roboto',
      fontSize: 48,
      color: '#ffffff',
      strokeColor: '#000000',
      strokeWidth: 0,
      opacity: 1,
      textShadow: 'middle',
      position: 'bottom',
      bottom: 50,
      top: 50,
      backgroundColor: 'transparent',
      textAlign: 'center',
      underline: false,
      linethrough: false,
    });
  });
  it('5. layer animations: defaults none, smooth, 1, delay 0', () => {
    const layer = oneLayer({ property: { type: 'rect' } });
    expect(layer.animation.enter).toEqual({ name: 'none', ease: 'smooth', duration: 1, delay: 0 });
    expect(layer.animation.exit).toEqual({ name: 'none', ease: 'smooth', duration: 1 });
  });
  it('5. an enter delay above 0 moves onto the layer start and becomes 0', () => {
    const layer = oneLayer({
      start: 1.5,
      property: { type: 'rect' },
      animation: { enter: { name: 'fadein', delay: 2 } },
    });
    expect(layer.start).toBe(3.5);
    expect(layer.animation.enter.delay).toBe(0);
    expect(layer.animation.enter.name).toBe('fadein');
  });
  it('5. unknown effect names and eases are repaired, unknown presets removed', () => {
    const layer = oneLayer({
      property: { type: 'rect' },
      animation: { enter: { name: 'spin', ease: 'springy' } },
      animations: { animations: [{ name: 'rise', direction: 'up' }, { name: 'explode' }], duration: 2 },
    });
    expect(layer.animation.enter).toMatchObject({ name: 'none', ease: 'smooth' });
    expect(layer.animations?.animations).toEqual([{ name: 'rise', direction: 'up', trigger: 'both' }]);
  });
  it("6. video layers: speed '1.0', start 0, end its duration; numeric speeds written as strings", () => {
    const video = oneLayer({ type: 'video', property: { type: 'CustomVideo', _duration: 12 } }).property;
    expect(video).toMatchObject({
      _speed: '1.0',
      _start: 0,
      _end: 12,
      _duration: 12,
      _loop: true,
      _volume: 1,
    });
    expect(oneLayer({ property: { type: 'CustomVideo', _speed: 2, _duration: 4 } }).property).toMatchObject({
      _speed: '2.0',
    });
    expect(
      oneLayer({ property: { type: 'CustomVideo', speed: '0.5', end: 3, duration: 4 } }).property,
    ).toMatchObject({
      _speed: '0.5',
      _end: 3,
    });
  });
  it('6. video trim is kept inside the source: end ≤ duration, start ≤ end', () => {
    const video = oneLayer({ property: { type: 'CustomVideo', _duration: 5, _start: 7, _end: 9 } }).property;
    expect(video).toMatchObject({ _start: 5, _end: 5 });
  });
  it('7. icons with missing or zero width are removed; others kept', () => {
    const scene = oneScene({
      duration: 5,
      layers: [
        { property: { type: 'CustomIcon' } },
        { property: { type: 'CustomIcon', width: 0 } },
        { property: { type: 'CustomIcon', width: 24 } },
      ],
    });
    expect(scene.layers).toHaveLength(1);
    expect(scene.layers[0]!.property.width).toBe(24);
  });
  it('8. absolutely positioned clip paths become object-relative and centred', () => {
    const clipPath = { type: 'rect', left: 150, top: 120, width: 50, height: 40, absolutePositioned: true };
    const plain = oneLayer({
      property: { type: 'CustomImage', left: 100, top: 100, width: 200, height: 100, clipPath },
    });
    expect(plain.property.clipPath).toMatchObject({
      left: -25,
      top: -10,
      width: 50,
      height: 40,
      scaleX: 1,
      scaleY: 1,
      originX: 'center',
      originY: 'center',
      absolutePositioned: false,
    });
    const scaled = oneLayer({
      property: {
        type: 'CustomImage',
        left: 100,
        top: 100,
        width: 200,
        height: 100,
        scaleX: 2,
        scaleY: 2,
        clipPath,
      },
    });
    expect(scaled.property.clipPath).toMatchObject({ left: -62.5, top: -30, scaleX: 0.5, scaleY: 0.5 });
    const rotated = oneLayer({
      property: {
        type: 'CustomImage',
        left: 0,
        top: 0,
        width: 100,
        height: 100,
        angle: 90,
        originX: 'center',
        originY: 'center',
        clipPath: { ...clipPath, left: 10, top: 0, width: 0, height: 0 },
      },
    });
    // Canvas offset (10, 0) from the centre is (0, -10) in a frame turned by 90°.
    expect(rotated.property.clipPath).toMatchObject({ left: 0, top: -10, angle: -90 });
  });
  it('9. background music: loop on, volume 0.1, enabled; bgmId alone creates it', () => {
    expect(oneScene({ bgm: { audioId: 'a' } }).bgm).toEqual({
      audioId: 'a',
      loop: true,
      volume: 0.1,
      enabled: true,
    });
    expect(oneScene({ bgmId: 'm9' }).bgm).toEqual({ audioId: 'm9', loop: true, volume: 0.1, enabled: true });
    expect(oneScene({}).bgm).toBeUndefined();
  });
  it('10. timeline: start at or beyond the duration → duration − 1; stop at or beyond → dropped; both recorded', () => {
    const scene = oneScene({
      duration: 6,
      layers: [
        { property: { type: 'rect' }, start: 6, stop: 9 },
        { property: { type: 'rect' }, start: 8 },
        { property: { type: 'rect' }, start: 1, stop: 4 },
        { property: { type: 'rect' }, start: 1, stop: 6 },
      ],
    });
    const windows = scene.layers.map((layer: Layer) => [
      layer.start,
      layer.stop,
      layer._timelineStart,
      layer._timelineEnd,
    ]);
    expect(windows).toEqual([
      [5, undefined, 5, 6],
      [5, undefined, 5, 6],
      [1, 4, 1, 4],
      [1, undefined, 1, 6],
    ]);
  });
  it('10. a start clamped in a clip shorter than 1 s goes to 0', () => {
    expect(oneLayer({ property: { type: 'rect' }, start: 3 }, { duration: 0.5 }).start).toBe(0);
  });
  it('10. a clip without a duration takes its speech length', () => {
    expect(oneScene({ speech: { type: 'duration', duration: 7 } }).duration).toBe(7);
    expect(oneScene({ speech: { type: 'upload', uploadVoice: { duration: 3 } } }).duration).toBe(3);
  });
  it('runs the steps in order', async () => {
    const { SCENE_STEPS } = await import('../../../src/shared/normalize/scene.ts');
    expect(SCENE_STEPS.map(([name]) => name)).toEqual([
      'default colours',
      'speech set-up',
      'default transition',
      'text styles',
      'layer animations',
      'video layers',
      'drop empty icons',
      'fix clip paths',
      'background music set-up',
      'record timeline start and stop',
    ]);
  });
});

describe('layer kinds and their defaults', () => {
  it.each([
    ['rect', { type: 'rect' }, { width: 300, height: 300, strokeWidth: 3, fill: '#8b3dff' }],
    ['triangle', { type: 'triangle' }, { width: 300, height: 300 }],
    ['circle', { type: 'circle' }, { radius: 150, width: 300, height: 300 }],
    [
      'line',
      { type: 'CustomLine' },
      { x1: 20, y1: 50, x2: 320, y2: 50, stroke: 'red', strokeWidth: 10, padding: 5 },
    ],
    ['arrow', { type: 'CustomArrow' }, { x1: 20, x2: 320, stroke: 'red' }],
    ['double arrow', { type: 'CustomDoubleArrow' }, { x1: 20, x2: 320, stroke: 'red' }],
    ['path shape', { type: 'CustomPath', shape: 'cloud' }, { shape: 'cloud', cornerRadius: 0, width: 300 }],
    [
      'text',
      { type: 'textbox' },
      {
        fontSize: 40,
        lineHeight: 1.16,
        direction: 'ltr',
        underline: false,
        overline: false,
        linethrough: false,
        charSpacing: 0,
      },
    ],
    ['narrow text', { type: 'textbox', width: 5 }, { width: 20 }],
    [
      'sticker',
      { type: 'CustomSticker' },
      {
        sticker: {
          startTime: 0,
          currentFrame: 0,
          coverFrame: 0,
          frameWidth: 1024,
          frameHeight: 1024,
          frameRate: 25,
          totalFrames: 38,
          columns: 25,
        },
      },
    ],
    [
      'image',
      { type: 'CustomImage' },
      { stretch: 'cover', cropX: 0, cropY: 0, originX: 'left', originY: 'top', opacity: 1 },
    ],
    ['icon', { type: 'CustomIcon', width: 10, needFill: true }, { fillNeeded: true }],
  ])('%s', (_name, property, expected) => {
    expect(oneLayer({ property }).property).toMatchObject(expected);
  });
  it("keeps a sticker's smaller sheets that can stand in for it and names each one it drops", () => {
    const good = {
      frameWidth: 256,
      frameHeight: 256,
      key: 'public/s-256px.png',
      url: '/media/public/s-256px.png',
    };
    const { project, repairs } = normalizeProjectWithReport({
      clips: [
        {
          layers: [
            {
              property: {
                type: 'CustomSticker',
                sticker: {
                  frameWidth: 1024,
                  frameHeight: 1024,
                  sheets: [
                    good,
                    { frameWidth: 128, frameHeight: 128 },
                    { frameWidth: 2048, frameHeight: 2048, url: '/big.png' },
                    { frameWidth: 256, frameHeight: 128, url: '/wide.png' },
                    'small.png',
                  ],
                },
              },
            },
          ],
        },
      ],
    });
    const layer = project.clips[0]!.layers[0]!;
    expect(layer.property.type === 'CustomSticker' && layer.property.sticker.sheets).toEqual([good]);
    const at = '$.clips[0].layers[0].property.sticker.sheets';
    expect(repairs).toEqual(
      expect.arrayContaining([
        `${at}[1]: has neither key nor url; removed`,
        `${at}[2]: frame 2048 × 2048 is larger than the sheet's 1024 × 1024; removed`,
        `${at}[3]: frame 256 × 128 is not in the sheet's proportions 1024 × 1024; removed`,
        `${at}[4]: "small.png" is not a sheet; removed`,
      ]),
    );
    const notAList = normalizeProjectWithReport({
      clips: [{ layers: [{ property: { type: 'CustomSticker', sticker: { sheets: 'x' } } }] }],
    });
    expect(notAList.repairs).toContain(`${at}: "x" is not a list; removed`);
  });
  it('sets the layer type from the property type', () => {
    expect(oneLayer({ type: 'object', property: { type: 'CustomVideo' } }).type).toBe('video');
    expect(oneLayer({ property: { type: 'Avatar' } }).type).toBe('avatar');
    expect(oneLayer({ type: 'avatar', property: { type: 'textbox' } }).type).toBe('object');
  });
  it('infers the kind from the layer type or an alias, and removes layers of no known kind', () => {
    expect(oneLayer({ type: 'video', property: {} }).property.type).toBe('CustomVideo');
    expect(oneLayer({ property: { type: 'image' } }).property.type).toBe('CustomImage');
    const { project, repairs } = normalizeProjectWithReport({
      clips: [{ layers: [{ property: { type: 'hologram' } }] }],
    });
    expect(project.clips[0]!.layers).toEqual([]);
    expect(repairs).toContain('$.clips[0].layers[0].property: "hologram" is not a layer kind; layer removed');
  });
  it('lock flags default to false and keep their values', () => {
    const layer = oneLayer({ property: { type: 'rect' }, lockMovementX: true, lockScalingY: 1 });
    expect([
      layer.lockMovementX,
      layer.lockMovementY,
      layer.lockRotation,
      layer.lockScalingFlip,
      layer.lockScalingX,
      layer.lockScalingY,
    ]).toEqual([true, false, false, false, false, true]);
  });
  it('an unversioned avatar is migrated to 2.0.0, its flat shape fields moved per display type', () => {
    const avatar = oneLayer({
      type: 'avatar',
      property: {
        type: 'Avatar',
        avatarType: 'square',
        angle: 15,
        scaleX: 0.5,
        stroke: '#ff0000',
        strokeWidth: 4,
        circleBgColor: '#abcdef',
        squareTransparent: true,
        _avatarInfo: { id: 7, type: '2', _staticUrl: '/a.png' },
      },
    }).property;
    if (avatar.type !== 'Avatar') throw new Error('not an avatar');
    expect(avatar.version).toBe('2.0.0');
    expect(avatar.shapes.square).toMatchObject({
      angle: 15,
      scaleX: 0.5,
      stroke: '#ff0000',
      strokeWidth: 4,
      transparent: true,
    });
    expect(avatar.shapes.circle).toMatchObject({ angle: 0, bgColor: '#abcdef', transparent: false });
    expect(avatar.shapes.voice).toMatchObject({ left: null, top: null });
    expect(avatar._avatarInfo).toMatchObject({ id: 7, type: 2, static_url: '/a.png' });
    expect('circleBgColor' in avatar).toBe(false);
  });
  it('an avatar of version 1 in voice display keeps its position for the voice badge', () => {
    const avatar = oneLayer({
      property: { type: 'Avatar', version: 1, avatarType: 'voice', left: 30, top: 40 },
    }).property;
    if (avatar.type !== 'Avatar') throw new Error('not an avatar');
    expect(avatar.shapes.voice).toMatchObject({ left: 30, top: 40 });
  });
});

describe('validation, serialisation and stability', () => {
  it('a normalised rich project validates', () => {
    expect(validateProject(load(richProject()))).toEqual([]);
  });
  it('validation errors name the JSON path and the value', () => {
    const project: Project = load(richProject());
    (project.clips[0]!.layers[2]!.property as Record<string, unknown>).width = 'wide';
    expect(validateProject(project)).toContainEqual({
      path: '$.clips[0].layers[2].property.width',
      message: expect.stringContaining('"wide"'),
    });
  });
  it("serialise removes animations named 'none'", () => {
    const json = serializeProject(
      load({
        clips: [
          {
            layers: [
              { property: { type: 'rect' }, animation: { enter: { name: 'fadein' } } },
              { property: { type: 'rect' } },
            ],
          },
        ],
      }),
    );
    const layers = (json.clips as { layers: { animation?: { enter?: unknown; exit?: unknown } }[] }[])[0]!
      .layers;
    expect(layers[0]!.animation?.enter).toMatchObject({ name: 'fadein' });
    expect(layers[0]!.animation?.exit).toBeUndefined();
    expect(layers[1]!.animation).toBeUndefined();
  });
  it('normalise → serialise → normalise gives the same JSON', () => {
    const once = load(richProject());
    const twice = load(serializeProject(once));
    expect(twice).toEqual(once);
    expect(serializeProject(twice)).toEqual(serializeProject(once));
  });
  it('reports each repair with its JSON path', () => {
    const { repairs } = normalizeProjectWithReport({
      clips: [{ fgColor: 5, layers: [{ property: { type: 'rect', opacity: 3 } }] }],
    });
    expect(repairs).toContain('$.clips[0].layers[0].property.opacity: 3 is above 1; set to 1');
  });
});
