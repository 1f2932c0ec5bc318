/**
 * gl-transitions on WebGL2, shared by the worker's scene blender and the page's transition picker: programs
 * compiled on first use, the GL objects they need, and one frame drawn.
 */
export { drawTransition } from './draw.ts';
export { TransitionShaderError } from './gl-program.ts';
export {
  createGlResources,
  deleteGlResources,
  paramTexture,
  transitionProgram,
  type GlResources,
} from './gl-resources.ts';
