import { describe, expect, it } from 'vitest';
import {
  isMale,
  normalizeGender,
  normalizeProject,
  replaceVoices,
  voiceLanguage,
  type Voice,
} from '../../../src/shared/index.ts';

const voice = (
  id: number,
  gender: number,
  lan: string,
  country: string,
  free: number,
  voiceType?: string,
): Voice => ({
  id,
  name: `v${id}`,
  gender,
  lan,
  country_name: country,
  is_free: free,
  app_json: { text: 'Hello' },
  tts_config: { words_per_minute: 150 + id },
  ...(voiceType ? { voiceType } : {}),
});

const VOICES = [
  voice(750, 1, 'en', 'United States', 1),
  voice(751, 2, 'en', 'United States', 1),
  voice(10, 1, 'fr', 'France', 0),
  voice(11, 1, 'fr', 'France', 1),
  voice(12, 2, 'fr', 'France', 1),
];
const options = { voices: VOICES, defaultVoiceIds: { male: 750, female: 751 } };

function projectWith(property: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  return normalizeProject({
    clips: [
      {
        speech: {
          type: 'default',
          text: 'hi',
          property,
          resourceInfo: { key: 'k', url: 'u', staticUrl: 's' },
          subtitles: [{ text: 'hi', start: 0, end: 1 }],
          ...extra,
        },
      },
    ],
  });
}

describe('voice gender', () => {
  it.each([
    [1, 1],
    ['1', 1],
    [2, 2],
    [0, 2],
    [7, 2],
    [undefined, 2],
  ])('%j → %i', (input, expected) => {
    expect(normalizeGender(input)).toBe(expected);
  });
  it('isMale', () => {
    expect(isMale(1)).toBe(true);
    expect(isMale(0)).toBe(false);
  });
});

describe('language codes', () => {
  it.each([
    ['jp', 'ja'],
    ['kr', 'ko'],
    ['se', 'sv'],
    ['tw', 'zh-TW'],
    ['fr', 'fr'],
    ['EN', 'en'],
  ])('%s → %s', (site, code) => expect(voiceLanguage(site)).toBe(code));
});

describe('replaceVoices', () => {
  it('keeps a voice that is still offered', () => {
    const project = projectWith({ voice: { id: 12, name: 'v12' }, gender: 2 });
    const result = replaceVoices(project, options);
    expect(result.replacements).toEqual([]);
    expect(result.project).toBe(project);
  });
  it('a voice no longer offered → a free voice of the same gender and country, losing audio and subtitles', () => {
    const project = projectWith({ voice: { id: 99, name: 'gone', country_name: 'France' }, gender: 1 });
    const { project: next, replacements } = replaceVoices(project, options);
    const speech = next.clips[0]!.speech;
    expect(speech.property.voice).toMatchObject({ id: 11 });
    expect(speech.property.tts_config.words_per_minute).toBe(161);
    expect(speech.resourceInfo).toBeUndefined();
    expect(speech.subtitles).toBeUndefined();
    expect(replacements).toEqual([
      { path: '$.clips[0].speech.property', from: '99', to: '11', reason: 'voice no longer offered' },
    ]);
  });
  it('… else the default voice of that gender', () => {
    const project = projectWith({ voice: { id: 99, name: 'gone', country_name: 'Peru' }, gender: 2 });
    expect(replaceVoices(project, options).project.clips[0]!.speech.property.voice).toMatchObject({
      id: 751,
    });
  });
  it('a cloned voice with status 2 → the default free voice', () => {
    const project = projectWith({
      voice: { id: 'c1', name: 'mine' },
      voiceType: 'clone',
      gender: 1,
      model: 'm',
      ref: 'r',
    });
    const info = new Map([['c1', { status: 2, voice_name: 'mine' }]]);
    const { project: next, replacements } = replaceVoices(project, { ...options, clonedVoiceInfo: info });
    expect(next.clips[0]!.speech.property.voice).toMatchObject({ id: 750 });
    expect(next.clips[0]!.speech.property.voiceType).toBeUndefined();
    expect(next.clips[0]!.speech.property.model).toBeUndefined();
    expect(replacements[0]!.reason).toBe('cloned voice unusable');
  });
  it('a cloned voice whose info call failed → the default free voice', () => {
    const project = projectWith({ voice: { id: 'c1', name: 'mine' }, voiceType: 'clone', gender: 2 });
    const { replacements } = replaceVoices(project, { ...options, clonedVoiceInfo: new Map([['c1', null]]) });
    expect(replacements[0]).toMatchObject({ to: '751', reason: 'cloned voice info failed' });
  });
  it('a usable cloned voice stays', () => {
    const project = projectWith({ voice: { id: 'c1', name: 'mine' }, voiceType: 'clone', gender: 2 });
    const info = new Map([['c1', { status: 0, voice_name: 'mine' }]]);
    expect(replaceVoices(project, { ...options, clonedVoiceInfo: info }).replacements).toEqual([]);
  });
  it('conversation roles are replaced too; their items lose audio', () => {
    const project = normalizeProject({
      clips: [
        {
          speech: {
            type: 'conversation',
            roles: [
              { property: { voice: { id: 404, name: 'x' }, gender: 1 } },
              { property: { voice: { id: 12, name: 'v12' }, gender: 2 } },
            ],
            contents: [
              { text: 'a', _roleIndex: 0, resourceInfo: { key: 'k', url: 'u', staticUrl: 's' } },
              { text: 'b', _roleIndex: 1, resourceInfo: { key: 'k2', url: 'u2', staticUrl: 's2' } },
            ],
          },
        },
      ],
    });
    const speech = replaceVoices(project, options).project.clips[0]!.speech;
    expect(speech.roles[0]!.property.voice).toMatchObject({ id: 750 });
    expect(speech.contents[0]!.resourceInfo).toBeUndefined();
    expect(speech.contents[1]!.resourceInfo).toEqual({ key: 'k2', url: 'u2', staticUrl: 's2' });
  });
});
