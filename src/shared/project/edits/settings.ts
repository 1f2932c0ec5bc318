/**
 * Scene and project settings edits (the inspector): format, background audio volume, text styles,
 * transition, background media and background music. Pure functions from a project to a new project; each
 * refuses a bad value with an EditError naming the field and the value, so the store applies nothing.
 */
import { LAYOUTS, type Layout } from '../../constants.ts';
import type { Project } from '../../model/project.ts';
import type { BackgroundMedia, BackgroundMusic, Scene } from '../../model/scene.ts';
import type { TextStyleEntry } from '../../model/text-style.ts';
import { CUT_TRANSITION_NAME, transitionEntry } from '../../transitions/catalogue.ts';
import { resolveEntryParams, TransitionParamError } from '../../transitions/params.ts';
import { EditError } from './errors.ts';
import { updateScene, withClips } from './scenes.ts';

export const TEXT_STYLE_KINDS = ['title', 'subtitle', 'paragraph'] as const;
export type TextStyleKind = (typeof TEXT_STYLE_KINDS)[number];

function sceneAt(project: Project, index: number): Scene {
  const scene = project.clips[index];
  if (scene === undefined) throw new EditError('sceneIndex', index, 'no scene has this index');
  return scene;
}

function checkUnit(field: string, value: number): void {
  if (!(Number.isFinite(value) && value >= 0 && value <= 1))
    throw new EditError(field, value, 'must be from 0 to 1');
}

/**
 * The project in another format. Layers keep their model coordinates (nothing is moved or scaled): the views
 * re-create their canvases at the new size and the creator rearranges what falls outside.
 */
export function setProjectLayout(project: Project, layout: Layout): Project {
  if (!(LAYOUTS as readonly string[]).includes(layout))
    throw new EditError('layout', layout, `must be one of ${LAYOUTS.join(', ')}`);
  return layout === project.layout ? project : { ...project, layout };
}

/** The project's background audio volume, 0–1 (default 0.1). */
export function setBackgroundAudioVolume(project: Project, volume: number): Project {
  checkUnit('backgroundAudioVolume', volume);
  return volume === project.backgroundAudioVolume ? project : { ...project, backgroundAudioVolume: volume };
}

/** Fields of one of the scene's text styles (title, subtitle or paragraph). */
export function updateTextStyle(
  project: Project,
  sceneIndex: number,
  kind: TextStyleKind,
  patch: Partial<TextStyleEntry>,
): Project {
  const scene = sceneAt(project, sceneIndex);
  if (!TEXT_STYLE_KINDS.includes(kind))
    throw new EditError('textStyle', kind, `must be one of ${TEXT_STYLE_KINDS.join(', ')}`);
  if (patch.fontSize !== undefined && !(Number.isFinite(patch.fontSize) && patch.fontSize > 0))
    throw new EditError(`textStyle.${kind}.fontSize`, patch.fontSize, 'must be a number above 0');
  if (patch.opacity !== undefined) checkUnit(`textStyle.${kind}.opacity`, patch.opacity);
  const textStyle = { ...scene.textStyle, [kind]: { ...scene.textStyle[kind], ...patch } };
  return updateScene(project, sceneIndex, { textStyle });
}

/** A JSON copy: the catalogue's defaults are frozen and must not be shared with the project. */
const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/**
 * Chooses transition `name` ('none' cuts) for scene `sceneIndex`: its params start at the entry's defaults;
 * the duration is kept. Choosing the transition the scene already has changes nothing (its params stay).
 */
export function chooseTransition(project: Project, sceneIndex: number, name: string): Project {
  const scene = sceneAt(project, sceneIndex);
  if (name === scene.transition.name) return project;
  let params: Record<string, unknown> = {};
  if (name !== CUT_TRANSITION_NAME) {
    const entry = transitionEntry(name);
    if (entry === undefined) throw new EditError('transition.name', name, 'is not a known transition');
    params = copy(entry.defaultParams);
  }
  return updateScene(project, sceneIndex, {
    transition: { ...scene.transition, name, displayName: name, params },
  });
}

/** The transition's duration in seconds (≥ 0; the renderer limits it to the clip's duration). */
export function setTransitionDuration(project: Project, sceneIndex: number, seconds: number): Project {
  const scene = sceneAt(project, sceneIndex);
  if (!(Number.isFinite(seconds) && seconds >= 0))
    throw new EditError('transition.duration', seconds, 'must be a number of seconds ≥ 0');
  if (seconds === scene.transition.duration) return project;
  return updateScene(project, sceneIndex, { transition: { ...scene.transition, duration: seconds } });
}

/** One param of the scene's transition, checked against the uniform type the transition declares. */
export function setTransitionParam(
  project: Project,
  sceneIndex: number,
  param: string,
  value: unknown,
): Project {
  const scene = sceneAt(project, sceneIndex);
  const entry = transitionEntry(scene.transition.name);
  if (entry === undefined)
    throw new EditError('transition.name', scene.transition.name, 'has no params (not a known transition)');
  if (!Object.hasOwn(entry.paramsTypes, param))
    throw new EditError(`transition.params`, param, `is not a param of ${entry.name}`);
  const params = { ...scene.transition.params, [param]: copy(value) };
  try {
    resolveEntryParams(entry, params);
  } catch (error) {
    if (error instanceof TransitionParamError)
      throw new EditError(`transition.params.${param}`, value, error.message);
    throw error;
  }
  return updateScene(project, sceneIndex, { transition: { ...scene.transition, params } });
}

/** Sets (or, with undefined, removes) the scene's background media; opacity 0–1, blur ≥ 0. */
export function setBackgroundMedia(
  project: Project,
  sceneIndex: number,
  media: BackgroundMedia | undefined,
): Project {
  const scene = sceneAt(project, sceneIndex);
  if (media === undefined) {
    if (scene.bgMedia === undefined) return project;
    const { bgMedia: _removed, ...rest } = scene;
    return replaceScene(project, sceneIndex, rest as Scene);
  }
  checkUnit('bgMedia.opacity', media.opacity);
  if (!(Number.isFinite(media.blur) && media.blur >= 0))
    throw new EditError('bgMedia.blur', media.blur, 'must be a number ≥ 0');
  if (!['img', 'video', 'object'].includes(media.type))
    throw new EditError('bgMedia.type', media.type, 'must be img, video or object');
  return updateScene(project, sceneIndex, { bgMedia: media });
}

/** Sets (or, with undefined, removes) the scene's background music; volume 0–1. `bgmId` follows the track. */
export function setSceneMusic(
  project: Project,
  sceneIndex: number,
  bgm: BackgroundMusic | undefined,
): Project {
  const scene = sceneAt(project, sceneIndex);
  if (bgm === undefined) {
    if (scene.bgm === undefined && scene.bgmId === undefined) return project;
    const { bgm: _music, bgmId: _id, ...rest } = scene;
    return replaceScene(project, sceneIndex, rest as Scene);
  }
  checkUnit('bgm.volume', bgm.volume);
  const patch: Partial<Scene> = { bgm };
  if (bgm.audioId !== undefined) patch.bgmId = bgm.audioId;
  return updateScene(project, sceneIndex, patch);
}

/** The project with scene `index` replaced as a whole (removing optional fields needs this). */
function replaceScene(project: Project, index: number, scene: Scene): Project {
  return withClips(
    project,
    project.clips.map((s, i) => (i === index ? scene : s)),
  );
}
