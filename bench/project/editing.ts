/**
 * The editing benchmark's project and edits: 10 scenes × 32 layers of every kind (320 layers), each scene with
 * another kind of speech, and one edit of every kind the editor makes (the pure edits of
 * src/shared/project/edits), each picking its target from a step number so that a run of edits touches
 * different layers and scenes. Pure TS: the model benchmark and the unit tests use it.
 */
import { createId, type RandomSource } from '../../src/shared/ids.ts';
import type { Layer } from '../../src/shared/model/layer.ts';
import type { Project } from '../../src/shared/model/project.ts';
import { normalizeProject } from '../../src/shared/normalize/project.ts';
import {
  blankScene,
  deleteLayer,
  deleteScene,
  duplicateLayer,
  duplicateScene,
  insertLayer,
  insertScene,
  moveLayer,
  moveScene,
  nudgeLayer,
  setLayerWindow,
  updateLayer,
  updateLayerProperty,
  updateScene,
} from '../../src/shared/project/edits/index.ts';
import { setLayerEffects, setLayerPreset } from '../../src/shared/project/edits/animation.ts';
import {
  chooseTransition,
  setBackgroundAudioVolume,
  setBackgroundMedia,
  setProjectLayout,
  setSceneMusic,
  setTransitionDuration,
  setTransitionParam,
  updateTextStyle,
} from '../../src/shared/project/edits/settings.ts';
import type { Raw } from './layers.ts';

export const EDITING_SCENES = 10;
export const EDITING_LAYERS_PER_SCENE = 32;

/** The layer kinds a scene cycles through, with what each needs to be drawn. */
const KINDS: readonly Raw[] = [
  { type: 'CustomVideo', _staticUrl: '/media/v.mp4', _duration: 12, _volume: 0.5 },
  { type: 'Avatar', _avatarInfo: { id: 'a', type: 1, url: '/media/a.png' } },
  { type: 'textbox', text: 'A line of text' },
  { type: 'rect' },
  { type: 'triangle' },
  { type: 'circle' },
  { type: 'CustomLine' },
  { type: 'CustomArrow' },
  { type: 'CustomDoubleArrow' },
  { type: 'CustomPath', shape: 'starBurst' },
  { type: 'CustomSticker', _staticUrl: '/media/s.json' },
  { type: 'CustomIcon', _staticUrl: '/media/i.svg', width: 64, height: 64 },
  {
    type: 'CustomImage',
    _staticUrl: '/media/i.png',
    clipPath: { type: 'circle', left: 5, top: 5, width: 50, height: 50, absolutePositioned: true },
  },
];

/** Each scene another kind of speech: estimated, with audio, a conversation, a fixed duration, an upload. */
function speechOf(scene: number): Raw {
  const text = 'The quick brown fox jumps over the lazy dog. '.repeat(2 + (scene % 3));
  switch (scene % 5) {
    case 0:
      return { type: 'default', text };
    case 1:
      return {
        type: 'default',
        text,
        duration: 4.2,
        resourceInfo: { key: 'k', url: '/a.mp3', staticUrl: '' },
      };
    case 2:
      return {
        type: 'conversation',
        roles: [{ speed: 1 }, { speed: 1.2 }],
        contents: [
          { text, delay: 0.3, _roleIndex: 0 },
          { text: 'And an answer.', delay: 0, _roleIndex: 1 },
        ],
      };
    case 3:
      return { type: 'duration', duration: 6 };
    default:
      return { type: 'upload', uploadVoice: { duration: 5.5, staticUrl: '/u.mp3' } };
  }
}

function rawLayer(scene: number, index: number): Raw {
  const property = { ...KINDS[index % KINDS.length], left: 40 * index, top: 20 * index };
  const window = index % 4 === 1 ? { start: 0.5, stop: 2.5 } : index % 4 === 2 ? { start: 1 } : {};
  const animation = index % 3 === 0 ? { animation: { enter: { name: 'fadein', delay: 0.2 } } } : {};
  return {
    id: `l${String(scene).padStart(2, '0')}x${String(index).padStart(4, '0')}`,
    property,
    ...window,
    ...animation,
  };
}

/** The raw project: normalise it to load it as the editor does. */
export function editingProject(): Raw {
  const clips = Array.from({ length: EDITING_SCENES }, (_, scene) => ({
    id: `scene${String(scene).padStart(3, '0')}`,
    speech: speechOf(scene),
    transition: { name: scene % 2 === 0 ? 'cube' : 'fade', duration: 0.8 },
    ...(scene % 3 === 0 ? { bgMedia: { type: 'video', data: `/media/bg${scene}.mp4` } } : {}),
    layers: Array.from({ length: EDITING_LAYERS_PER_SCENE }, (_, index) => rawLayer(scene, index)),
  }));
  return { layout: 'landscape', clips };
}

export interface EditKind {
  /** What the creator does, e.g. 'drag a layer'. */
  name: string;
  /** Touches only the listed scenes' content (false: it adds, removes or moves scenes, or a project field). */
  oneScene: boolean;
  edit: (project: Project, step: number, random: RandomSource) => Project;
}

/** The step's scene (the next one with layers) and one of its first layers (not one a step added). */
function target(project: Project, step: number): { sceneIndex: number; layer: Layer; count: number } {
  const count = project.clips.length;
  for (let k = 0; k < count; k++) {
    const sceneIndex = (step + k) % count;
    const layers = project.clips[sceneIndex]?.layers ?? [];
    const layer = layers[(step * 7) % Math.max(1, Math.min(layers.length, EDITING_LAYERS_PER_SCENE))];
    if (layer !== undefined) return { sceneIndex, layer, count: layers.length };
  }
  throw new Error('editing bench: no scene has layers');
}

/** The scene with the most layers (where copies went), and its top layer. */
function mostLayers(project: Project): { sceneIndex: number; top: Layer | undefined } {
  let sceneIndex = 0;
  project.clips.forEach((scene, i) => {
    if (scene.layers.length > (project.clips[sceneIndex]?.layers.length ?? 0)) sceneIndex = i;
  });
  return { sceneIndex, top: project.clips[sceneIndex]?.layers.at(-1) };
}

const layerEdits: EditKind[] = [
  {
    name: 'drag a layer',
    oneScene: true,
    edit: (p, s) => updateLayerProperty(p, target(p, s).layer.id, { left: 10 + s, top: 20 + s }),
  },
  { name: 'nudge a layer', oneScene: true, edit: (p, s) => nudgeLayer(p, target(p, s).layer.id, 1, -1) },
  {
    name: 'lock a layer',
    oneScene: true,
    edit: (p, s) => updateLayer(p, target(p, s).layer.id, { lockMovementX: s % 2 === 0 }),
  },
  {
    name: 'drag a layer bar',
    oneScene: true,
    edit: (p, s) => setLayerWindow(p, target(p, s).layer.id, 0.25 + (s % 3) * 0.5, 3 + (s % 2)),
  },
  {
    name: 'bring a layer forward',
    oneScene: true,
    edit: (p, s) => {
      const { layer, count } = target(p, s);
      return moveLayer(p, layer.id, count - 1);
    },
  },
  {
    name: 'choose effects',
    oneScene: true,
    edit: (p, s) =>
      setLayerEffects(p, target(p, s).layer.id, {
        enter: { name: 'slidein-l', ease: 'bounce', duration: 0.4 + (s % 5) / 10, delay: 0 },
        exit: { name: 'fadeout', ease: 'linear', duration: 0.5 },
      }),
  },
  {
    name: 'choose a preset',
    oneScene: true,
    edit: (p, s) =>
      setLayerPreset(p, target(p, s).layer.id, {
        animations: [{ name: 'pulse', trigger: 'both', speed: 0.5, intensity: 0.8 }],
        duration: 1000 + s,
      }),
  },
  {
    name: 'duplicate a layer',
    oneScene: true,
    edit: (p, s, r) => duplicateLayer(p, target(p, s).layer.id, r).project,
  },
  {
    name: 'delete a layer',
    oneScene: true,
    edit: (p) => {
      const { top } = mostLayers(p);
      return top === undefined ? p : deleteLayer(p, top.id);
    },
  },
  {
    name: 'cut a layer',
    oneScene: true,
    edit: (p) => {
      const { top } = mostLayers(p);
      return top === undefined ? p : deleteLayer(p, top.id);
    },
  },
  {
    name: 'add a shape',
    oneScene: true,
    edit: (p, s, r) => {
      const { sceneIndex, layer } = target(p, s);
      const shape = { ...layer, id: createId(r), property: { ...layer.property, left: 5 } } as Layer;
      return insertLayer(p, sceneIndex, shape);
    },
  },
];

const sceneEdits: EditKind[] = [
  {
    name: 'scene colour',
    oneScene: true,
    edit: (p, s) => updateScene(p, s % p.clips.length, { bgColor: s % 2 === 0 ? '#101010' : '#fefefe' }),
  },
  {
    name: 'type the speech',
    oneScene: true,
    edit: (p, s) => {
      const index = s % p.clips.length;
      const speech = p.clips[index]?.speech;
      if (speech?.type !== 'default') return updateScene(p, index, { fgColor: '#123456' });
      return updateScene(p, index, { speech: { ...speech, text: `${speech.text} More words ${s}.` } });
    },
  },
  {
    name: 'text style',
    oneScene: true,
    edit: (p, s) => updateTextStyle(p, s % p.clips.length, 'title', { fontSize: 100 + (s % 40) }),
  },
  {
    name: 'choose a transition',
    oneScene: true,
    edit: (p, s) => {
      const index = s % p.clips.length;
      const name = p.clips[index]?.transition.name === 'Directional' ? 'cube' : 'Directional';
      return chooseTransition(p, index, name);
    },
  },
  {
    name: 'transition duration',
    oneScene: true,
    edit: (p, s) => {
      const index = s % p.clips.length;
      const seconds = p.clips[index]?.transition.duration ?? 0;
      return setTransitionDuration(p, index, seconds >= 1.5 ? 0.3 : Math.round(seconds * 10 + 1) / 10);
    },
  },
  {
    name: 'transition param',
    oneScene: true,
    edit: (p, s) => {
      const index = s % p.clips.length;
      const p2 = chooseTransition(p, index, 'cube');
      return setTransitionParam(p2, index, 'persp', 0.5 + (s % 5) / 10);
    },
  },
  {
    name: 'background media',
    oneScene: true,
    edit: (p, s) =>
      setBackgroundMedia(
        p,
        s % p.clips.length,
        p.clips[s % p.clips.length]?.bgMedia !== undefined
          ? undefined
          : { type: 'img', data: `/media/b${s}.png`, opacity: 0.8, blur: 1 },
      ),
  },
  {
    name: 'background music',
    oneScene: true,
    edit: (p, s) =>
      setSceneMusic(
        p,
        s % p.clips.length,
        p.clips[s % p.clips.length]?.bgm !== undefined
          ? undefined
          : { audioId: `m${s}`, _staticUrl: '/m.mp3', loop: true, volume: 0.2, enabled: true },
      ),
  },
];

const projectEdits: EditKind[] = [
  {
    name: 'move a scene',
    oneScene: false,
    edit: (p, s) => moveScene(p, s % p.clips.length, (s + 3) % p.clips.length),
  },
  {
    name: 'add a scene',
    oneScene: false,
    edit: (p, s, r) => insertScene(p, blankScene(p.layout, r), s % p.clips.length),
  },
  {
    name: 'delete a scene',
    oneScene: false,
    // The blank scene just added (it has no layers): the project keeps its size.
    edit: (p) =>
      deleteScene(
        p,
        Math.max(
          0,
          p.clips.findIndex((scene) => scene.layers.length === 0),
        ),
      ),
  },
  {
    name: 'duplicate a scene',
    oneScene: false,
    edit: (p, s, r) => duplicateScene(p, s % p.clips.length, r),
  },
  {
    name: 'delete the copy',
    oneScene: false,
    // The copy just made: its id is a fresh one, not one of the loaded scenes'.
    edit: (p) =>
      deleteScene(
        p,
        Math.max(
          0,
          p.clips.findIndex((scene) => !scene.id.startsWith('scene')),
        ),
      ),
  },
  {
    name: 'format',
    oneScene: false,
    edit: (p) => setProjectLayout(p, p.layout === 'landscape' ? 'portrait' : 'landscape'),
  },
  { name: 'background volume', oneScene: false, edit: (p, s) => setBackgroundAudioVolume(p, (s % 10) / 10) },
];

/**
 * Every kind of edit, layer edits first: the benchmark runs them in turn. A turn adds two layers and deletes
 * two, and deletes the scenes it adds, so the project stays at 320 layers.
 */
export const EDIT_KINDS: readonly EditKind[] = [...layerEdits, ...sceneEdits, ...projectEdits];

/** The loaded project (normalised with seeded ids, as the tests need them the same every run). */
export function loadEditingProject(random: RandomSource): Project {
  return normalizeProject(editingProject(), { random });
}
