import { z } from 'zod';
import { loose, nonNegative } from './common.ts';

/** A clip's transition into the next clip. `name` 'none' cuts. */
export const TransitionSchema = loose({
  name: z.string().min(1),
  displayName: z.string(),
  duration: nonNegative,
  params: z.record(z.string(), z.unknown()),
});
export type Transition = z.infer<typeof TransitionSchema>;

export const SHADER_PARAM_TYPES = [
  'float',
  'bool',
  'int',
  'ivec2',
  'vec2',
  'vec3',
  'vec4',
  'sampler2D',
] as const;
export type ShaderParamType = (typeof SHADER_PARAM_TYPES)[number];

/** A gl-transitions entry (a transition shader entry). */
export const TransitionShaderEntrySchema = loose({
  name: z.string(),
  paramsTypes: z.record(z.string(), z.enum(SHADER_PARAM_TYPES)),
  defaultParams: z.record(z.string(), z.unknown()),
  glsl: z.string(),
  author: z.string().optional(),
  license: z.string().optional(),
  createdAt: z.string().optional(),
  updatedAt: z.string().optional(),
});
export type TransitionShaderEntry = z.infer<typeof TransitionShaderEntrySchema>;
