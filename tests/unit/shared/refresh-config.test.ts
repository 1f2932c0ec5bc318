import { describe, expect, it } from 'vitest';
import {
  checkDurationLimit,
  normalizeProject,
  refreshConfig,
  refreshConfigWithReport,
} from '../../../src/shared/index.ts';
import { richProject, seeded } from '../../fixtures/projects.ts';

const load = (raw: unknown) => normalizeProject(raw, { random: seeded(2) });

describe('refreshConfig', () => {
  it('recomputes each clip from its speech and the total', () => {
    const project = refreshConfig(load(richProject()));
    // default with audio: the audio's duration (3.2 s)
    expect(project.clips[0]!.duration).toBe(3.2);
    // conversation: (0.5 + 0.6 + 4×60/120) + 0.5 pause + (0 + 0.6 + 3×60/180) = 3.1 + 0.5 + 1.6
    expect(project.clips[1]!.duration).toBe(5.2);
    expect(project.clips[1]!.speech.contents.map((item) => item.duration)).toEqual([2.6, 1.6]);
    // upload: the uploaded voice's duration
    expect(project.clips[2]!.duration).toBe(6.5);
    // duration type: its duration
    expect(project.clips[3]!.duration).toBe(4);
    expect(project.totalDuration).toBe(18.9);
  });
  it("reads a conversation's items under the other spelling `content`, with the same timing", () => {
    const raw = richProject() as { clips: Array<{ speech: Record<string, unknown> }> };
    const speech = raw.clips[1]!.speech;
    speech.content = speech.contents;
    delete speech.contents;
    const project = refreshConfig(load(raw));
    expect(project.clips[1]!.speech.contents.map((item) => item.duration)).toEqual([2.6, 1.6]);
    expect(project.clips[1]!.duration).toBe(5.2);
    expect(project.clips[1]!.speech).not.toHaveProperty('content');
  });
  it('keeps `contents` when a conversation has both spellings', () => {
    const raw = richProject() as { clips: Array<{ speech: Record<string, unknown> }> };
    raw.clips[1]!.speech.content = [{ text: 'ignored', _roleIndex: 0 }];
    const project = refreshConfig(load(raw));
    expect(project.clips[1]!.speech.contents.map((item) => item.duration)).toEqual([2.6, 1.6]);
  });
  it('estimates a default speech without audio with its voice rate and speed', () => {
    const project = refreshConfig(
      load({
        clips: [
          {
            duration: 30,
            speech: {
              type: 'default',
              text: 'one two three',
              speed: 2,
              property: { tts_config: { words_per_minute: 90 } },
            },
          },
        ],
      }),
    );
    expect(project.clips[0]!.speech.duration).toBe(1.3);
    expect(project.clips[0]!.duration).toBe(1.3);
  });
  it('re-applies the layer window rules to the new durations', () => {
    const project = refreshConfig(
      load({
        clips: [
          {
            duration: 10,
            speech: { type: 'duration', duration: 3 },
            layers: [{ property: { type: 'rect' }, start: 5, stop: 8 }],
          },
        ],
      }),
    );
    const layer = project.clips[0]!.layers[0]!;
    expect([layer.start, layer.stop, layer._timelineEnd]).toEqual([2, undefined, 3]);
  });
  it('reports clips over the maximum video duration (3600 s, 180 s on the free tier)', () => {
    const clips = [100, 70, 20].map((duration) => ({ speech: { type: 'duration', duration } }));
    const { limit } = refreshConfigWithReport(load({ clips }), { freeTier: true });
    expect(limit.limit).toBe(180);
    expect(limit.exceeded).toBe(true);
    expect(limit.clipsOverLimit.map((clip) => [clip.index, clip.start])).toEqual([[2, 170]]);
    expect(checkDurationLimit(load({ clips })).exceeded).toBe(false);
    expect(checkDurationLimit(load({ clips })).limit).toBe(3600);
  });
});
