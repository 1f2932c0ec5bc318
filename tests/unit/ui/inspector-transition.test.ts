import { describe, expect, it } from 'vitest';
import { TRANSITION_NAMES, transitionEntry } from '../../../src/shared/transitions/catalogue.ts';
import {
  filterTransitions,
  PICKER_NAMES,
  transitionLabel,
} from '../../../src/ui/app/pickers/transition/catalogue.ts';
import {
  durationRule,
  hexToVector,
  paramControl,
  paramControls,
  paramValue,
  vectorToHex,
  withComponent,
} from '../../../src/ui/app/pickers/transition/param-model.ts';
import { fragmentShaderSource } from '../../../src/shared/transitions/shader-source.ts';
import { loopProgress } from '../../../src/ui/app/pickers/transition/loop-progress.ts';

const entry = (name: string) => {
  const found = transitionEntry(name);
  if (found === undefined) throw new Error(`no ${name}`);
  return found;
};

describe('the picker catalogue', () => {
  it("offers 'none' first, then all 126 transitions", () => {
    expect(PICKER_NAMES[0]).toBe('none');
    expect(PICKER_NAMES.length).toBe(127);
    expect(PICKER_NAMES.slice(1)).toEqual(TRANSITION_NAMES);
    expect(PICKER_NAMES).toContain('fade-scale');
  });

  it('labels names readably', () => {
    expect(transitionLabel('GridFlip')).toBe('Grid Flip');
    expect(transitionLabel('luminance_melt')).toBe('luminance melt');
    expect(transitionLabel('fade-scale')).toBe('fade scale');
    expect(transitionLabel('angular')).toBe('angular');
  });

  it('searches ignoring case, spaces, underscores and dashes; every word must match', () => {
    expect(filterTransitions(PICKER_NAMES, 'grid flip')).toEqual(['GridFlip']);
    expect(filterTransitions(PICKER_NAMES, 'LUMINANCE_melt')).toEqual(['luminance_melt']);
    // Each word may match anywhere: "fadegrayscale" has both "fade" and "scale".
    expect(filterTransitions(['fade', 'fadecolor', 'fadegrayscale', 'fade-scale'], 'fade scale')).toEqual([
      'fadegrayscale',
      'fade-scale',
    ]);
    expect(filterTransitions(PICKER_NAMES, '')).toEqual(PICKER_NAMES);
    expect(filterTransitions(PICKER_NAMES, 'zzzz')).toEqual([]);
  });
});

describe('param controls', () => {
  it('types each param by its uniform type and default', () => {
    expect(paramControl('smoothness', 'float', 0.3)).toEqual({
      kind: 'slider',
      name: 'smoothness',
      min: 0,
      max: 1,
      step: 0.01,
    });
    expect(paramControl('startingAngle', 'float', 90)).toEqual({
      kind: 'number',
      name: 'startingAngle',
      integer: false,
    });
    expect(paramControl('bounces', 'int', 3)).toEqual({ kind: 'number', name: 'bounces', integer: true });
    expect(paramControl('opening', 'bool', true)).toEqual({ kind: 'checkbox', name: 'opening' });
    expect(paramControl('size', 'ivec2', [4, 4])).toEqual({
      kind: 'vector',
      name: 'size',
      size: 2,
      integer: true,
    });
    expect(paramControl('direction', 'vec2', [0, 1])).toEqual({
      kind: 'vector',
      name: 'direction',
      size: 2,
      integer: false,
    });
    expect(paramControl('shadow_colour', 'vec4', [0, 0, 0, 0.6])).toEqual({
      kind: 'colour',
      name: 'shadow_colour',
      alpha: true,
    });
    expect(paramControl('color', 'vec3', [0, 0, 0])).toEqual({ kind: 'colour', name: 'color', alpha: false });
    expect(paramControl('center', 'vec3', [0.5, 0.5, 0])).toEqual({
      kind: 'vector',
      name: 'center',
      size: 3,
      integer: false,
    });
    expect(paramControl('luma', 'sampler2D', 'spiral')).toEqual({
      kind: 'texture',
      name: 'luma',
      choices: ['noise', 'spiral', 'radial', 'linear'],
    });
  });

  it("lists a transition's params in order, with their defaults", () => {
    const bounce = entry('Bounce');
    expect(paramControls(bounce).map((c) => [c.name, c.kind])).toEqual([
      ['shadow_colour', 'colour'],
      ['shadow_height', 'slider'],
      ['bounces', 'number'],
    ]);
    expect(paramValue(bounce, {}, 'bounces')).toBe(3);
    expect(paramValue(bounce, { bounces: 5 }, 'bounces')).toBe(5);
    expect(paramValue(entry('circleopen'), {}, 'opening')).toBe(true);
    expect(paramControls(entry('fade'))).toEqual([]);
  });

  it('edits vector components and colours', () => {
    expect(withComponent([4, 4], 1, 6)).toEqual([4, 6]);
    expect(() => withComponent([4, 4], 2, 6)).toThrow('component 2: must be from 0 to 1');
    expect(vectorToHex([1, 0.5, 0, 0.6])).toBe('#ff8000');
    expect(hexToVector('#ff8000')).toEqual([1, 0.502, 0]);
    expect(hexToVector('#000000', 0.6)).toEqual([0, 0, 0, 0.6]);
    expect(() => hexToVector('red')).toThrow("colour 'red': must be #rrggbb");
  });

  it('limits the duration to the clip', () => {
    expect(durationRule(4)).toEqual({ min: 0, max: 4 });
    expect(durationRule(0)).toEqual({ min: 0, max: 0 });
  });
});

describe('thumbnail shader and loop', () => {
  // The picker draws with the preview's shader source, so a thumbnail moves the way the preview will.
  it("wraps an entry's GLSL with flipped samplers and a main", () => {
    const entry = transitionEntry('fade');
    if (entry === undefined) throw new Error('no fade entry');
    const source = fragmentShaderSource({
      ...entry,
      glsl: 'vec4 transition(vec2 uv) { return getToColor(uv); }\r\n',
    });
    expect(source).toContain(
      'vec4 getFromColor(vec2 uv) { return texture2D(glt_from, vec2(uv.x, 1.0 - uv.y)); }',
    );
    expect(source).toContain('#line 1\nvec4 transition(vec2 uv) { return getToColor(uv); }\n\nvoid main()');
    expect(source).not.toContain('\r');
  });

  it('holds, plays, holds, and repeats', () => {
    expect(loopProgress(0)).toBe(0);
    expect(loopProgress(399)).toBe(0);
    expect(loopProgress(400)).toBe(0);
    expect(loopProgress(1200)).toBe(0.5);
    expect(loopProgress(2000)).toBe(1);
    expect(loopProgress(2399)).toBe(1);
    expect(loopProgress(2400 + 1200)).toBe(0.5);
  });
});
