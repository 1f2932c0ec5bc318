import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SHADER_PARAM_TYPES, TransitionShaderEntrySchema } from '../../../src/shared/model/transition.ts';
import {
  CUT_TRANSITION_NAME,
  FADE_SCALE_ENTRY,
  isCutTransition,
  PROCEDURAL_TEXTURE_MAX_LEVEL,
  PROCEDURAL_TEXTURE_NAMES,
  proceduralTexture,
  resolveTransitionParams,
  TRANSITION_NAMES,
  transitionEntry,
  TransitionParamError,
  UnknownTransitionError,
} from '../../../src/shared/transitions/index.ts';

describe('transition catalogue', () => {
  it('has the 125 gl-transitions entries plus fade-scale, 126 unique names', () => {
    expect(TRANSITION_NAMES).toHaveLength(126);
    expect(new Set(TRANSITION_NAMES).size).toBe(126);
    expect(TRANSITION_NAMES.at(-1)).toBe('fade-scale');
    // Names the project format lists.
    for (const name of [
      'angular',
      'Bounce',
      'circleopen',
      'cube',
      'crosshatch',
      'GridFlip',
      'luma',
      'morph',
    ]) {
      expect(TRANSITION_NAMES).toContain(name);
    }
  });

  it('keeps a stable order: the package order, first and last gl-transitions names', () => {
    expect(TRANSITION_NAMES[0]).toBe('AdvancedMosaic');
    expect(TRANSITION_NAMES[124]).toBe('zoomInOut');
  });

  it('treats none as a cut without an entry', () => {
    expect(CUT_TRANSITION_NAME).toBe('none');
    expect(isCutTransition('none')).toBe(true);
    expect(isCutTransition('fade')).toBe(false);
    expect(transitionEntry('none')).toBeUndefined();
    expect(() => resolveTransitionParams('none', {})).toThrow(UnknownTransitionError);
    expect(() => resolveTransitionParams('nope', {})).toThrow('unknown transition "nope"');
  });

  it('returns schema-valid entries whose GLSL defines transition() and declares every param', () => {
    for (const name of TRANSITION_NAMES) {
      const entry = transitionEntry(name);
      expect(entry?.name).toBe(name);
      expect(TransitionShaderEntrySchema.safeParse(entry).success).toBe(true);
      expect(entry?.glsl).toMatch(/vec4\s+transition\s*\(\s*vec2\s+\w+\s*\)/);
      for (const [param, type] of Object.entries(entry?.paramsTypes ?? {})) {
        expect(SHADER_PARAM_TYPES).toContain(type);
        expect(entry?.glsl).toMatch(new RegExp(`uniform\\s+${type}\\s+${param}\\b`));
      }
    }
  });

  it('matches the known defaults', () => {
    expect(transitionEntry('angular')?.defaultParams).toEqual({ startingAngle: 90 });
    expect(transitionEntry('Bounce')?.defaultParams).toEqual({
      shadow_colour: [0, 0, 0, 0.6],
      shadow_height: 0.075,
      bounces: 3,
    });
    expect(transitionEntry('GridFlip')?.defaultParams).toMatchObject({
      size: [4, 4],
      pause: 0.1,
      dividerWidth: 0.05,
      randomness: 0.1,
    });
    expect(transitionEntry('Overexposure')?.defaultParams).toEqual({ strength: 0.6 });
    expect(transitionEntry('fade-scale')).toBe(FADE_SCALE_ENTRY);
    expect(FADE_SCALE_ENTRY.defaultParams).toEqual({ zoom_quickness: 0.8 });
  });

  it('gives luma and displacement a sampler2D param with a procedural texture', () => {
    expect(transitionEntry('luma')?.paramsTypes).toEqual({ luma: 'sampler2D' });
    expect(resolveTransitionParams('luma')).toEqual({ luma: 'spiral' });
    expect(resolveTransitionParams('displacement')).toEqual({ strength: 0.5, displacementMap: 'noise' });
    expect(resolveTransitionParams('luma', { luma: 'radial' })).toEqual({ luma: 'radial' });
    expect(() => resolveTransitionParams('luma', { luma: 'https://x/luma.png' })).toThrow(
      'transition "luma": param "luma" must be a sampler2D texture name (noise, spiral, radial, linear), got "https://x/luma.png"',
    );
  });
});

describe('resolveTransitionParams', () => {
  it('type-checks every default of every entry', () => {
    for (const name of TRANSITION_NAMES) {
      const entry = transitionEntry(name);
      const resolved = resolveTransitionParams(name);
      expect(Object.keys(resolved).sort()).toEqual(Object.keys(entry?.paramsTypes ?? {}).sort());
    }
  });

  it('merges given params over the defaults and ignores unknown params', () => {
    expect(resolveTransitionParams('Bounce', { bounces: 5, colour: 'red' })).toEqual({
      shadow_colour: [0, 0, 0, 0.6],
      shadow_height: 0.075,
      bounces: 5,
    });
    expect(resolveTransitionParams('GridFlip', { size: [2, 3], pause: 0 })).toMatchObject({
      size: [2, 3],
      pause: 0,
    });
    expect(resolveTransitionParams('circleopen', { opening: false })).toEqual({
      smoothness: 0.3,
      opening: false,
    });
    // An explicit undefined keeps the default (a JSON project cannot hold undefined; a spread object can).
    expect(resolveTransitionParams('angular', { startingAngle: undefined })).toEqual({ startingAngle: 90 });
  });

  it('clamps fade-scale zoom_quickness to 0.2–1', () => {
    expect(resolveTransitionParams('fade-scale')).toEqual({ zoom_quickness: 0.8 });
    expect(resolveTransitionParams('fade-scale', { zoom_quickness: 0.05 })).toEqual({ zoom_quickness: 0.2 });
    expect(resolveTransitionParams('fade-scale', { zoom_quickness: 3 })).toEqual({ zoom_quickness: 1 });
    expect(resolveTransitionParams('fade-scale', { zoom_quickness: 0.5 })).toEqual({ zoom_quickness: 0.5 });
  });

  it.each([
    ['angular', 'startingAngle', '90', 'a float (finite number), got "90"'],
    ['angular', 'startingAngle', Number.NaN, 'a float (finite number), got NaN'],
    ['circleopen', 'opening', 1, 'a bool (true or false), got 1'],
    ['Box', 'rectIn', 1.5, 'an int (integer number), got 1.5'],
    ['GridFlip', 'size', [4, 4.5], 'an ivec2 (2 integers), got [4,4.5]'],
    ['GridFlip', 'size', [4], 'an ivec2 (2 integers), got [4]'],
    ['Bounce', 'shadow_colour', [0, 0, 0], 'a vec4 (4 finite numbers), got [0,0,0]'],
    ['fade-scale', 'zoom_quickness', null, 'a float (finite number), got null'],
  ])('rejects %s.%s = %j', (name, param, value, expected) => {
    const attempt = () => resolveTransitionParams(name, { [param]: value });
    expect(attempt).toThrow(TransitionParamError);
    expect(attempt).toThrow(`transition "${name}": param "${param}" must be ${expected}`);
  });
});

describe('procedural textures', () => {
  it('are deterministic, sized, and stay below white so luma reaches the incoming scene at progress 1', () => {
    for (const name of PROCEDURAL_TEXTURE_NAMES) {
      const texels = proceduralTexture(name, 64);
      expect(texels).toHaveLength(64 * 64);
      expect(proceduralTexture(name, 64)).toEqual(texels);
      expect(Math.max(...texels)).toBeLessThanOrEqual(PROCEDURAL_TEXTURE_MAX_LEVEL);
      // Not flat: each spans most of the range.
      expect(Math.max(...texels) - Math.min(...texels)).toBeGreaterThan(150);
    }
    // Distinct patterns, not one texture under four names.
    const digests = PROCEDURAL_TEXTURE_NAMES.map((name) =>
      createHash('sha256').update(proceduralTexture(name, 32)).digest('hex'),
    );
    expect(new Set(digests).size).toBe(PROCEDURAL_TEXTURE_NAMES.length);
  });

  it('maps the linear ramp from 0 to 254 across u and the radial texture from the centre out', () => {
    const linear = proceduralTexture('linear', 255);
    expect(linear[0]).toBe(0);
    expect(linear[254]).toBe(254);
    const radial = proceduralTexture('radial', 64);
    expect(radial[32 * 64 + 32]).toBeLessThan(10);
    expect(radial[0]).toBeGreaterThan(240);
  });

  it('rejects a bad size naming the texture', () => {
    expect(() => proceduralTexture('noise', 0)).toThrow(
      'procedural texture "noise": size must be an integer',
    );
  });
});
