/**
 * What the conversation panel works from: the scene's speech edits, the voice list, the generation of the
 * lines' audio, the scene's avatars (which roles link to), and why Generate cannot run yet.
 */
import { useId } from 'react';
import type { Scene } from '../../../shared/model/scene.ts';
import type { Speech } from '../../../shared/model/speech.ts';
import type { Api } from '../../api/calls.ts';
import { useT, type Translate } from '../../i18n/use-t.ts';
import { useServices } from '../services.ts';
import { useGenerate } from './use-generate.ts';
import { useSceneSpeech } from './use-scene-speech.ts';
import { useVoiceList } from './use-voices.ts';

/** The two kinds of undo step the conversation's rows make: on the speech, or on the whole project. */
export type ConversationEdits = Pick<ReturnType<typeof useSceneSpeech>, 'applySpeech' | 'applyProject'>;

/** Why the lines cannot be generated (the first missing piece, in words), or undefined when they can. */
function blockedReason(api: Api | undefined, speech: Speech, t: Translate<'speech'>): string | undefined {
  if (api === undefined) return t('noApi');
  if (speech.roles.length === 0) return t('needRole');
  if (speech.roles.some((role) => role.property.voice === null)) return t('noVoice');
  if (speech.contents.length === 0 || speech.contents.some((item) => item.text.trim() === ''))
    return t('noScript');
  return undefined;
}

export function useConversation(sceneIndex: number, scene: Scene) {
  const t = useT('speech');
  const id = useId();
  const { api, media } = useServices();
  const { store, applySpeech, applyProject } = useSceneSpeech(sceneIndex);
  const { state } = useVoiceList(api);
  const voices = state.kind === 'ready' ? state.voices : [];
  const generation = useGenerate(api, store, sceneIndex, t('generate'));
  const avatars = scene.layers.filter((layer) => layer.property.type === 'Avatar');
  const edits: ConversationEdits = { applySpeech, applyProject };
  return { id, media, voices, generation, avatars, edits, blocked: blockedReason(api, scene.speech, t) };
}
