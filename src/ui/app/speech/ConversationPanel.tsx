/**
 * A conversation: roles with voice, speed, pitch and volume, each linked to an
 * avatar of the scene by role index; lines (text, speaker, delay) added, removed and reordered with buttons;
 * Generate makes every line whose audio is missing or stale. Conversation avatars show in the preview only
 * while the speech is a conversation (the worker's layerShown).
 */
import { useId } from 'react';
import type { Scene } from '../../../shared/model/scene.ts';
import { hasAudio } from '../../../shared/speech/cached-audio.ts';
import { useT } from '../../i18n/use-t.ts';
import { useServices } from '../services.ts';
import {
  addItem,
  addRole,
  linkAvatar,
  moveItem,
  patchItem,
  patchRole,
  removeItem,
  removeRole,
} from './conversation-model.ts';
import { GeneratePanel } from './GeneratePanel.tsx';
import { PlayAudioButton, resourceSource } from './PlayAudioButton.tsx';
import { emptyVoice, speechVoiceOf } from './speech-model.ts';
import { useGenerate } from './use-generate.ts';
import { useSceneSpeech } from './use-scene-speech.ts';
import { useVoiceList } from './use-voices.ts';
import { VoiceControls } from './VoiceControls.tsx';

export function ConversationPanel(props: { sceneIndex: number; scene: Scene }) {
  const t = useT('speech');
  const id = useId();
  const { api, media } = useServices();
  const { store, applySpeech, applyProject } = useSceneSpeech(props.sceneIndex);
  const { state } = useVoiceList(api);
  const voices = state.kind === 'ready' ? state.voices : [];
  const generation = useGenerate(api, store, props.sceneIndex, t('generate'));
  const { speech } = props.scene;
  const avatars = props.scene.layers.filter((layer) => layer.property.type === 'Avatar');
  const blocked =
    api === undefined
      ? t('noApi')
      : speech.roles.length === 0
        ? t('needRole')
        : speech.roles.some((role) => role.property.voice === null)
          ? t('noVoice')
          : speech.contents.length === 0 || speech.contents.some((item) => item.text.trim() === '')
            ? t('noScript')
            : undefined;

  return (
    <div className="cw-conversation">
      <fieldset>
        <legend>{t('roles')}</legend>
        <ol className="cw-roles">
          {speech.roles.map((role, index) => {
            const n = index + 1;
            const linked = avatars.find(
              (layer) => layer.property.type === 'Avatar' && layer.property._roleIndex === index,
            );
            return (
              <li key={index} className="cw-role">
                <strong>{t('role', { n })}</strong>
                <label>
                  {t('voice')}
                  <select
                    value={role.property.voice === null ? '' : String(role.property.voice.id)}
                    onChange={(e) => {
                      const voice = voices.find((v) => String(v.id) === e.target.value);
                      if (voice === undefined) return;
                      applySpeech(t('voice'), (s) =>
                        patchRole(s, index, { property: speechVoiceOf(voice), gender: voice.gender }),
                      );
                    }}
                  >
                    <option value="" disabled>
                      {t('noVoice')}
                    </option>
                    {voices.map((voice) => (
                      <option key={voice.id} value={String(voice.id)}>
                        {voice.name} · {voice.lan} · {voice.gender === 1 ? t('male') : t('female')}
                      </option>
                    ))}
                  </select>
                </label>
                <VoiceControls
                  value={role}
                  onChange={(field, value) =>
                    applySpeech(
                      t(field),
                      (s) => patchRole(s, index, { [field]: value }),
                      `role${index}:${field}`,
                    )
                  }
                />
                <label>
                  {t('avatar')}
                  <select
                    value={linked?.id ?? ''}
                    onChange={(e) =>
                      applyProject(t('avatar'), (project) => {
                        let next = project;
                        if (linked !== undefined)
                          next = linkAvatar(next, props.sceneIndex, linked.id, undefined);
                        return e.target.value === ''
                          ? next
                          : linkAvatar(next, props.sceneIndex, e.target.value, index);
                      })
                    }
                  >
                    <option value="">{t('noAvatar')}</option>
                    {avatars.map((layer) => (
                      <option key={layer.id} value={layer.id}>
                        {layer.property.type === 'Avatar'
                          ? layer.property._avatarInfo.name || layer.id
                          : layer.id}
                      </option>
                    ))}
                  </select>
                </label>
                <button
                  type="button"
                  disabled={speech.contents.some((item) => item._roleIndex === index)}
                  onClick={() =>
                    applyProject(t('removeRole', { n }), (p) => removeRole(p, props.sceneIndex, index))
                  }
                >
                  {t('removeRole', { n })}
                </button>
              </li>
            );
          })}
        </ol>
        <button
          type="button"
          onClick={() => applySpeech(t('addRole'), (s) => addRole(s, emptyVoice(false, 2)))}
        >
          {t('addRole')}
        </button>
      </fieldset>

      <fieldset>
        <legend>{t('lines')}</legend>
        <ol className="cw-lines">
          {speech.contents.map((item, index) => {
            const n = index + 1;
            return (
              <li key={index} className="cw-line">
                <label htmlFor={`${id}-l${index}`}>{t('line', { n })}</label>
                <textarea
                  id={`${id}-l${index}`}
                  rows={2}
                  value={item.text}
                  onChange={(e) =>
                    applySpeech(
                      t('line', { n }),
                      (s) => patchItem(s, index, { text: e.target.value }),
                      `line${index}`,
                    )
                  }
                />
                <div className="cw-generate-row">
                  <label>
                    {t('speaker')}
                    <select
                      value={item._roleIndex}
                      onChange={(e) =>
                        applySpeech(t('speaker'), (s) =>
                          patchItem(s, index, { _roleIndex: Number(e.target.value) }),
                        )
                      }
                    >
                      {speech.roles.map((_, r) => (
                        <option key={r} value={r}>
                          {t('role', { n: r + 1 })}
                        </option>
                      ))}
                    </select>
                  </label>
                  <label>
                    {t('delay')}
                    <input
                      type="number"
                      min={0}
                      step={0.1}
                      value={item.delay}
                      onChange={(e) => {
                        const delay = Number(e.target.value);
                        if (Number.isFinite(delay) && delay >= 0)
                          applySpeech(t('delay'), (s) => patchItem(s, index, { delay }), `delay${index}`);
                      }}
                    />
                  </label>
                  <button
                    type="button"
                    aria-label={t('moveUp', { n })}
                    disabled={index === 0}
                    onClick={() => applySpeech(t('moveUp', { n }), (s) => moveItem(s, index, index - 1))}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    aria-label={t('moveDown', { n })}
                    disabled={index === speech.contents.length - 1}
                    onClick={() => applySpeech(t('moveDown', { n }), (s) => moveItem(s, index, index + 1))}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    aria-label={t('removeLine', { n })}
                    onClick={() => applySpeech(t('removeLine', { n }), (s) => removeItem(s, index))}
                  >
                    ✕
                  </button>
                  {item.resourceInfo !== undefined && hasAudio(item.resourceInfo) && (
                    <PlayAudioButton
                      id={`line:${props.scene.id}:${index}`}
                      source={resourceSource(item.resourceInfo, media)}
                      label={`${t('playAudio')} (${item.duration.toFixed(1)} s)`}
                    />
                  )}
                </div>
              </li>
            );
          })}
        </ol>
        <button
          type="button"
          disabled={speech.roles.length === 0}
          onClick={() =>
            applySpeech(t('addLine'), (s) =>
              addItem(s, Math.min(s.contents.at(-1)?._roleIndex ?? 0, s.roles.length - 1)),
            )
          }
        >
          {t('addLine')}
        </button>
      </fieldset>

      <GeneratePanel
        state={generation.state}
        onGenerate={() => void generation.generate()}
        onCancel={generation.cancel}
        blocked={blocked}
        upToDate={speech.contents.length > 0 && speech.contents.every((item) => hasAudio(item.resourceInfo))}
      />
    </div>
  );
}
