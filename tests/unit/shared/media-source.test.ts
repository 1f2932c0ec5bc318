import { describe, expect, it } from 'vitest';
import { mediaSourceOf } from '../../../src/shared/media/source.ts';

describe('media source of a layer', () => {
  it('prefers the static URL, then src, then the key', () => {
    expect(mediaSourceOf({ _staticUrl: '/a.png', _urlkey: 'k' }, 'x')).toEqual({
      kind: 'url',
      url: '/a.png',
    });
    expect(mediaSourceOf({ src: '/b.svg' }, 'x')).toEqual({ kind: 'url', url: '/b.svg' });
    expect(mediaSourceOf({ _staticUrl: '', _urlkey: 'k1' }, 'x')).toEqual({ kind: 'key', key: 'k1' });
  });

  it("fails with 'no key and no staticurl' naming the layer", () => {
    let error: unknown;
    try {
      mediaSourceOf({ _staticUrl: '', _urlkey: '' }, 'image layer abc');
    } catch (e) {
      error = e;
    }
    expect((error as Error).message).toBe('no key and no staticurl');
    expect((error as Error).cause).toBe('image layer abc has neither _staticUrl nor _urlkey');
  });
});
