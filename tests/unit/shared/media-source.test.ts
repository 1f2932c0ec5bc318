import { describe, expect, it } from 'vitest';
import { mediaIdentity, mediaSourceOf } from '../../../src/shared/media/source.ts';

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

  it('names media across sessions by their key when they are read through it, else by their URL', () => {
    // A key resolves to a signed URL that changes; the key does not.
    expect(mediaIdentity({ _urlkey: 'u/1/v.mp4' }, 'https://h/v.mp4?sig=1')).toBe('key:u/1/v.mp4');
    expect(mediaIdentity({ _staticUrl: '', _urlkey: 'k' }, 'https://h/v.mp4?sig=2')).toBe('key:k');
    // A static URL is what the layer is read from, key or not.
    expect(mediaIdentity({ _staticUrl: '/v.mp4', _urlkey: 'k' }, 'https://h/v.mp4')).toBe(
      'url:https://h/v.mp4',
    );
    expect(mediaIdentity({ src: '/v.mp4' }, 'https://h/v.mp4')).toBe('url:https://h/v.mp4');
  });
});
