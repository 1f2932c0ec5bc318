import { describe, expect, it } from 'vitest';
import type { Layer } from '../model/layer.ts';
import type { SpeechType } from '../model/speech.ts';
import { SPEECH_TYPES } from '../model/speech.ts';
import { avatar } from '../avatar/test-fixtures.ts';
import { isConversationAvatar, layerShown } from './conversation-avatars.ts';

const layer = (property: Layer['property']) => ({ property });
const scene = (type: SpeechType) => ({ speech: { type } as never });
const rect = { type: 'rect', visible: true } as unknown as Layer['property'];

describe('conversation avatars', () => {
  it('an avatar with a role index is a conversation avatar; others are not', () => {
    expect(isConversationAvatar(layer(avatar({ _roleIndex: 0 })))).toBe(true);
    expect(isConversationAvatar(layer(avatar()))).toBe(false);
    expect(isConversationAvatar(layer(rect))).toBe(false);
  });

  it('shows a conversation avatar only with a conversation speech', () => {
    const roleAvatar = layer(avatar({ _roleIndex: 1 }));
    const shown = SPEECH_TYPES.filter((type) => layerShown(roleAvatar, scene(type)));
    expect(shown).toEqual(['conversation']);
  });

  it('shows other layers with every speech type, and never a hidden layer', () => {
    for (const type of SPEECH_TYPES) {
      expect(layerShown(layer(avatar()), scene(type))).toBe(true);
      expect(layerShown(layer(rect), scene(type))).toBe(true);
      expect(layerShown(layer(avatar({ visible: false })), scene(type))).toBe(false);
      expect(layerShown(layer(avatar({ visible: false, _roleIndex: 0 })), scene(type))).toBe(false);
    }
  });
});
