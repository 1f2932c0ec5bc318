/** WebGL2 transitions between two rendered scenes. */
export {
  createTransitionBlender,
  type BlendOptions,
  type SceneImage,
  type TransitionBlender,
  type TransitionBlenderOptions,
} from './blender.ts';
export { TransitionShaderError } from '../../canvas/transitions/index.ts';
export {
  blendSize,
  type BlendUse,
  DEFAULT_MAX_SOFTWARE_PIXELS,
  isSoftwareRenderer,
  PLAYBACK_MAX_SOFTWARE_PIXELS,
  rendererName,
} from './renderer-info.ts';
