import { describe, expect, it } from 'vitest';
import { fullHex, shortHex } from './hex.ts';

describe('typed colour codes', () => {
  it('read #rrggbb with or without #, in any case, as lower-case #rrggbb', () => {
    expect(fullHex('#00FF7a')).toBe('#00ff7a');
    expect(fullHex(' 00ff7a ')).toBe('#00ff7a');
    expect(fullHex('#00ff7')).toBeUndefined();
    expect(fullHex('#00ff7a0')).toBeUndefined();
    expect(fullHex('#00gg00')).toBeUndefined();
  });

  it('expand #rgb and refuse anything else', () => {
    expect(shortHex('#0Fa')).toBe('#00ffaa');
    expect(shortHex('abc')).toBe('#aabbcc');
    expect(shortHex('#abcd')).toBeUndefined();
    expect(shortHex('')).toBeUndefined();
  });
});
