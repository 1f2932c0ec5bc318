/** Transitions between clips: the shader catalogue, param resolution and procedural textures (pure, no DOM). */
export { CUT_TRANSITION_NAME, isCutTransition, TRANSITION_NAMES, transitionEntry } from './catalogue.ts';
export { FADE_SCALE_ENTRY, FADE_SCALE_NAME, FADE_SCALE_ZOOM_QUICKNESS } from './fade-scale.ts';
export {
  resolveEntryParams,
  resolveTransitionParams,
  TransitionParamError,
  UnknownTransitionError,
  type ResolvedTransitionParams,
  type TransitionParamValue,
} from './params.ts';
export {
  isProceduralTextureName,
  PROCEDURAL_TEXTURE_MAX_LEVEL,
  PROCEDURAL_TEXTURE_NAMES,
  PROCEDURAL_TEXTURE_SIZE,
  proceduralTexture,
  type ProceduralTextureName,
} from './procedural-textures.ts';
export {
  FROM_SAMPLER,
  fragmentShaderSource,
  POSITION_ATTRIBUTE,
  TO_SAMPLER,
  VERTEX_SHADER,
} from './shader-source.ts';
