/**
 * How the preview's audio loading applies the media loading rules (src/ui/preview/audio.ts): a sound whose
 * URL never answers becomes a 'media load timeout' problem at the timeout and the load goes on; a load that
 * is aborted leaves no problem at all, however long after the abort one looks.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AudioCue } from '../../../src/shared/playback/audio-cues.ts';
import { PreviewAudio } from '../../../src/ui/preview/audio.ts';
import { AbortLoadError } from '../../../src/ui/preview/load-guard.ts';

const cue = (id: string, url: string): AudioCue => ({
  kind: 'speech',
  id,
  ref: { url },
  start: 0,
  end: 2,
  offset: 0,
  rate: 1,
  gain: 1,
  fadeIn: 0,
  fadeOut: 0,
});

/** Just what PreviewAudio touches while loading: its output bus and the decoder. */
function fakeContext() {
  const node = { connect: () => node, disconnect: () => {} };
  return {
    destination: {},
    createGain: () => node,
    decodeAudioData: async () => ({ duration: 2 }),
  } as unknown as AudioContext;
}

/** fetch that answers /ok at once and never answers anything else, unless its signal aborts. */
function fakeFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  if (String(input).endsWith('/ok.wav')) return Promise.resolve(new Response(new Uint8Array(8)));
  return new Promise((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'performance'] });
  vi.stubGlobal('location', { href: 'https://editor.test/' });
  vi.stubGlobal('fetch', vi.fn(fakeFetch));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('preview audio loading', () => {
  it("reports a sound that never answers as 'media load timeout' at the timeout; the others load", async () => {
    const audio = new PreviewAudio(fakeContext(), undefined, 180_000);
    let done = false;
    const load = audio
      .load(
        [cue('clip c1 speech', '/never.wav'), cue('clip c2 speech', '/ok.wav')],
        new AbortController().signal,
      )
      .then(() => (done = true));
    await vi.advanceTimersByTimeAsync(179_950);
    expect(done).toBe(false);
    expect(audio.problems).toEqual([]);
    await vi.advanceTimersByTimeAsync(50);
    await load;
    expect(audio.problems).toEqual(['clip c1 speech: media load timeout']);
  });

  it('says nothing about sounds whose load was aborted, even after the timeout', async () => {
    const audio = new PreviewAudio(fakeContext(), undefined, 180_000);
    const abort = new AbortController();
    const load = audio.load([cue('clip c1 speech', '/never.wav')], abort.signal);
    await vi.advanceTimersByTimeAsync(1000);
    abort.abort(new AbortLoadError('project load replaced'));
    await load;
    await vi.advanceTimersByTimeAsync(200_000);
    expect(audio.problems).toEqual([]);
  });
});
