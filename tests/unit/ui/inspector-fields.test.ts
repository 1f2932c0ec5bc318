import { kindOf } from '../../../src/shared/kinds/registry.ts';
import { UI_KINDS } from '../../../src/ui/app/layer-kinds.tsx';
import { describe, expect, it } from 'vitest';
import { normalizeProject } from '../../../src/shared/normalize/project.ts';
import type { LayerProperty, LayerPropertyType, VideoProperty } from '../../../src/shared/model/layer.ts';
import {
  colourInputValue,
  formatDashArray,
  formatNumber,
  parseColour,
  parseDashArray,
  parseNumber,
  parseStop,
} from '../../../src/ui/app/inspector/fields.ts';
import {
  hasHeightField,
  shownSize,
  sizePatch,
  sizeRule,
  speedOptions,
  trimRule,
  weightOptions,
  weightValue,
} from '../../../src/ui/app/inspector/layer-fields.ts';

const groupOf = (type: LayerPropertyType) => UI_KINDS[kindOf(type)].inspectorGroup;

describe('parseNumber', () => {
  it('reads plain decimals, a decimal comma and exponents', () => {
    expect(parseNumber('12')).toEqual({ ok: true, value: 12 });
    expect(parseNumber(' -3.5 ')).toEqual({ ok: true, value: -3.5 });
    expect(parseNumber('1,25')).toEqual({ ok: true, value: 1.25 });
    expect(parseNumber('.5')).toEqual({ ok: true, value: 0.5 });
    expect(parseNumber('2e3')).toEqual({ ok: true, value: 2000 });
  });

  it('refuses what is not a number, keeping the raw text', () => {
    for (const raw of ['', 'abc', '0x10', '1.2.3', 'Infinity', '12px']) {
      expect(parseNumber(raw)).toEqual({ ok: false, raw, problem: { kind: 'notNumber' } });
    }
  });

  it('checks the bounds and whole numbers', () => {
    expect(parseNumber('-1', { min: 0 })).toEqual({
      ok: false,
      raw: '-1',
      problem: { kind: 'belowMin', limit: 0 },
    });
    expect(parseNumber('2', { max: 1 })).toEqual({
      ok: false,
      raw: '2',
      problem: { kind: 'aboveMax', limit: 1 },
    });
    expect(parseNumber('2.5', { integer: true })).toEqual({
      ok: false,
      raw: '2.5',
      problem: { kind: 'notInteger' },
    });
    expect(parseNumber('0', { min: 0, max: 1 })).toEqual({ ok: true, value: 0 });
    expect(parseNumber('1', { min: 0, max: 1 })).toEqual({ ok: true, value: 1 });
  });
});

describe('stop, dash and colour fields', () => {
  it('an empty stop means the end of the scene', () => {
    expect(parseStop('  ')).toEqual({ ok: true, value: undefined });
    expect(parseStop('2.5')).toEqual({ ok: true, value: 2.5 });
    expect(parseStop('-1')).toEqual({ ok: false, raw: '-1', problem: { kind: 'belowMin', limit: 0 } });
  });

  it('reads dash patterns and refuses negative or odd entries', () => {
    expect(parseDashArray('10, 5')).toEqual({ ok: true, value: [10, 5] });
    expect(parseDashArray('4 2;1')).toEqual({ ok: true, value: [4, 2, 1] });
    expect(parseDashArray('')).toEqual({ ok: true, value: null });
    expect(parseDashArray('10, -5')).toEqual({ ok: false, raw: '10, -5', problem: { kind: 'notList' } });
    expect(parseDashArray('a b')).toEqual({ ok: false, raw: 'a b', problem: { kind: 'notList' } });
    expect(formatDashArray([10, 5])).toBe('10, 5');
    expect(formatDashArray(null)).toBe('');
  });

  it('turns model colours into what a colour input shows', () => {
    expect(colourInputValue('#abc')).toBe('#aabbcc');
    expect(colourInputValue('#AABBCC')).toBe('#aabbcc');
    expect(colourInputValue('#11223344')).toBe('#112233');
    expect(colourInputValue('rgba(255, 0, 128, 0.5)')).toBe('#ff0080');
    expect(colourInputValue('rgb(0 255 0)')).toBe('#00ff00');
    expect(colourInputValue('red')).toBe('#ff0000');
    expect(colourInputValue('transparent', '#ffffff')).toBe('#ffffff');
    expect(colourInputValue({ type: 'linear' })).toBe('#000000');
    expect(colourInputValue(null, '#123456')).toBe('#123456');
  });

  it('parses typed colours', () => {
    expect(parseColour(' #FF0000 ')).toEqual({ ok: true, value: '#ff0000' });
    expect(parseColour('transparent')).toEqual({ ok: true, value: 'transparent' });
    expect(parseColour('#12')).toEqual({ ok: false, raw: '#12', problem: { kind: 'notColour' } });
  });

  it('formats numbers to 3 decimals and blanks what is not one', () => {
    expect(formatNumber(1 / 3)).toBe('0.333');
    expect(formatNumber(120)).toBe('120');
    expect(formatNumber(undefined)).toBe('');
    expect(formatNumber(Number.NaN)).toBe('');
  });
});

function layers() {
  const project = normalizeProject({
    layout: 'landscape',
    clips: [
      {
        layers: [
          {
            id: 'rect0001',
            property: { type: 'rect', left: 0, top: 0, width: 300, height: 200, scaleX: -2, scaleY: 0.5 },
          },
          {
            id: 'text0001',
            property: { type: 'textbox', text: 'Hi', left: 0, top: 0, width: 400, scaleX: 2 },
          },
          {
            id: 'path0001',
            property: { type: 'CustomPath', shape: 'heart', left: 0, top: 0, width: 300, height: 300 },
          },
          {
            id: 'video001',
            type: 'video',
            property: {
              type: 'CustomVideo',
              _staticUrl: '/v.mp4',
              left: 0,
              top: 0,
              width: 640,
              height: 360,
              _duration: 10,
              _start: 2,
              _end: 8,
            },
          },
        ],
      },
    ],
  });
  const [rect, text, path, video] = project.clips[0]!.layers.map((l) => l.property);
  return { rect: rect!, text: text!, path: path!, video: video as VideoProperty };
}

describe('layer fields', () => {
  it('groups every kind', () => {
    expect(groupOf('textbox')).toBe('text');
    expect(groupOf('circle')).toBe('shape');
    expect(groupOf('CustomPath')).toBe('path');
    expect(groupOf('CustomDoubleArrow')).toBe('line');
    expect(groupOf('CustomImage')).toBe('image');
    expect(groupOf('CustomVideo')).toBe('video');
    expect(groupOf('CustomSticker')).toBe('sticker');
    expect(groupOf('CustomIcon')).toBe('icon');
    expect(groupOf('Avatar')).toBe('avatar');
  });

  it('shows and sets sizes through the scale, keeping a flip', () => {
    const { rect } = layers();
    expect(shownSize(rect, 'width')).toBe(600);
    expect(shownSize(rect, 'height')).toBe(100);
    expect(sizePatch(rect, 'width', 150)).toEqual({ scaleX: -0.5 });
    expect(sizePatch(rect, 'height', 400)).toEqual({ scaleY: 2 });
    expect(sizeRule(rect, 'width')).toEqual({ min: 1 });
  });

  it("sets a text box's wrapping width (min 20) and gives it no height field", () => {
    const { text } = layers();
    expect(shownSize(text, 'width')).toBe(800);
    expect(sizePatch(text, 'width', 600)).toEqual({ width: 300 });
    expect(sizeRule(text, 'width')).toEqual({ min: 20 });
    expect(hasHeightField(text)).toBe(false);
  });

  it('lets path shapes go down to 0.5 and sizes an empty box directly', () => {
    const { path } = layers();
    expect(sizeRule(path, 'height')).toEqual({ min: 0.5 });
    const empty = { ...path, width: 0 } as LayerProperty;
    expect(sizePatch(empty, 'width', 50)).toEqual({ width: 50 });
  });

  it('keeps the video trim inside the source and the start before the end', () => {
    const { video } = layers();
    expect(trimRule(video, '_start')).toEqual({ min: 0, max: 7.9 });
    expect(trimRule(video, '_end')).toEqual({ min: 2.1, max: 10 });
  });

  it('offers speeds and weights, plus a project’s own value', () => {
    expect(speedOptions('1.0')).toEqual(['0.5', '0.75', '1.0', '1.25', '1.5', '2.0']);
    expect(speedOptions('1')).toEqual(['0.5', '0.75', '1.0', '1.25', '1.5', '2.0']);
    expect(speedOptions('3.0')).toEqual(['0.5', '0.75', '1.0', '1.25', '1.5', '2.0', '3.0']);
    expect(weightOptions('bold')).toContain('bold');
    expect(weightOptions(350).at(-1)).toBe('350');
    expect(weightValue('700')).toBe(700);
    expect(weightValue('bold')).toBe('bold');
  });
});
