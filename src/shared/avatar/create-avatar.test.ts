import { describe, expect, it } from 'vitest';
import { AvatarPropertySchema } from '../model/avatar.ts';
import type { Speech } from '../model/speech.ts';
import { createAvatar, defaultAvatarTemplate, linkConversationRole } from './create-avatar.ts';

const info = {
  id: 42,
  type: 2 as const,
  key: 'av-42',
  name: 'Ada',
  gender: 2,
  static_url: 'https://static/ada.png',
  url: 'https://cdn/ada.png',
};

describe('default avatar template', () => {
  it('is 760×1080 at scale 0.398, initial width 700, halfbody, version 2.0.0', () => {
    const t = defaultAvatarTemplate(info);
    expect(t).toMatchObject({
      width: 760,
      height: 1080,
      scaleX: 0.398,
      scaleY: 0.398,
      initWidth: 700,
      avatarType: 'halfbody',
      version: '2.0.0',
      _avatarInfo: info,
    });
    expect(t.shapes.halfbody).toMatchObject({ scaleX: 0.398, scaleY: 0.398, bgColor: 'rgba(0,0,0,0)' });
    expect(t.shapes.circle.bgColor).toBe('#e6e0ff');
    expect(AvatarPropertySchema.safeParse(t).success).toBe(true);
  });
});

describe('createAvatar', () => {
  const placeholder = { left: 100, top: 200, width: 500, scaleX: 0.6 };

  it('stands at the placeholder, as wide on the canvas as the placeholder', () => {
    const a = createAvatar(info, placeholder);
    const scale = 300 / 760;
    expect(a).toMatchObject({ left: 100, top: 200, scaleX: scale, scaleY: scale, visible: true });
    expect(a.width * a.scaleX).toBeCloseTo(300, 12);
    for (const shape of ['circle', 'square', 'halfbody'] as const) {
      expect(a.shapes[shape].scaleX).toBeCloseTo(scale, 12);
      expect(a.shapes[shape].scaleY).toBeCloseTo(scale, 12);
    }
    expect(a._roleIndex).toBeUndefined();
    expect(AvatarPropertySchema.safeParse(a).success).toBe(true);
  });

  it('is hidden only when the placeholder was explicitly hidden', () => {
    expect(createAvatar(info, { ...placeholder, visible: false }).visible).toBe(false);
    expect(createAvatar(info, { ...placeholder, visible: true }).visible).toBe(true);
  });

  it('keeps the placeholder origin and the role index', () => {
    const a = createAvatar(info, { ...placeholder, originX: 'center', originY: 'center' }, { roleIndex: 1 });
    expect(a).toMatchObject({ originX: 'center', originY: 'center', _roleIndex: 1 });
  });

  it('names a placeholder that cannot place it', () => {
    expect(() => createAvatar(info, { ...placeholder, width: 0 })).toThrow(
      'placeholder.width: 0 cannot place an avatar',
    );
    expect(() => createAvatar(info, { ...placeholder, left: Number.NaN })).toThrow('placeholder.left: NaN');
  });
});

describe('linkConversationRole', () => {
  const role = (name: string) => ({
    property: { voiceType: 'tts' },
    gender: 1,
    pitch: 0,
    speed: 1,
    volume: 1,
    key: `old-${name}`,
    name,
  });
  const speech = { type: 'conversation', roles: [role('A'), role('B')] } as unknown as Speech;

  it('updates the matching role with the avatar key, name, gender and urls', () => {
    const avatar = createAvatar(info, { left: 0, top: 0, width: 760, scaleX: 1 }, { roleIndex: 1 });
    const next = linkConversationRole(speech, avatar);
    expect(next.roles[1]).toEqual({
      ...role('B'),
      key: 'av-42',
      name: 'Ada',
      gender: 2,
      static_url: 'https://static/ada.png',
      url: 'https://cdn/ada.png',
    });
    expect(next.roles[0]).toBe(speech.roles[0]);
    expect(speech.roles[1]).toEqual(role('B'));
  });

  it('keeps the role gender when the avatar has none; no role index changes nothing', () => {
    const { gender: _g, ...noGender } = info;
    const avatar = createAvatar(noGender, { left: 0, top: 0, width: 760, scaleX: 1 }, { roleIndex: 0 });
    expect(linkConversationRole(speech, avatar).roles[0]?.gender).toBe(1);
    const plain = createAvatar(info, { left: 0, top: 0, width: 760, scaleX: 1 });
    expect(linkConversationRole(speech, plain)).toBe(speech);
  });

  it('names a role index with no role', () => {
    const avatar = createAvatar(info, { left: 0, top: 0, width: 760, scaleX: 1 }, { roleIndex: 5 });
    expect(() => linkConversationRole(speech, avatar)).toThrow('_roleIndex: 5 names no role of the 2');
  });
});
