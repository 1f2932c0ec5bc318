/**
 * The controls a transition's params get (pure), typed by the entry's `paramsTypes` (a transition
 * shader entry's field): float → a 0–1 slider when its default lies in 0–1, else a number; int → a whole number;
 * bool → a checkbox; vec2/ivec2/vec3/vec4 → a group of numbers; vec3/vec4 whose name says colour and whose
 * default lies in 0–1 → a colour picker (plus alpha for vec4); sampler2D → one of the procedural textures.
 */
import type { ShaderParamType, TransitionShaderEntry } from '../../../../shared/model/transition.ts';
import { PROCEDURAL_TEXTURE_NAMES } from '../../../../shared/transitions/procedural-textures.ts';

export type ParamControl =
  | { kind: 'slider'; name: string; min: number; max: number; step: number }
  | { kind: 'number'; name: string; integer: boolean }
  | { kind: 'checkbox'; name: string }
  | { kind: 'vector'; name: string; size: number; integer: boolean }
  | { kind: 'colour'; name: string; alpha: boolean }
  | { kind: 'texture'; name: string; choices: readonly string[] };

const VECTOR_SIZE: Partial<Record<ShaderParamType, number>> = { vec2: 2, ivec2: 2, vec3: 3, vec4: 4 };

const inUnit = (value: unknown): boolean => typeof value === 'number' && value >= 0 && value <= 1;

function isColour(name: string, value: unknown): boolean {
  return /colou?r/i.test(name) && Array.isArray(value) && value.every(inUnit);
}

export function paramControl(name: string, type: ShaderParamType, defaultValue: unknown): ParamControl {
  switch (type) {
    case 'float':
      return inUnit(defaultValue)
        ? { kind: 'slider', name, min: 0, max: 1, step: 0.01 }
        : { kind: 'number', name, integer: false };
    case 'int':
      return { kind: 'number', name, integer: true };
    case 'bool':
      return { kind: 'checkbox', name };
    case 'vec3':
    case 'vec4':
      if (isColour(name, defaultValue)) return { kind: 'colour', name, alpha: type === 'vec4' };
      return { kind: 'vector', name, size: VECTOR_SIZE[type] ?? 0, integer: false };
    case 'vec2':
    case 'ivec2':
      return { kind: 'vector', name, size: 2, integer: type === 'ivec2' };
    case 'sampler2D':
      return { kind: 'texture', name, choices: PROCEDURAL_TEXTURE_NAMES };
  }
}

/** Every param's control, in the entry's order. */
export function paramControls(entry: TransitionShaderEntry): ParamControl[] {
  return Object.entries(entry.paramsTypes).map(([name, type]) =>
    paramControl(name, type, entry.defaultParams[name]),
  );
}

/** The value in force: the scene's own, else the entry's default. */
export function paramValue(
  entry: TransitionShaderEntry,
  params: Readonly<Record<string, unknown>>,
  name: string,
): unknown {
  return Object.hasOwn(params, name) && params[name] !== undefined ? params[name] : entry.defaultParams[name];
}

/** `vector` with component `index` replaced. */
export function withComponent(vector: readonly number[], index: number, value: number): number[] {
  if (!Number.isInteger(index) || index < 0 || index >= vector.length)
    throw new RangeError(`component ${index}: must be from 0 to ${vector.length - 1}`);
  return vector.map((item, i) => (i === index ? value : item));
}

const hex2 = (unit: number) =>
  Math.round(Math.min(1, Math.max(0, unit)) * 255)
    .toString(16)
    .padStart(2, '0');

/** [r, g, b(, a)] in 0–1 → "#rrggbb" (alpha is edited apart). */
export function vectorToHex(vector: readonly number[]): string {
  return `#${hex2(vector[0] ?? 0)}${hex2(vector[1] ?? 0)}${hex2(vector[2] ?? 0)}`;
}

/** "#rrggbb" → [r, g, b] in 0–1, with `alpha` appended when given (vec4). 3 decimals, as authors write them. */
export function hexToVector(hex: string, alpha?: number): number[] {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (match === null) throw new RangeError(`colour '${hex}': must be #rrggbb`);
  const rgb = [match[1], match[2], match[3]].map(
    (part) => Math.round((parseInt(part ?? '0', 16) / 255) * 1000) / 1000,
  );
  return alpha === undefined ? rgb : [...rgb, alpha];
}

/** Transition durations (seconds): default 0.5; at least 0; the renderer stops at the clip's duration. */
export const TRANSITION_DURATION = { default: 0.5, min: 0 } as const;

export function durationRule(clipDuration: number): { min: number; max: number } {
  return { min: TRANSITION_DURATION.min, max: Math.max(TRANSITION_DURATION.min, clipDuration) };
}
