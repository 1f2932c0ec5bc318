import { describe, expect, it } from 'vitest';
import { avatarMouthAt, CLOSED_MOUTH, sceneVisemeTrack } from '../../../src/shared/avatar/mouth-track.ts';
import type { AvatarProperty } from '../../../src/shared/model/avatar.ts';
import type { Scene } from '../../../src/shared/model/scene.ts';
import { normalizeProject } from '../../../src/shared/normalize/project.ts';

const AUDIO = { key: 'k', url: '', staticUrl: '' };

/** One normalised scene of `duration` s with `speech` and an avatar for each entry of `avatars`. */
function sceneOf(
  speech: Record<string, unknown>,
  duration: number,
  avatars: Record<string, unknown>[] = [{}],
) {
  const project = normalizeProject({
    layout: 'landscape',
    clips: [
      {
        duration,
        speech,
        layers: avatars.map((extra, i) => ({
          id: `avatar0${i}`,
          type: 'avatar',
          property: { type: 'Avatar', _avatarInfo: { id: 201, type: 2 }, ...extra },
        })),
      },
    ],
  });
  const scene = project.clips[0] as Scene;
  // normalizeProject sets the scene's duration from its speech; the tests keep the one they name.
  const fixed = { ...scene, duration };
  return { scene: fixed, avatars: fixed.layers.map((l) => l.property as AvatarProperty) };
}

const steady = (viseme: string) => ({ from: viseme, to: viseme, mix: 1 });

const HELLO = [
  { viseme: 'rest', start: 0, end: 0.2 },
  { viseme: 'E', start: 0.2, end: 0.4 },
  { viseme: 'L', start: 0.4, end: 0.5 },
  { viseme: 'O', start: 0.5, end: 0.8 },
  { viseme: 'rest', start: 0.8, end: 1 },
];

describe('the mouth of an avatar at a time of its scene', () => {
  it('a generated speech drives every avatar of the scene from the scene start', () => {
    const { scene, avatars } = sceneOf(
      { type: 'default', text: 'Hello', duration: 1, resourceInfo: AUDIO, visemes: HELLO },
      3,
      [{}, { avatarType: 'circle' }],
    );
    for (const avatar of avatars) {
      expect(avatarMouthAt(avatar, scene, 0.1)).toEqual(steady('rest'));
      expect(avatarMouthAt(avatar, scene, 0.3)).toEqual(steady('E'));
      expect(avatarMouthAt(avatar, scene, 0.6)).toEqual(steady('O'));
      // 10 ms into O, a fifth of the 50 ms cross-fade from L.
      const fading = avatarMouthAt(avatar, scene, 0.51);
      expect(fading.from).toBe('L');
      expect(fading.to).toBe('O');
      expect(fading.mix).toBeCloseTo(0.2, 9);
      // The tail, and after the speech has ended: closed.
      expect(avatarMouthAt(avatar, scene, 0.9)).toEqual(steady('rest'));
      expect(avatarMouthAt(avatar, scene, 2.5)).toEqual(steady('rest'));
    }
  });

  it('cuts the cues where the sound stops: the audio length, then the scene end', () => {
    const long = [{ viseme: 'AI', start: 0, end: 5 }];
    const audio = sceneOf(
      { type: 'default', text: 'Ah', duration: 1.5, resourceInfo: AUDIO, visemes: long },
      4,
    );
    expect(sceneVisemeTrack(audio.scene.speech, 4, undefined)).toEqual([
      { viseme: 'AI', start: 0, end: 1.5 },
    ]);
    expect(avatarMouthAt(audio.avatars[0]!, audio.scene, 1.4)).toEqual(steady('AI'));
    expect(avatarMouthAt(audio.avatars[0]!, audio.scene, 1.6)).toEqual(steady('rest'));
    const short = sceneOf(
      { type: 'default', text: 'Ah', duration: 5, resourceInfo: AUDIO, visemes: long },
      2,
    );
    expect(sceneVisemeTrack(short.scene.speech, 2, undefined)).toEqual([{ viseme: 'AI', start: 0, end: 2 }]);
  });

  it('in a conversation each item moves the mouth of its role, the other role stays shut', () => {
    const item = (role: number, delay: number, visemes: unknown[]) => ({
      text: 'x',
      _roleIndex: role,
      delay,
      duration: 1,
      resourceInfo: AUDIO,
      visemes,
    });
    const { scene, avatars } = sceneOf(
      {
        type: 'conversation',
        roles: [{}, {}],
        contents: [
          item(0, 0.5, [
            { viseme: 'rest', start: 0, end: 0.2 },
            { viseme: 'AI', start: 0.2, end: 0.8 },
            { viseme: 'rest', start: 0.8, end: 1 },
          ]),
          item(1, 0.25, [
            { viseme: 'MBP', start: 0, end: 0.1 },
            { viseme: 'O', start: 0.1, end: 0.9 },
          ]),
        ],
      },
      4,
      [{ _roleIndex: 0 }, { _roleIndex: 1 }, {}],
    );
    const [first, second, plain] = avatars as [AvatarProperty, AvatarProperty, AvatarProperty];
    // Item 0 plays 0.5–1.5 s; item 1 after the 0.5 s pause and its 0.25 s delay: 2.25–3.25 s.
    expect(sceneVisemeTrack(scene.speech, 4, 0)).toEqual([
      { viseme: 'rest', start: 0.5, end: 0.7 },
      { viseme: 'AI', start: 0.7, end: 1.3 },
      { viseme: 'rest', start: 1.3, end: 1.5 },
    ]);
    expect(sceneVisemeTrack(scene.speech, 4, 1)).toEqual([
      { viseme: 'MBP', start: 2.25, end: 2.35 },
      { viseme: 'O', start: 2.35, end: 3.15 },
    ]);
    expect(avatarMouthAt(first, scene, 1)).toEqual(steady('AI'));
    expect(avatarMouthAt(second, scene, 1)).toEqual(steady('rest'));
    expect(avatarMouthAt(first, scene, 2.8)).toEqual(steady('rest'));
    expect(avatarMouthAt(second, scene, 2.8)).toEqual(steady('O'));
    // Between the items, and after the last one: both shut. An avatar of no role stays shut throughout.
    expect(avatarMouthAt(first, scene, 1.9)).toEqual(steady('rest'));
    expect(avatarMouthAt(second, scene, 1.9)).toEqual(steady('rest'));
    expect(avatarMouthAt(second, scene, 3.5)).toEqual(steady('rest'));
    for (const t of [1, 2.8]) expect(avatarMouthAt(plain, scene, t)).toBe(CLOSED_MOUTH);
  });

  it('an uploaded voice drives the avatars with the mouth shapes read from its loudness', () => {
    const { scene, avatars } = sceneOf(
      {
        type: 'upload',
        uploadVoice: {
          name: 'me.wav',
          key: 'k',
          staticUrl: '',
          duration: 1,
          visemes: [
            { viseme: 'rest', start: 0, end: 0.3 },
            { viseme: 'AI', start: 0.3, end: 0.7 },
            { viseme: 'rest', start: 0.7, end: 1 },
          ],
        },
      },
      1,
    );
    expect(avatarMouthAt(avatars[0]!, scene, 0.5)).toEqual(steady('AI'));
    expect(avatarMouthAt(avatars[0]!, scene, 0.9)).toEqual(steady('rest'));
  });

  it('silence: a speech without mouth shapes, a fixed duration, lip sync off and the voice badge stay shut', () => {
    const ah = [{ viseme: 'AI', start: 0, end: 1 }];
    const none = sceneOf({ type: 'default', text: 'Hi', duration: 1, resourceInfo: AUDIO }, 1);
    expect(avatarMouthAt(none.avatars[0]!, none.scene, 0.5)).toBe(CLOSED_MOUTH);
    const fixed = sceneOf({ type: 'duration', duration: 1, visemes: ah }, 1);
    expect(avatarMouthAt(fixed.avatars[0]!, fixed.scene, 0.5)).toBe(CLOSED_MOUTH);
    const { scene, avatars } = sceneOf(
      { type: 'default', text: 'Ah', duration: 1, resourceInfo: AUDIO, visemes: ah },
      1,
      [{}, { lipSync: false }, { avatarType: 'voice' }],
    );
    expect(avatarMouthAt(avatars[0]!, scene, 0.5)).toEqual(steady('AI'));
    expect(avatarMouthAt(avatars[1]!, scene, 0.5)).toBe(CLOSED_MOUTH);
    expect(avatarMouthAt(avatars[2]!, scene, 0.5)).toBe(CLOSED_MOUTH);
  });
});
