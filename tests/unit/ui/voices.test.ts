import { describe, expect, it } from 'vitest';
import type { ApiVoice } from '../../../src/shared/api/voices.ts';
import { normalizeProject } from '../../../src/shared/normalize/project.ts';
import { MALE, FEMALE } from '../../../src/shared/voices/gender.ts';
import { MemoryCacheStore } from '../../../src/ui/voices/cache-store.ts';
import { filterVoices, voiceLanguages } from '../../../src/ui/voices/filter.ts';
import { clonedVoiceIds, replaceProjectVoices } from '../../../src/ui/voices/replace-on-load.ts';
import { VoiceList } from '../../../src/ui/voices/voice-list.ts';
import { RequestAbortedError } from '../../../src/ui/api/errors.ts';

const voice = (
  id: number,
  gender: 1 | 2,
  lan: string,
  country: string,
  free: 0 | 1,
  clone = false,
): ApiVoice => ({
  id,
  name: `v${id}`,
  gender,
  lan,
  country_name: country,
  is_free: free,
  app_json: { text: 'Hello' },
  tts_config: { voice_id: id, words_per_minute: 150 + id, engine: 'espeak-ng' },
  voiceType: clone ? 'clone' : 'tts',
});

const VOICES = [
  voice(750, 1, 'en', 'United States', 1),
  voice(751, 2, 'en', 'United States', 1),
  voice(10, 1, 'fr', 'France', 0),
  voice(11, 1, 'fr', 'France', 1),
  voice(12, 2, 'fr', 'France', 1),
  voice(30, 2, 'ja', 'Japan', 0),
  voice(900001, 2, 'en', 'United States', 1, true),
];

describe('voice list cache', () => {
  it('fetches once, keeps the list in memory and in the store until its time-to-live', async () => {
    let calls = 0;
    let now = 1_000;
    const store = new MemoryCacheStore();
    const make = () =>
      new VoiceList({
        fetchList: () => {
          calls++;
          return Promise.resolve({ list: VOICES });
        },
        store,
        userKey: 'u1',
        ttlMs: 500,
        now: () => now,
      });
    const list = make();
    const [a, b] = await Promise.all([list.voices(), list.voices()]);
    expect(a).toBe(b);
    expect(calls).toBe(1);
    await list.voices();
    expect(calls).toBe(1);
    // A new page (empty memory) reads the persistent store.
    const reloaded = make();
    expect((await reloaded.voices()).map((v) => v.id)).toEqual(VOICES.map((v) => v.id));
    expect(calls).toBe(1);
    // After the time-to-live both caches are stale.
    now += 501;
    await reloaded.voices();
    expect(calls).toBe(2);
    await make().voices();
    expect(calls).toBe(2);
    await reloaded.voices({ refresh: true });
    expect(calls).toBe(3);
    await reloaded.invalidate();
    expect(await store.get('voices:list-v3:u1')).toBeUndefined();
  });

  it('a broken store is reported and the list fetched', async () => {
    const errors: unknown[] = [];
    const list = new VoiceList({
      fetchList: () => Promise.resolve({ list: VOICES }),
      store: {
        get: () => Promise.reject(new Error('IndexedDB: quota')),
        put: () => Promise.reject(new Error('IndexedDB: quota')),
        delete: () => Promise.resolve(),
      },
      userKey: 'u2',
      onCacheError: (e) => errors.push(e),
    });
    expect(await list.voices()).toHaveLength(VOICES.length);
    expect(errors.map((e) => (e as Error).message)).toEqual(['IndexedDB: quota', 'IndexedDB: quota']);
  });
});

describe('voice filters', () => {
  it('filters by language (site codes mapped), gender, free or paid', () => {
    const ids = (f: Parameters<typeof filterVoices>[1]) => filterVoices(VOICES, f).map((v) => v.id);
    expect(ids({ language: 'fr' })).toEqual([10, 11, 12]);
    expect(ids({ language: 'jp' })).toEqual([30]);
    expect(ids({ language: 'fr', gender: MALE })).toEqual([10, 11]);
    expect(ids({ language: 'fr', gender: MALE, price: 'free' })).toEqual([11]);
    expect(ids({ price: 'paid' })).toEqual([10, 30]);
    expect(ids({ language: 'en', gender: FEMALE })).toEqual([751, 900001]);
    expect(ids({ language: 'en', gender: FEMALE, cloned: false })).toEqual([751]);
    expect(voiceLanguages(VOICES)).toEqual(['en', 'fr', 'ja']);
  });
});

function projectWith(speeches: Record<string, unknown>[]) {
  return normalizeProject({ clips: speeches.map((speech) => ({ speech })) });
}
const cached = {
  resourceInfo: { key: 'k', url: 'u', staticUrl: 's' },
  subtitles: [{ text: 'hi', start: 0, end: 1 }],
};
const setting = (id: number | string, gender: number, extra: Record<string, unknown> = {}) => ({
  voice: { id, name: `v${id}`, ...extra },
  gender,
  tts_config: { words_per_minute: 150 },
  ...('voiceType' in extra ? { voiceType: extra.voiceType } : {}),
});

describe('voice replacement on load', () => {
  const project = projectWith([
    // 0: a cloned voice whose info call fails
    { type: 'default', text: 'one', property: setting(900002, 1, { voiceType: 'clone' }), ...cached },
    // 1: a cloned voice reporting status 2
    { type: 'default', text: 'two', property: setting(900003, 2, { voiceType: 'clone' }), ...cached },
    // 2: a usable cloned voice: kept with its audio
    { type: 'default', text: 'three', property: setting(900001, 2, { voiceType: 'clone' }), ...cached },
    // 3: a withdrawn French male voice → a free French male voice
    { type: 'default', text: 'four', property: setting(99, 1, { country_name: 'France' }), ...cached },
    // 4: a withdrawn voice of a country with no free voice of that gender → default female
    { type: 'default', text: 'five', property: setting(98, 2, { country_name: 'Japan' }), ...cached },
    // 5: a voice still offered: untouched
    { type: 'default', text: 'six', property: setting(12, 2, { country_name: 'France' }), ...cached },
  ]);

  it('asks the info of each cloned voice and applies the shared rules', async () => {
    expect(clonedVoiceIds(project)).toEqual(['900002', '900003', '900001']);
    const infoErrors: string[] = [];
    const asked: string[] = [];
    const { project: next, replacements } = await replaceProjectVoices(project, {
      voices: VOICES,
      defaultVoiceIds: { male: 750, female: 751 },
      cloneVoiceInfo: (id) => {
        asked.push(id);
        if (id === '900002') return Promise.reject(new Error('/ai/clone-voice/get-info error: 404'));
        return Promise.resolve({ status: id === '900003' ? 2 : 0, voice_name: `clone ${id}` });
      },
      onInfoError: (id) => infoErrors.push(id),
    });
    expect(asked.sort()).toEqual(['900001', '900002', '900003']);
    expect(infoErrors).toEqual(['900002']);
    const ids = next.clips.map((clip) => clip.speech.property.voice?.id);
    expect(ids).toEqual([750, 751, 900001, 11, 751, 12]);
    expect(replacements.map((r) => r.reason)).toEqual([
      'cloned voice info failed',
      'cloned voice unusable',
      'voice no longer offered',
      'voice no longer offered',
    ]);
    // Replaced voices lose their cached audio and subtitles; the others keep theirs.
    const audio = next.clips.map(
      (clip) => clip.speech.resourceInfo !== undefined && clip.speech.subtitles !== undefined,
    );
    expect(audio).toEqual([false, false, true, false, false, true]);
    expect(next.clips[0]!.speech.property.voiceType).toBe('tts');
  });

  it('an aborted info call stops the pass', async () => {
    await expect(
      replaceProjectVoices(project, {
        voices: VOICES,
        defaultVoiceIds: { male: 750, female: 751 },
        cloneVoiceInfo: (id) => Promise.reject(new RequestAbortedError(`/ai/clone-voice/get-info ${id}`)),
      }),
    ).rejects.toMatchObject({ name: 'abort' });
  });
});
