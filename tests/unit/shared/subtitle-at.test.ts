import { describe, expect, it } from 'vitest';
import { normalizeProject } from '../../../src/shared/normalize/project.ts';
import type { Speech } from '../../../src/shared/model/speech.ts';
import { conversationItemSpans } from '../../../src/shared/speech/conversation-timing.ts';
import { sceneSubtitles, subtitleAt } from '../../../src/shared/speech/subtitle-at.ts';

function speechOf(patch: Record<string, unknown>): Speech {
  const project = normalizeProject({ layout: 'landscape', clips: [{ speech: patch }] });
  return (project.clips[0] as { speech: Speech }).speech;
}

describe('scene subtitles', () => {
  it('times a generated speech from the scene start', () => {
    const speech = speechOf({
      type: 'default',
      text: 'Hello there',
      duration: 2,
      subtitles: [
        { text: 'Hello', start: 0.1, end: 0.6 },
        { text: 'there', start: 0.6, end: 1.2 },
      ],
    });
    const subs = sceneSubtitles(speech);
    expect(subs).toEqual([
      { text: 'Hello', start: 0.1, end: 0.6 },
      { text: 'there', start: 0.6, end: 1.2 },
    ]);
    expect(subtitleAt(subs, 0.05)).toBeUndefined();
    expect(subtitleAt(subs, 0.6)?.text).toBe('there');
    expect(subtitleAt(subs, 1.2)).toBeUndefined();
  });

  it('plays conversation items one after another, each after its delay and the 0.5 s pause between items, with the role speaking', () => {
    const speech = speechOf({
      type: 'conversation',
      contents: [
        {
          text: 'Hi',
          _roleIndex: 0,
          delay: 0.5,
          duration: 1,
          subtitles: [{ text: 'Hi', start: 0, end: 0.8 }],
        },
        {
          text: 'Yo',
          _roleIndex: 1,
          delay: 0.25,
          duration: 1,
          subtitles: [{ text: 'Yo', start: 0.1, end: 0.9 }],
        },
      ],
    });
    expect(sceneSubtitles(speech)).toEqual([
      { text: 'Hi', start: 0.5, end: 1.3, role: 0 },
      { text: 'Yo', start: 2.35, end: 3.15, role: 1 },
    ]);
  });

  it("places a line after one not yet generated where the sound plays it: after that line's estimate", () => {
    const audio = { key: 'tts/yo.mp3', url: '', staticUrl: '' };
    const speech = speechOf({
      type: 'conversation',
      roles: [{ speed: 1 }, { speed: 1 }],
      contents: [
        // No audio yet: it lasts its estimate with its role's voice, not its stale duration of 5 s.
        { text: 'one two three four five', _roleIndex: 0, delay: 0, duration: 5 },
        {
          text: 'Yo',
          _roleIndex: 1,
          delay: 0,
          duration: 1,
          resourceInfo: audio,
          subtitles: [{ text: 'Yo', start: 0.1, end: 0.9 }],
        },
      ],
    });
    const estimate = conversationItemSpans(speech)[0]!.duration;
    expect(estimate).not.toBe(5);
    expect(sceneSubtitles(speech)).toEqual([
      { text: 'Yo', start: estimate + 0.5 + 0.1, end: estimate + 0.5 + 0.9, role: 1 },
    ]);
  });

  it('shows nothing for a duration-only speech', () => {
    expect(sceneSubtitles(speechOf({ type: 'duration', duration: 3 }))).toEqual([]);
  });
});
