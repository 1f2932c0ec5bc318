/**
 * A clip's transition params merged over its entry's defaults, each value checked against the entry's uniform type
 * before it reaches WebGL (where a wrong type fails silently or throws far from the project that caused it).
 */
import type { ShaderParamType, TransitionShaderEntry } from '../model/transition.ts';
import { transitionEntry } from './catalogue.ts';
import { FADE_SCALE_NAME, FADE_SCALE_ZOOM_QUICKNESS } from './fade-scale.ts';
import { isProceduralTextureName, PROCEDURAL_TEXTURE_NAMES } from './procedural-textures.ts';

/** A checked uniform value: number (float, int), boolean, number tuple (vecN, ivec2), texture name (sampler2D). */
export type TransitionParamValue = number | boolean | readonly number[] | string;
export type ResolvedTransitionParams = Readonly<Record<string, TransitionParamValue>>;

/** A transition name without an entry (including the cut name 'none'). */
export class UnknownTransitionError extends Error {
  override name = 'UnknownTransitionError';
  constructor(readonly transition: string) {
    super(`unknown transition "${transition}"`);
  }
}

/** A param whose value does not fit its uniform type. */
export class TransitionParamError extends Error {
  override name = 'TransitionParamError';
  constructor(
    readonly transition: string,
    readonly param: string,
    readonly value: unknown,
    expected: string,
  ) {
    super(`transition "${transition}": param "${param}" must be ${expected}, got ${describe(value)}`);
  }
}

function describe(value: unknown): string {
  if (typeof value === 'number' || typeof value === 'boolean' || value === undefined) return String(value);
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

const isFiniteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

function isTuple(value: unknown, length: number, integers: boolean): value is readonly number[] {
  return (
    Array.isArray(value) &&
    value.length === length &&
    value.every((item) => isFiniteNumber(item) && (!integers || Number.isInteger(item)))
  );
}

/** What each type accepts, and how an error message says so. */
const CHECKS: Readonly<Record<ShaderParamType, { accepts: (value: unknown) => boolean; expected: string }>> =
  {
    float: { accepts: isFiniteNumber, expected: 'a float (finite number)' },
    int: { accepts: (v) => isFiniteNumber(v) && Number.isInteger(v), expected: 'an int (integer number)' },
    bool: { accepts: (v) => typeof v === 'boolean', expected: 'a bool (true or false)' },
    vec2: { accepts: (v) => isTuple(v, 2, false), expected: 'a vec2 (2 finite numbers)' },
    vec3: { accepts: (v) => isTuple(v, 3, false), expected: 'a vec3 (3 finite numbers)' },
    vec4: { accepts: (v) => isTuple(v, 4, false), expected: 'a vec4 (4 finite numbers)' },
    ivec2: { accepts: (v) => isTuple(v, 2, true), expected: 'an ivec2 (2 integers)' },
    sampler2D: {
      accepts: isProceduralTextureName,
      expected: `a sampler2D texture name (${PROCEDURAL_TEXTURE_NAMES.join(', ')})`,
    },
  };

/** Per-transition adjustments of checked values (fade-scale's zoom_quickness is clamped to 0.2–1). */
function adjust(
  entry: TransitionShaderEntry,
  param: string,
  value: TransitionParamValue,
): TransitionParamValue {
  if (entry.name === FADE_SCALE_NAME && param === 'zoom_quickness' && typeof value === 'number') {
    return Math.min(FADE_SCALE_ZOOM_QUICKNESS.max, Math.max(FADE_SCALE_ZOOM_QUICKNESS.min, value));
  }
  return value;
}

/**
 * The uniform values for `entry`: `params` (a clip's `transition.params`) over the entry's defaults. Params the
 * entry does not declare are ignored (projects keep params of the transition they had before a rename).
 * Throws TransitionParamError for a badly typed value.
 */
export function resolveEntryParams(
  entry: TransitionShaderEntry,
  params?: Readonly<Record<string, unknown>>,
): ResolvedTransitionParams {
  const resolved: Record<string, TransitionParamValue> = {};
  for (const [param, type] of Object.entries(entry.paramsTypes)) {
    const given = params !== undefined && Object.hasOwn(params, param) ? params[param] : undefined;
    const value = given === undefined ? entry.defaultParams[param] : given;
    if (!CHECKS[type].accepts(value)) {
      throw new TransitionParamError(entry.name, param, value, CHECKS[type].expected);
    }
    resolved[param] = adjust(entry, param, value as TransitionParamValue);
  }
  return resolved;
}

/**
 * resolveEntryParams for the catalogue's entry called `name`; throws UnknownTransitionError for a name without an
 * entry (the cut 'none' included: there is nothing to blend).
 */
export function resolveTransitionParams(
  name: string,
  params?: Readonly<Record<string, unknown>>,
): ResolvedTransitionParams {
  const entry = transitionEntry(name);
  if (entry === undefined) throw new UnknownTransitionError(name);
  return resolveEntryParams(entry, params);
}
