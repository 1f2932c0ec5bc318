import { describe, expect, it } from 'vitest';
import { normalizeProject } from '../../../src/shared/normalize/project.ts';
import { audioCues } from '../../../src/shared/playback/audio-cues.ts';
import { cueGainAt, cueOffsetAt, planSound } from '../../../src/shared/playback/audio-plan.ts';
import {
  contextTimeAt,
  extrapolateMediaTime,
  mediaTimeAt,
  syncFromAudio,
} from '../../../src/shared/playback/clock.ts';
import { nextPreviewState, PreviewStateError } from '../../../src/shared/playback/state.ts';

describe('playback clock', () => {
  it('extrapolates media time at real speed from a sync message, never below the floor', () => {
    const sync = { mediaTime: 2, at: 10_000 };
    expect(extrapolateMediaTime(sync, 10_500)).toBeCloseTo(2.5, 9);
    expect(extrapolateMediaTime(sync, 9_000, 1.5)).toBe(1.5);
  });
  it('maps audio context time and media time both ways, and builds sync messages from a reading', () => {
    const anchor = { contextStart: 5, mediaStart: 1 };
    expect(mediaTimeAt(anchor, 7.25)).toBeCloseTo(3.25, 9);
    expect(contextTimeAt(anchor, 3.25)).toBeCloseTo(7.25, 9);
    expect(syncFromAudio(anchor, { contextTime: 6, performanceTime: 400 }, 1000)).toEqual({
      mediaTime: 2,
      at: 1400,
    });
  });
});

describe('preview state machine', () => {
  it('walks load → loaded → play → pause → seek → play → end', () => {
    let s = nextPreviewState('not loaded', 'load');
    expect(s).toBe('loading resources');
    s = nextPreviewState(s, 'loaded');
    expect(s).toBe('paused');
    s = nextPreviewState(s, 'play');
    expect(s).toBe('playing');
    expect(nextPreviewState(s, 'seek')).toBe('paused');
    s = nextPreviewState(s, 'end');
    expect(s).toBe('ended');
    expect(nextPreviewState(s, 'play')).toBe('playing');
    expect(nextPreviewState('loading resources', 'abort')).toBe('aborted');
  });
  it('refuses impossible steps, naming the state and action', () => {
    expect(() => nextPreviewState('not loaded', 'play')).toThrow(PreviewStateError);
    expect(() => nextPreviewState('not loaded', 'play')).toThrow(
      "cannot play while the state is 'not loaded'",
    );
    expect(() => nextPreviewState('paused', 'end')).toThrow("cannot end while the state is 'paused'");
  });
});

const scene = (extra: Record<string, unknown>) => ({ bgColor: '#fff', layers: [], ...extra });

describe('audio cues and plans', () => {
  const project = normalizeProject({
    layout: 'landscape',
    backgroundAudioVolume: 0.5,
    clips: [
      scene({
        duration: 10,
        speech: {
          type: 'conversation',
          roles: [{ property: {}, gender: 1, pitch: 0, speed: 1, volume: 0.8 }],
          contents: [
            {
              text: 'a',
              _roleIndex: 0,
              delay: 1,
              duration: 2,
              resourceInfo: { key: '', url: '', staticUrl: '/a.mp3' },
            },
            {
              text: 'b',
              _roleIndex: 0,
              delay: 0.5,
              duration: 3,
              resourceInfo: { key: '', url: '', staticUrl: '/b.mp3' },
            },
          ],
        },
        bgm: { _staticUrl: '/music.mp3', volume: 0.4, loop: true, enabled: true },
        layers: [
          {
            type: 'video',
            start: 2,
            property: {
              type: 'CustomVideo',
              left: 0,
              top: 0,
              width: 100,
              height: 100,
              _staticUrl: '/v.mp4',
              _start: 1,
              _end: 3,
              _duration: 4,
              _speed: '2.0',
              _volume: 0.7,
              _loop: true,
            },
          },
        ],
      }),
      scene({
        duration: 6,
        speech: { type: 'upload', uploadVoice: { name: 'u', key: '', staticUrl: '/up.mp3', duration: 4 } },
        bgm: { _staticUrl: '/music.mp3', volume: 0.4, loop: true, enabled: true },
      }),
      scene({
        duration: 3,
        speech: { type: 'upload', uploadVoice: { name: 'u', key: '', staticUrl: '', duration: 3 } },
      }),
    ],
  });
  const { cues, problems } = audioCues(project);
  const byId = (id: string) => cues.find((c) => c.id.includes(id));

  it('places conversation items after their delays and the pause between items', () => {
    const speech = cues.filter((c) => c.kind === 'speech' && c.start < 10);
    expect(speech.map((c) => [c.start, c.end, c.gain])).toEqual([
      [1, 3, 0.8],
      [4, 7, 0.8],
    ]);
  });
  it('starts uploaded speech at its clip, and reports an upload without a source', () => {
    expect(cues.find((c) => c.kind === 'speech' && c.start === 10)?.end).toBe(14);
    expect(problems).toEqual([expect.stringContaining('do not hava staticUrl or key when load uploadVoice')]);
  });
  it('plays video audio with trim, speed, loop and volume', () => {
    const video = byId('audio');
    expect(video).toMatchObject({
      start: 2,
      end: 10,
      offset: 1,
      rate: 2,
      loop: { start: 1, end: 3 },
      gain: 0.7,
    });
    // 1.5 s after its start at speed 2: 3 s of source into a 2 s loop from 1 → 1 + (3 mod 2) = 2.
    expect(cueOffsetAt(video!, 3.5)).toBeCloseTo(2, 9);
  });
  it('keeps one music cue across clips sharing a track, volume × backgroundAudioVolume, 2 s fades', () => {
    const music = cues.filter((c) => c.kind === 'music');
    expect(music).toHaveLength(1);
    const m = music[0]!;
    expect([m.start, m.end, m.gain]).toEqual([0, 16, 0.2]);
    expect(cueGainAt(m, 0)).toBe(0);
    expect(cueGainAt(m, 1)).toBeCloseTo(0.1, 9);
    expect(cueGainAt(m, 8)).toBeCloseTo(0.2, 9);
    expect(cueGainAt(m, 15)).toBeCloseTo(0.1, 9);
    const plan = planSound(m, 1, 5)!;
    expect(plan.when).toBe(1);
    expect(plan.gains).toEqual([
      { time: 1, gain: expect.closeTo(0.1, 9) },
      { time: 2, gain: 0.2 },
      { time: 14, gain: 0.2 },
      { time: 16, gain: 0 },
    ]);
    // A 5 s file loops: 7 s in it is at 2 s.
    expect(planSound(m, 7, 5)?.offset).toBeCloseTo(2, 9);
  });
  it('plans a cue from the middle, and nothing for a cue already over or a source that has ended', () => {
    const second = cues.find((c) => c.kind === 'speech' && c.start === 4)!;
    expect(planSound(second, 5, 3)).toMatchObject({ when: 5, offset: 1, duration: 2 });
    expect(planSound(second, 8)).toBeUndefined();
    expect(planSound(second, 5, 0.5)).toBeUndefined();
  });
});
