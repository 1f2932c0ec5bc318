import { describe, expect, it } from 'vitest';
import type { ApiVoice } from '../../../src/shared/api/voices.ts';
import { defaultAvatarTemplate } from '../../../src/shared/avatar/create-avatar.ts';
import type { Project } from '../../../src/shared/model/project.ts';
import type { Speech } from '../../../src/shared/model/speech.ts';
import { normalizeProject } from '../../../src/shared/normalize/project.ts';
import { speechDuration } from '../../../src/shared/speech/duration.ts';
import { sceneSubtitles } from '../../../src/shared/speech/subtitle-at.ts';
import {
  addItem,
  addRole,
  linkAvatar,
  moveItem,
  patchItem,
  patchRole,
  removeItem,
  removeRole,
} from '../../../src/ui/app/speech/conversation-model.ts';
import { mergeGeneratedSpeech, speechVoiceOf } from '../../../src/ui/app/speech/speech-model.ts';

const voice = (id: number, gender: 1 | 2): ApiVoice => ({
  id,
  name: `V${id}`,
  gender,
  lan: 'en',
  country_name: 'United States',
  is_free: 1,
  app_json: { text: 'Hi.' },
  tts_config: { voice_id: id, words_per_minute: 150, engine: 'espeak-ng' },
  voiceType: 'tts',
});

const audio = (key: string) => ({ key, url: `/u/${key}`, staticUrl: `/s/${key}` });

/** Two roles, three lines with audio (1 s, 2 s, 1.5 s) and subtitles. */
function conversation(): Speech {
  const base = normalizeProject({ layout: 'landscape', clips: [{ id: 'c1', layers: [] }] }).clips[0]!.speech;
  let speech: Speech = { ...base, type: 'conversation' };
  speech = addRole(addRole(speech, speechVoiceOf(voice(750, 1))), speechVoiceOf(voice(751, 2)));
  speech = addItem(addItem(addItem(speech, 0), 1), 0);
  const lengths = [1, 2, 1.5];
  return {
    ...speech,
    contents: speech.contents.map((item, i) => ({
      ...item,
      text: `line ${i}`,
      duration: lengths[i]!,
      resourceInfo: audio(`a${i}`),
      subtitles: [{ text: `line ${i}`, start: 0.1, end: 0.9 }],
      visemes: [{ viseme: 'AI' as const, start: 0.1, end: 0.9 }],
    })),
  };
}

function projectWith(speech: Speech): Project {
  const project = normalizeProject({ layout: 'landscape', clips: [{ id: 'c1', layers: [] }] });
  const info = {
    id: 1,
    type: 1,
    name: 'Ava',
    key: 'ava',
    static_url: '/ava.png',
    url: '/ava.png',
    gender: 2,
  };
  const avatar = (id: string, roleIndex: number) => ({
    id,
    type: 'avatar' as const,
    property: { ...defaultAvatarTemplate(info as never), _roleIndex: roleIndex },
  });
  const layers = [avatar('av0', 0), avatar('av1', 1)] as unknown as Project['clips'][number]['layers'];
  return { ...project, clips: [{ ...project.clips[0]!, speech, layers }] };
}

describe('conversation roles and lines', () => {
  it('new roles take the voice and default tuning; lines take a role', () => {
    const speech = conversation();
    expect(speech.roles[1]).toEqual({
      property: speechVoiceOf(voice(751, 2)),
      gender: 2,
      pitch: 0,
      speed: 1,
      volume: 1,
    });
    expect(speech.contents.map((item) => item._roleIndex)).toEqual([0, 1, 0]);
    expect(() => addItem(speech, 2)).toThrow('roleIndex 2: must be an index from 0 to 1');
  });

  it("a role's voice, speed or pitch makes its lines stale; volume does not", () => {
    const speech = conversation();
    const faster = patchRole(speech, 0, { speed: 1.3 });
    expect(faster.contents.map((item) => item.resourceInfo?.key)).toEqual([undefined, 'a1', undefined]);
    const louder = patchRole(speech, 0, { volume: 0.5 });
    expect(louder.contents.map((item) => item.resourceInfo?.key)).toEqual(['a0', 'a1', 'a2']);
    expect(() => patchRole(speech, 5, { volume: 1 })).toThrow('roleIndex 5: must be an index from 0 to 1');
  });

  it("a line's text or speaker makes it stale; its delay moves the later subtitles", () => {
    const speech = conversation();
    expect(patchItem(speech, 1, { text: 'new' }).contents[1]!.resourceInfo).toBeUndefined();
    expect(patchItem(speech, 1, { text: 'new' }).contents[1]!.visemes).toBeUndefined();
    expect(patchItem(speech, 1, { _roleIndex: 0 }).contents[1]!.resourceInfo).toBeUndefined();
    const delayed = patchItem(speech, 1, { delay: 2 });
    expect(delayed.contents[1]!.resourceInfo).toEqual(audio('a1'));
    // Mouth shapes are on the item's own clock: a delay does not move them.
    expect(delayed.contents[1]!.visemes).toEqual([{ viseme: 'AI', start: 0.1, end: 0.9 }]);
    // Line 2 starts after 1 s + 0.5 s pause + 2 s delay; line 3 after 2 s more and another pause.
    expect(delayed.contents.map((item) => item.subtitles?.[0]?.audio_offset)).toEqual([0, 3.5, 6]);
    expect(sceneSubtitles(delayed)[2]).toMatchObject({ text: 'line 2', start: 6.1, end: 6.9 });
    expect(speechDuration(delayed)).toBe(7.5);
    expect(() => patchItem(speech, 0, { delay: -1 })).toThrow('delay -1: must be a number of seconds ≥ 0');
  });

  it('moves and removes lines, keeping subtitles where the audio plays', () => {
    const speech = conversation();
    const moved = moveItem(speech, 2, 0);
    expect(moved.contents.map((item) => item.text)).toEqual(['line 2', 'line 0', 'line 1']);
    expect(moved.contents.map((item) => item.subtitles?.[0]?.audio_offset)).toEqual([0, 2, 3.5]);
    const removed = removeItem(speech, 0);
    expect(removed.contents.map((item) => item.text)).toEqual(['line 1', 'line 2']);
    expect(removed.contents[1]!.subtitles?.[0]?.audio_offset).toBe(2.5);
    expect(() => moveItem(speech, 0, 3)).toThrow('to 3: must be an index from 0 to 2');
  });
});

describe('roles and avatars', () => {
  it('a role spoken by lines cannot be removed; removing one shifts later roles, lines and avatars', () => {
    const speech = conversation();
    expect(() => removeRole(projectWith(speech), 0, 0)).toThrow(
      'roleIndex 0: 2 item(s) still speak this role',
    );
    const onlyRole1 = { ...speech, contents: speech.contents.filter((item) => item._roleIndex === 1) };
    const next = removeRole(projectWith(onlyRole1), 0, 0);
    const scene = next.clips[0]!;
    expect(scene.speech.roles).toHaveLength(1);
    expect(scene.speech.contents.map((item) => item._roleIndex)).toEqual([0]);
    const roleOf = (id: string) => {
      const p = scene.layers.find((layer) => layer.id === id)!.property;
      return p.type === 'Avatar' ? p._roleIndex : 'not an avatar';
    };
    expect(roleOf('av0')).toBeUndefined();
    expect(roleOf('av1')).toBe(0);
  });

  it('linking an avatar to a role gives the role its name and key; unlinking clears the index', () => {
    const project = projectWith(conversation());
    const linked = linkAvatar(project, 0, 'av0', 1);
    expect(linked.clips[0]!.speech.roles[1]).toMatchObject({ name: 'Ava', key: 'ava', gender: 2 });
    const unlinked = linkAvatar(linked, 0, 'av0', undefined);
    const p = unlinked.clips[0]!.layers[0]!.property;
    expect(p.type === 'Avatar' && p._roleIndex).toBeUndefined();
    expect(() => linkAvatar(project, 0, 'nope', 0)).toThrow("layerId 'nope': no avatar layer in scene 0");
  });

  it('applies generated lines whose inputs did not change meanwhile', () => {
    const before = patchRole(conversation(), 0, { pitch: 5 });
    const generated = {
      ...before,
      contents: before.contents.map((item, i) => ({ ...item, resourceInfo: audio(`g${i}`), duration: 1 })),
    };
    const current = patchItem(before, 2, { text: 'changed while generating' });
    const merged = mergeGeneratedSpeech(current, before, generated)!;
    expect(merged.contents.map((item) => item.resourceInfo?.key)).toEqual(['g0', 'g1', undefined]);
    expect(merged.contents[2]!.text).toBe('changed while generating');
  });
});
