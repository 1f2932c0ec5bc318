import { describe, expect, it } from 'vitest';
import { phonemeVisemes, readPhoneme } from '../../../src/shared/speech/phoneme-visemes.ts';
import {
  MOUTH_BLEND_SECONDS,
  mouthBlend,
  visemeAt,
  VISEMES,
  type VisemeCue,
} from '../../../src/shared/speech/visemes.ts';

// Binary fractions, so that every time and mix below is exact.
const CUES: VisemeCue[] = [
  { viseme: 'rest', start: 0, end: 0.25 },
  { viseme: 'MBP', start: 0.25, end: 0.5 },
  { viseme: 'AI', start: 0.5, end: 0.53125 },
  { viseme: 'O', start: 0.53125, end: 1 },
  // gap 1 .. 1.5
  { viseme: 'E', start: 1.5, end: 2 },
];
const BLEND = 0.0625;

describe('visemeAt', () => {
  it.each([
    [-1, 'rest'],
    [0, 'rest'],
    [0.25, 'MBP'],
    [0.499, 'MBP'],
    [0.5, 'AI'],
    [0.53125, 'O'],
    [0.999, 'O'],
    [1, 'rest'],
    [1.25, 'rest'],
    [1.5, 'E'],
    [2, 'rest'],
    [99, 'rest'],
    [Number.NaN, 'rest'],
  ])('at %s s: %s', (time, viseme) => {
    expect(visemeAt(CUES, time)).toBe(viseme);
  });
  it('is rest without cues', () => {
    expect(visemeAt([], 0.5)).toBe('rest');
  });
});

describe('mouthBlend', () => {
  it.each([
    [0.125, 'rest', 'rest', 1],
    // MBP fades in from rest over 1/16 s.
    [0.25, 'rest', 'MBP', 0],
    [0.28125, 'rest', 'MBP', 0.5],
    [0.296875, 'rest', 'MBP', 0.75],
    [0.3125, 'MBP', 'MBP', 1],
    // AI lasts 1/32 s, shorter than the fade: it fades in over its whole length.
    [0.5, 'MBP', 'AI', 0],
    [0.515625, 'MBP', 'AI', 0.5],
    [0.53125, 'AI', 'O', 0],
    [0.5625, 'AI', 'O', 0.5],
    [0.75, 'O', 'O', 1],
    // The gap is rest, faded into from O; E after the gap fades in from rest.
    [1, 'O', 'rest', 0],
    [1.03125, 'O', 'rest', 0.5],
    [1.25, 'rest', 'rest', 1],
    [1.5, 'rest', 'E', 0],
    [1.546875, 'rest', 'E', 0.75],
    [1.75, 'E', 'E', 1],
    // After the last cue: rest.
    [2, 'E', 'rest', 0],
    [2.03125, 'E', 'rest', 0.5],
    [2.0625, 'rest', 'rest', 1],
    [-1, 'rest', 'rest', 1],
  ])('at %s s: %s → %s, mix %s', (time, from, to, mix) => {
    expect(mouthBlend(CUES, time, BLEND)).toEqual({ from, to, mix });
  });
  it('always ends at the shape visemeAt gives', () => {
    for (let time = -0.1; time < 2.2; time += 0.01) {
      expect(mouthBlend(CUES, time, BLEND).to).toBe(visemeAt(CUES, time));
      expect(mouthBlend(CUES, time).to).toBe(visemeAt(CUES, time));
    }
  });
  it('fades over 50 ms by default; 0 s is a cut; equal neighbours do not fade', () => {
    expect(MOUTH_BLEND_SECONDS).toBe(0.05);
    expect(mouthBlend(CUES, 0.275).mix).toBeCloseTo(0.5, 12);
    expect(mouthBlend(CUES, 0.25, 0)).toEqual({ from: 'MBP', to: 'MBP', mix: 1 });
    const twice: VisemeCue[] = [
      { viseme: 'AI', start: 0, end: 1 },
      { viseme: 'AI', start: 1, end: 2 },
    ];
    expect(mouthBlend(twice, 1, BLEND)).toEqual({ from: 'AI', to: 'AI', mix: 1 });
    expect(mouthBlend([], 1, BLEND)).toEqual({ from: 'rest', to: 'rest', mix: 1 });
  });
  it('refuses a blend that is not a number ≥ 0, naming it', () => {
    expect(() => mouthBlend(CUES, 0, -0.1)).toThrow('blendSeconds -0.1: must be a number ≥ 0');
    expect(() => mouthBlend(CUES, 0, Number.NaN)).toThrow('blendSeconds NaN');
  });
});

describe('phoneme to viseme', () => {
  it.each([
    ['m', ['MBP']],
    ['b', ['MBP']],
    ['pʰ', ['MBP']],
    ['ph', ['MBP']],
    ['f', ['FV']],
    ['β', ['FV']],
    ['ʋ', ['FV']],
    ['θ', ['etc']],
    ['ð', ['etc']],
    ['l', ['L']],
    ['ʎ', ['L']],
    ['w', ['WQ']],
    ['ɥ', ['WQ']],
    ['kʷ', ['WQ']],
    ['ˈuː', ['U']],
    ['y', ['U']],
    ['ɯᵝ', ['U']],
    ['ɯ', ['E']],
    ['ˈɔː', ['O']],
    ['ˈø', ['O']],
    ['œ̃', ['O']],
    ['ˈiː', ['E']],
    ['ə-', ['E']],
    ['ᵻ', ['E']],
    ['ˈɑː', ['AI']],
    ['ä', ['AI']],
    ['a.', ['AI']],
    ['ˈæ', ['AI']],
    ['ʌ', ['AI']],
    ['t', ['etc']],
    ['tʃ', ['etc']],
    ['ts.h', ['etc']],
    ['ɡ', ['etc']],
    ['ʔ', ['etc']],
    ['ʕ', ['etc']],
    // Diphthongs and clusters: one shape per part, in order.
    ['ˈaɪ', ['AI', 'E']],
    ['ˈoʊ', ['O', 'U']],
    ['ɐ̃ʊ̃', ['AI', 'U']],
    ['ˈuei', ['U', 'E']],
    ['pf', ['MBP', 'FV']],
    ['əl', ['E', 'L']],
    // Pauses; language switches and lone modifiers have no shape.
    ['', ['rest']],
    ['_', ['rest']],
    ['(en)', []],
    ['ʲ', []],
  ])('%s → %j', (phoneme, visemes) => {
    expect(readPhoneme(phoneme)).toEqual({ visemes, unknown: [] });
  });
  it('reads unknown symbols by the fallback and counts them', () => {
    expect(readPhoneme('@')).toEqual({ visemes: ['AI'], unknown: ['@'] });
    expect(readPhoneme('A:')).toEqual({ visemes: ['AI'], unknown: ['A'] });
    expect(readPhoneme('Ж')).toEqual({ visemes: ['etc'], unknown: ['Ж'] });
    expect(readPhoneme('mΩ')).toEqual({ visemes: ['MBP', 'etc'], unknown: ['Ω'] });
    expect(phonemeVisemes('ˈaɪ')).toEqual(['AI', 'E']);
  });
  it('maps into the ten shapes of the set', () => {
    expect(VISEMES).toEqual(['rest', 'MBP', 'FV', 'L', 'WQ', 'U', 'O', 'E', 'AI', 'etc']);
  });
});
