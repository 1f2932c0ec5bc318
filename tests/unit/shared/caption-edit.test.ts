import { describe, expect, it } from 'vitest';
import {
  captionRoom,
  deleteCaption,
  editCaptionText,
  editCaptionWord,
  mergeCaptionWithNext,
  retimeCaption,
  retimeCaptionWord,
} from '../../../src/shared/captions/caption-edit.ts';
import { sceneCaptions, type CaptionRef } from '../../../src/shared/captions/caption-store.ts';
import { captionWords } from '../../../src/shared/captions/caption-words.ts';
import type { Speech } from '../../../src/shared/model/speech.ts';
import { normalizeProject } from '../../../src/shared/normalize/project.ts';
import { sceneSubtitles } from '../../../src/shared/speech/subtitle-at.ts';

function speechOf(patch: Record<string, unknown>): Speech {
  const project = normalizeProject({ layout: 'landscape', clips: [{ speech: patch }] });
  return (project.clips[0] as { speech: Speech }).speech;
}

const AUDIO = { key: 'tts/abc.mp3', url: 'https://cdn.test/abc.mp3', staticUrl: 'https://cdn.test/abc.mp3' };
const VISEMES = [{ viseme: 'AA', start: 0, end: 0.5 }];

/** A generated speech of 4 s: three entries, the first two with their words as spoken. */
function generated(): Speech {
  return speechOf({
    type: 'default',
    text: 'Helo world. Nice to meet you. Bye.',
    duration: 4,
    resourceInfo: AUDIO,
    visemes: VISEMES,
    subtitles: [
      {
        text: 'Helo world.',
        start: 0.2,
        end: 1.2,
        reviewed: false,
        words: [
          { text: 'Helo', start: 0.2, end: 0.6, confidence: 0.4 },
          { text: 'world.', start: 0.7, end: 1.2 },
        ],
      },
      {
        text: 'Nice to meet you.',
        start: 1.4,
        end: 2.6,
        words: [
          { text: 'Nice', start: 1.4, end: 1.7 },
          { text: 'to', start: 1.7, end: 1.8 },
          { text: 'meet', start: 1.8, end: 2.2 },
          { text: 'you.', start: 2.2, end: 2.6 },
        ],
      },
      { text: 'Bye.', start: 3, end: 3.5 },
    ],
  });
}

const at = (entry: number): CaptionRef => ({ source: { kind: 'speech' }, entry });
const entries = (speech: Speech) => speech.subtitles as Array<Record<string, unknown>>;

describe('caption text', () => {
  it('fixes a word in the text: the words keep their times and take the new spelling, the audio stays', () => {
    const before = generated();
    const after = editCaptionText(before, at(0), ' Hello world. ');
    expect(entries(after)[0]).toEqual({
      text: 'Hello world.',
      start: 0.2,
      end: 1.2,
      reviewed: false,
      words: [
        { text: 'Hello', start: 0.2, end: 0.6, confidence: 0.4 },
        { text: 'world.', start: 0.7, end: 1.2 },
      ],
    });
    expect(after.resourceInfo).toBe(before.resourceInfo);
    expect(after.visemes).toBe(before.visemes);
    expect(after.text).toBe(before.text);
    expect(after.subtitles?.[1]).toBe(before.subtitles?.[1]);
    // The captions show the new word at the spoken time.
    const shown = captionWords(sceneSubtitles(after)[0]!);
    expect(shown.map((w) => [w.text, w.start, w.end])).toEqual([
      ['Hello', 0.2, 0.6],
      ['world.', 0.7, 1.2],
    ]);
    expect(before.subtitles?.[0]?.text).toBe('Helo world.');
  });

  it('drops the words when the word count changes, so the caption spreads them by characters', () => {
    const after = editCaptionText(generated(), at(1), 'Nice meeting you.');
    expect(entries(after)[1]).toEqual({ text: 'Nice meeting you.', start: 1.4, end: 2.6 });
    const shown = captionWords(sceneSubtitles(after)[1]!);
    expect(shown.map((w) => [w.text, w.start, w.end])).toEqual([
      ['Nice', 1.4, 1.72],
      ['meeting', 1.72, 2.28],
      ['you.', 2.28, 2.6],
    ]);
  });

  it('returns the same speech when nothing changes, and refuses an empty text naming the caption', () => {
    const speech = generated();
    expect(editCaptionText(speech, at(2), 'Bye.')).toBe(speech);
    expect(() => editCaptionText(speech, at(2), '   ')).toThrow('caption 3 text: "   " is empty');
    expect(() => editCaptionText(speech, at(5), 'x')).toThrow(
      'caption 6: there is no such caption (this list has 3)',
    );
  });
});

describe('one word', () => {
  it('changes the word and the text at its place, keeping punctuation and the other words', () => {
    const after = editCaptionWord(generated(), at(1), 2, 'greet');
    expect(entries(after)[1]).toMatchObject({
      text: 'Nice to greet you.',
      words: [
        { text: 'Nice', start: 1.4, end: 1.7 },
        { text: 'to', start: 1.7, end: 1.8 },
        { text: 'greet', start: 1.8, end: 2.2 },
        { text: 'you.', start: 2.2, end: 2.6 },
      ],
    });
  });

  it('finds the word in a text without spaces (Chinese)', () => {
    const speech = speechOf({
      type: 'default',
      text: '你好世界',
      duration: 2,
      subtitles: [
        {
          text: '你好世界',
          start: 0,
          end: 2,
          words: [
            { text: '你好', start: 0, end: 1 },
            { text: '世界', start: 1, end: 2 },
          ],
        },
      ],
    });
    const after = editCaptionWord(speech, at(0), 1, '朋友');
    expect(entries(after)[0]).toMatchObject({
      text: '你好朋友',
      words: [{ text: '你好' }, { text: '朋友' }],
    });
  });

  it('refuses a caption without words, a word that is not there, and words that no longer spell the text', () => {
    const speech = generated();
    expect(() => editCaptionWord(speech, at(2), 0, 'Bye')).toThrow(
      'caption 3 word 1: this caption keeps no spoken words',
    );
    expect(() => editCaptionWord(speech, at(0), 2, 'x')).toThrow(
      'caption 1 word 3: there is no such word (the caption has 2)',
    );
    const edited = { ...speech, subtitles: [{ ...speech.subtitles![0]!, text: 'Hi all.' }] };
    expect(() => editCaptionWord(edited, at(0), 0, 'Hey')).toThrow(
      'caption 1 word 1 text: the words do not spell the caption\'s text "Hi all."; edit the whole text instead',
    );
  });
});

describe('timing', () => {
  it('retimes an entry to the millisecond, moving and stretching its words with it', () => {
    const after = retimeCaption(generated(), at(0), { start: 0.1, end: 1.3004 });
    expect(entries(after)[0]).toMatchObject({
      start: 0.1,
      end: 1.3,
      words: [
        { text: 'Helo', start: 0.1, end: 0.58, confidence: 0.4 },
        { text: 'world.', start: 0.7, end: 1.3 },
      ],
    });
  });

  it('may reach its neighbours and the audio, not pass them', () => {
    const speech = generated();
    expect(captionRoom(speech, at(1))).toMatchObject({ min: 1.2, max: 3 });
    expect(captionRoom(speech, at(2))).toMatchObject({ min: 2.6, max: 4 });
    expect(entries(retimeCaption(speech, at(1), { start: 1.2, end: 3 }))[1]).toMatchObject({
      start: 1.2,
      end: 3,
    });
    expect(() => retimeCaption(speech, at(1), { start: 1.1, end: 2.6 })).toThrow(
      'caption 2 start: 1.1 is before caption 1, which ends at 1.2',
    );
    expect(() => retimeCaption(speech, at(1), { start: 1.4, end: 3.05 })).toThrow(
      'caption 2 end: 3.05 is after caption 3, which starts at 3',
    );
    expect(() => retimeCaption(speech, at(2), { start: 3, end: 4.5 })).toThrow(
      'caption 3 end: 4.5 is after the audio, which ends at 4',
    );
    expect(() => retimeCaption(speech, at(0), { start: -0.1, end: 1 })).toThrow(
      'caption 1 start: -0.1 is before the audio, which starts at 0',
    );
  });

  it('refuses an end before its start, an empty span and a time that is not a number', () => {
    const speech = generated();
    expect(() => retimeCaption(speech, at(2), { start: 3.1, end: 2.5 })).toThrow(
      'caption 3 end: 2.5 is before its start 3.1',
    );
    expect(() => retimeCaption(speech, at(2), { start: 3.2, end: 3.2 })).toThrow(
      'caption 3 end: 3.2 is not after its start 3.2',
    );
    expect(() => retimeCaption(speech, at(2), { start: Number.NaN, end: 3.2 })).toThrow(
      'caption 3 start: NaN is not a number of seconds',
    );
    expect(retimeCaption(speech, at(2), { start: 3, end: 3.5 })).toBe(speech);
  });

  it('lets an edge that already overlapped stay, not go further', () => {
    const speech = speechOf({
      type: 'default',
      text: 'a b',
      duration: 2,
      subtitles: [
        { text: 'a', start: 0, end: 1.1 },
        { text: 'b', start: 1, end: 2 },
      ],
    });
    expect(captionRoom(speech, at(1))).toMatchObject({ min: 1, max: 2 });
    expect(entries(retimeCaption(speech, at(1), { start: 1, end: 1.8 }))[1]).toMatchObject({ end: 1.8 });
    expect(() => retimeCaption(speech, at(1), { start: 0.9, end: 2 })).toThrow(
      'caption 2 start: 0.9 is before caption 1, which ends at 1.1',
    );
  });

  it('retimes one word between its neighbours and inside its caption', () => {
    const speech = generated();
    const after = retimeCaptionWord(speech, at(0), 0, { start: 0.25, end: 0.65 });
    expect(entries(after)[0]).toMatchObject({
      text: 'Helo world.',
      start: 0.2,
      end: 1.2,
      words: [{ text: 'Helo', start: 0.25, end: 0.65, confidence: 0.4 }, { start: 0.7 }],
    });
    expect(() => retimeCaptionWord(speech, at(0), 0, { start: 0.2, end: 0.75 })).toThrow(
      'caption 1 word 1 end: 0.75 is after word 2, which starts at 0.7',
    );
    expect(() => retimeCaptionWord(speech, at(0), 1, { start: 0.7, end: 1.3 })).toThrow(
      'caption 1 word 2 end: 1.3 is after the caption, which ends at 1.2',
    );
  });
});

describe('where captions are kept', () => {
  it('edits an uploaded voice’s captions, bounded by the voice’s length', () => {
    const speech = speechOf({
      type: 'upload',
      text: '',
      duration: 0,
      uploadVoice: {
        name: 'me.wav',
        key: 'k',
        staticUrl: 'https://cdn.test/me.wav',
        duration: 3,
        subtitles: [{ text: 'Hi ther', start: 0, end: 1 }],
      },
    });
    const ref: CaptionRef = { source: { kind: 'upload' }, entry: 0 };
    expect(sceneCaptions(speech).map((c) => c.ref)).toEqual([ref]);
    const after = editCaptionText(speech, ref, 'Hi there');
    expect(after.uploadVoice).toMatchObject({ key: 'k', duration: 3, subtitles: [{ text: 'Hi there' }] });
    expect(() => retimeCaption(speech, ref, { start: 0, end: 3.5 })).toThrow(
      'caption 1 end: 3.5 is after the audio, which ends at 3',
    );
  });

  it('edits a conversation line’s captions on the line’s clock, listing them where they play', () => {
    const speech = speechOf({
      type: 'conversation',
      roles: [
        { property: { voice: null, tts_config: {}, gender: 0 }, gender: 0, pitch: 0, speed: 1, volume: 1 },
      ],
      contents: [
        { text: 'One', _roleIndex: 0, delay: 0, duration: 1, subtitles: [{ text: 'One', start: 0, end: 1 }] },
        {
          text: 'Two three',
          _roleIndex: 0,
          delay: 0.5,
          duration: 2,
          resourceInfo: AUDIO,
          subtitles: [
            { text: 'Two', start: 0, end: 0.8 },
            { text: 'thre', start: 0.8, end: 1.6 },
          ],
        },
      ],
    });
    const listed = sceneCaptions(speech);
    expect(listed.map((c) => [c.text, c.offset + c.start, c.role])).toEqual([
      ['One', 0, 0],
      ['Two', 2, 0],
      ['thre', 2.8, 0],
    ]);
    // The same places the captions are shown at.
    expect(sceneSubtitles(speech).map((s) => [s.text, s.start, s.role])).toEqual(
      listed.map((c) => [c.text, c.offset + c.start, c.role]),
    );
    const ref = listed[2]!.ref;
    expect(ref).toEqual({ source: { kind: 'item', item: 1 }, entry: 1 });
    const after = editCaptionText(speech, ref, 'three');
    expect(after.contents[1]?.subtitles?.[1]?.text).toBe('three');
    expect(after.contents[1]?.text).toBe('Two three');
    expect(after.contents[1]?.resourceInfo).toBe(speech.contents[1]?.resourceInfo);
    expect(after.contents[0]).toBe(speech.contents[0]);
    expect(() => retimeCaption(speech, ref, { start: 0.8, end: 2.1 })).toThrow(
      'line 2 caption 2 end: 2.1 is after the audio, which ends at 2',
    );
  });
});

describe('delete and join', () => {
  it('deletes an entry', () => {
    const after = deleteCaption(generated(), at(1));
    expect(entries(after).map((e) => e.text)).toEqual(['Helo world.', 'Bye.']);
  });

  it('joins an entry with the next, keeping both entries’ words when both have them', () => {
    const speech = generated();
    const joined = entries(mergeCaptionWithNext(speech, at(0)));
    expect(joined).toHaveLength(2);
    expect(joined[0]).toMatchObject({
      text: 'Helo world. Nice to meet you.',
      start: 0.2,
      end: 2.6,
      reviewed: false,
    });
    expect((joined[0]!.words as unknown[]).length).toBe(6);
    expect(entries(mergeCaptionWithNext(speech, at(1)))[1]).toEqual({
      text: 'Nice to meet you. Bye.',
      start: 1.4,
      end: 3.5,
    });
    expect(() => mergeCaptionWithNext(speech, at(2))).toThrow(
      'caption 3: there is no caption after it to join it with',
    );
  });
});

describe('sceneCaptions words', () => {
  it('lists the words an entry keeps as spoken, only when they spell its text', () => {
    const listed = sceneCaptions(generated());
    expect(listed[0]?.words?.map((w) => [w.text, w.start, w.end])).toEqual([
      ['Helo', 0.2, 0.6],
      ['world.', 0.7, 1.2],
    ]);
    expect(listed[2]?.words).toBeUndefined();
    // The words of an entry whose text was changed without them no longer spell it: none are offered.
    const respelt = speechOf({
      type: 'default',
      text: 'x',
      duration: 2,
      subtitles: [{ text: 'Hello there', start: 0, end: 1, words: [{ text: 'Helo', start: 0, end: 1 }] }],
    });
    expect(sceneCaptions(respelt)[0]?.words).toBeUndefined();
  });
});
