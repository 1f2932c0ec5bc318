/**
 * The 125 entries of the npm package `gl-transitions`, checked against the project format's entry schema.
 *
 * The package's `main` is a CommonJS `module.exports = [...]`, and it has no types; its `gl-transitions.json` holds
 * the same array. Importing the JSON with an import attribute works in Vite (page and worker bundles), in Vitest and
 * in plain Node ESM (tsx), with no CommonJS interop in the way.
 */
import packageEntries from 'gl-transitions/gl-transitions.json' with { type: 'json' };
import { z } from 'zod';
import { TransitionShaderEntrySchema, type TransitionShaderEntry } from '../model/transition.ts';
import type { ProceduralTextureName } from './procedural-textures.ts';

/**
 * Texture each sampler uniform gets by default. The package lists no sampler in `paramsTypes` (its demo site binds
 * PNG files); we add them as `sampler2D` params whose value names a procedural texture.
 */
const DEFAULT_SAMPLER_TEXTURES: Readonly<Record<string, ProceduralTextureName>> = {
  luma: 'spiral',
  displacementMap: 'noise',
};

const SAMPLER_UNIFORM = /uniform\s+sampler2D\s+(\w+)\s*;/g;

/** The entry with its sampler uniforms added to `paramsTypes` / `defaultParams`. */
function withSamplers(entry: TransitionShaderEntry): TransitionShaderEntry {
  const samplers = [...entry.glsl.matchAll(SAMPLER_UNIFORM)].map((match) => match[1] ?? '');
  if (samplers.length === 0) return entry;
  const paramsTypes = { ...entry.paramsTypes };
  const defaultParams = { ...entry.defaultParams };
  for (const sampler of samplers) {
    const texture = DEFAULT_SAMPLER_TEXTURES[sampler];
    if (texture === undefined) {
      throw new Error(`gl-transitions entry "${entry.name}": no default texture for sampler "${sampler}"`);
    }
    paramsTypes[sampler] = 'sampler2D';
    defaultParams[sampler] = texture;
  }
  return { ...entry, paramsTypes, defaultParams };
}

/** Parsed once, at first use: a changed package shape fails loudly with the entry's index and field. */
let parsed: readonly TransitionShaderEntry[] | undefined;

export function glTransitionEntries(): readonly TransitionShaderEntry[] {
  if (parsed === undefined) {
    const result = z.array(TransitionShaderEntrySchema).safeParse(packageEntries as unknown);
    if (!result.success) {
      const issue = result.error.issues[0];
      throw new Error(
        `gl-transitions package: entry ${issue?.path.join('.') ?? '?'}: ${issue?.message ?? ''}`,
      );
    }
    parsed = Object.freeze(result.data.map((entry) => Object.freeze(withSamplers(entry))));
  }
  return parsed;
}
