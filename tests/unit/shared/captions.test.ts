import { describe, expect, it } from 'vitest';
import { formatSubtitles, timestamp } from '../../../src/shared/captions/subtitle-format.ts';
import {
  detectFormat,
  parseSubtitles,
  SubtitleFileError,
} from '../../../src/shared/captions/subtitle-parse.ts';
import { videoCaptions, type CaptionCue } from '../../../src/shared/captions/video-captions.ts';
import { uploadCaptionEntries, withUploadCaptions } from '../../../src/shared/captions/upload-captions.ts';
import { loadProjectWithReport } from '../../../src/shared/normalize/load.ts';
import { normalizeProject } from '../../../src/shared/normalize/project.ts';
import { sceneSubtitles } from '../../../src/shared/speech/subtitle-at.ts';

const cues: CaptionCue[] = [
  { start: 0.001, end: 1.999, text: 'Hello & welcome\nto <the> show' },
  { start: 62.5, end: 3599.123, text: 'Second cue', speaker: 'Ann Lee' },
];

describe('caption files', () => {
  it('writes times to the millisecond', () => {
    expect(timestamp(3599.1234, ',')).toBe('00:59:59,123');
    expect(timestamp(0.0005, '.')).toBe('00:00:00.001');
    expect(timestamp(3725.5, '.')).toBe('01:02:05.500');
  });

  it('writes SubRip: numbered cues, comma times, the speaker as a prefix', () => {
    expect(formatSubtitles(cues, 'srt')).toBe(
      '1\n00:00:00,001 --> 00:00:01,999\nHello & welcome\nto <the> show\n\n' +
        '2\n00:01:02,500 --> 00:59:59,123\nAnn Lee: Second cue\n',
    );
  });

  it('writes WebVTT: the signature, escaped text, the speaker as a voice span', () => {
    expect(formatSubtitles(cues, 'vtt')).toBe(
      'WEBVTT\n\n00:00:00.001 --> 00:00:01.999\nHello &amp; welcome\nto &lt;the&gt; show\n\n' +
        '00:01:02.500 --> 00:59:59.123\n<v Ann Lee>Second cue</v>\n',
    );
  });

  it('reads back what it writes: times to the millisecond, multi-line cues and speakers', () => {
    const vtt = parseSubtitles(formatSubtitles(cues, 'vtt'));
    expect(vtt).toEqual(cues);
    const srt = parseSubtitles(formatSubtitles(cues, 'srt'));
    expect(srt.map((c) => [c.start, c.end])).toEqual(cues.map((c) => [c.start, c.end]));
    expect(srt.map((c) => c.text)).toEqual(['Hello & welcome\nto <the> show', 'Ann Lee: Second cue']);
  });

  it('reads SubRip’s own tags as markup and everything else as text', () => {
    const srt = '1\n00:00:01,000 --> 00:00:02,000\n<i>Salt & pepper</i> <font color="red">a < b</font>\n';
    expect(parseSubtitles(srt)).toEqual([{ start: 1, end: 2, text: 'Salt & pepper a < b' }]);
  });

  it('a blank line inside a cue’s text does not split the cue', () => {
    const written = formatSubtitles([{ start: 1, end: 2, text: 'one\n\n\ntwo' }], 'srt');
    expect(parseSubtitles(written)).toEqual([{ start: 1, end: 2, text: 'one\ntwo' }]);
  });

  it('tells the formats apart by the WebVTT signature', () => {
    expect(detectFormat('WEBVTT\n\n')).toBe('vtt');
    expect(detectFormat('\uFEFFWEBVTT - title\n')).toBe('vtt');
    expect(detectFormat('1\n00:00:01,000 --> 00:00:02,000\nx\n')).toBe('srt');
  });

  it('reads SubRip with Windows line ends and a byte order mark', () => {
    const srt =
      '\uFEFF1\r\n00:00:01,000 --> 00:00:02,500\r\nHi\r\nthere\r\n\r\n2\r\n00:00:03,000 --> 00:00:04,000\r\nBye\r\n';
    expect(parseSubtitles(srt)).toEqual([
      { start: 1, end: 2.5, text: 'Hi\nthere' },
      { start: 3, end: 4, text: 'Bye' },
    ]);
  });

  it('refuses a broken file with the line of the problem', () => {
    const badTime = '1\n00:00:01,000 --> 00:00:02,000\nfine\n\n2\n00:00:05,000 --> 00:00:04,000\nbackwards\n';
    expect(() => parseSubtitles(badTime)).toThrow(
      new SubtitleFileError('End timestamp is not greater than start timestamp', 6),
    );
    expect(() => parseSubtitles(badTime)).toThrow(
      'line 6: End timestamp is not greater than start timestamp',
    );
    const badArrow = 'WEBVTT\n\n00:01.000 -> 00:02.000\nx\n';
    expect(() => parseSubtitles(badArrow)).toThrow(
      /^line 4: Cue identifier needs to be followed by timestamp/,
    );
    expect(() => parseSubtitles('not captions at all', 'vtt')).toThrow(/^line 1: No valid signature/);
    expect(() => parseSubtitles('')).toThrow('the file holds no captions (read as SubRip)');
  });
});

describe('videoCaptions', () => {
  it('puts each scene’s subtitles on the video clock, cut at the scene end, with speakers', () => {
    const project = normalizeProject({
      layout: 'landscape',
      clips: [
        {
          duration: 2,
          speech: {
            type: 'default',
            text: 'One two',
            duration: 2.5,
            subtitles: [
              { text: 'One', start: 0.2, end: 1 },
              { text: 'two', start: 1.5, end: 2.5 },
              { text: 'late', start: 2.2, end: 2.4 },
            ],
          },
        },
        {
          duration: 4,
          speech: {
            type: 'conversation',
            roles: [{ name: 'Ann' }, {}],
            contents: [
              {
                text: 'Hi',
                _roleIndex: 0,
                delay: 0,
                duration: 1,
                subtitles: [{ text: 'Hi', start: 0, end: 0.8 }],
              },
              {
                text: 'Yo',
                _roleIndex: 1,
                delay: 0,
                duration: 1,
                subtitles: [{ text: 'Yo', start: 0, end: 0.5 }],
              },
            ],
          },
        },
      ],
    });
    const [first, second] = project.clips;
    expect(first?.duration).toBe(2);
    const roleTwo = second?.speech.roles[1]?.property.voice?.name ?? 'Speaker 2';
    const secondStart = 2 + 0 + 1 + 0.5 + (second!.speech.contents[1]!.delay ?? 0);
    const got = videoCaptions(project);
    expect(got.slice(0, 3)).toEqual([
      { start: 0.2, end: 1, text: 'One' },
      { start: 1.5, end: 2, text: 'two' },
      { start: 2, end: 2.8, text: 'Hi', speaker: 'Ann' },
    ]);
    expect(got[3]?.speaker).toBe(roleTwo);
    expect(got[3]?.start).toBeGreaterThanOrEqual(secondStart);
    expect(got).toHaveLength(4);
  });
});

describe('captions for an uploaded voice', () => {
  const uploaded = () =>
    normalizeProject({
      layout: 'landscape',
      clips: [
        {
          speech: {
            type: 'upload',
            subtitles: [{ text: 'old generated', start: 0, end: 1 }],
            uploadVoice: { name: 'take.mp3', key: 'k1', staticUrl: '', duration: 6 },
          },
        },
      ],
    });

  it('a caption file captions the uploaded audio, undoably replaced or removed', () => {
    const project = uploaded();
    const clipId = project.clips[0]!.id;
    const entries = uploadCaptionEntries(
      parseSubtitles('1\n00:00:00,500 --> 00:00:02,000\nFirst\n\n2\n00:00:02,250 --> 00:00:05,999\nSecond\n'),
      6,
    );
    const captioned = withUploadCaptions(project, clipId, entries);
    expect(sceneSubtitles(captioned.clips[0]!.speech)).toEqual([
      { text: 'First', start: 0.5, end: 2 },
      { text: 'Second', start: 2.25, end: 5.999 },
    ]);
    expect(project.clips[0]!.speech.uploadVoice.subtitles).toBeUndefined();
    const removed = withUploadCaptions(captioned, clipId, undefined);
    expect(removed.clips[0]!.speech.uploadVoice).toEqual(project.clips[0]!.speech.uploadVoice);
  });

  it('a file that starts after the audio ends is refused naming the cue', () => {
    const cues = parseSubtitles(
      'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nok\n\n00:00:07.500 --> 00:00:08.000\nlate\n',
    );
    expect(() => uploadCaptionEntries(cues, 6)).toThrow(
      'cue 2 starts at 00:00:07.500, after the end of the voice (6 s)',
    );
  });

  it('loading keeps good imported captions and repairs bad ones, naming them', () => {
    const { project, repairs } = loadProjectWithReport({
      layout: 'landscape',
      clips: [
        {
          speech: {
            type: 'upload',
            uploadVoice: {
              name: 'a.mp3',
              key: 'k',
              staticUrl: '',
              duration: 3,
              subtitles: [
                { text: 'fine', start: 0, end: 1 },
                'junk',
                { text: 'backwards', start: 2, end: 1 },
              ],
            },
          },
        },
      ],
    });
    expect(project.clips[0]!.speech.uploadVoice.subtitles).toEqual([
      { text: 'fine', start: 0, end: 1 },
      { text: 'backwards', start: 2, end: 2 },
    ]);
    expect(repairs.join('\n')).toContain('uploadVoice.subtitles[1]');
  });
});
