import { describe, expect, it } from 'vitest';
import { arrowStep } from './use-scene-keys.ts';

describe('arrowStep: the scene strip runs along the page', () => {
  it('left to right: ArrowLeft/ArrowUp earlier, ArrowRight/ArrowDown later', () => {
    expect(['ArrowLeft', 'ArrowUp', 'ArrowRight', 'ArrowDown'].map((k) => arrowStep(k, false))).toEqual([
      -1, -1, 1, 1,
    ]);
  });
  it('right to left: the horizontal arrows swap, the vertical ones stay', () => {
    expect(['ArrowLeft', 'ArrowUp', 'ArrowRight', 'ArrowDown'].map((k) => arrowStep(k, true))).toEqual([
      1, -1, -1, 1,
    ]);
  });
  it('other keys step nowhere', () => {
    expect(arrowStep('Enter', false)).toBeUndefined();
    expect(arrowStep('Home', true)).toBeUndefined();
  });
});
