/**
 * One role of a conversation: its voice, speed, pitch and volume, the avatar it is linked to, and its
 * removal (refused while a line still speaks as it).
 */
import { useId } from 'react';
import type { ApiVoice } from '../../../shared/api/voices.ts';
import type { Layer } from '../../../shared/model/layer.ts';
import type { ConversationRole } from '../../../shared/model/speech.ts';
import { useT } from '../../i18n/use-t.ts';
import { Select } from '../common/controls/Select.tsx';
import { linkAvatar, patchRole, removeRole } from './conversation-model.ts';
import { speechVoiceOf } from './speech-model.ts';
import type { ConversationEdits } from './use-conversation.ts';
import { VoiceControls } from './VoiceControls.tsx';

export function ConversationRoleRow(props: {
  sceneIndex: number;
  index: number;
  role: ConversationRole;
  /** Whether a line speaks as this role. */
  speaks: boolean;
  voices: readonly ApiVoice[];
  avatars: readonly Layer[];
  edits: ConversationEdits;
}) {
  const t = useT('speech');
  const { sceneIndex, index, edits } = props;
  const n = index + 1;
  return (
    <li className="cw-role">
      <strong>{t('role', { n })}</strong>
      <RoleVoiceSelect index={index} role={props.role} voices={props.voices} edits={edits} />
      <VoiceControls
        value={props.role}
        onChange={(field, value) =>
          edits.applySpeech(t(field), (s) => patchRole(s, index, { [field]: value }), `role${index}:${field}`)
        }
      />
      <RoleAvatarSelect sceneIndex={sceneIndex} index={index} avatars={props.avatars} edits={edits} />
      <button
        type="button"
        disabled={props.speaks}
        onClick={() => edits.applyProject(t('removeRole', { n }), (p) => removeRole(p, sceneIndex, index))}
      >
        {t('removeRole', { n })}
      </button>
    </li>
  );
}

function RoleVoiceSelect(props: {
  index: number;
  role: ConversationRole;
  voices: readonly ApiVoice[];
  edits: ConversationEdits;
}) {
  const t = useT('speech');
  const id = useId();
  const { index, voices } = props;
  return (
    <label>
      <span id={id}>{t('voice')}</span>
      <Select
        labelledBy={id}
        value={props.role.property.voice === null ? '' : String(props.role.property.voice.id)}
        options={[
          { value: '', label: t('noVoice'), disabled: true },
          ...voices.map((voice) => ({
            value: String(voice.id),
            label: `${voice.name} · ${voice.lan} · ${voice.gender === 1 ? t('male') : t('female')}`,
          })),
        ]}
        onChange={(value) => {
          const voice = voices.find((v) => String(v.id) === value);
          if (voice === undefined) return;
          props.edits.applySpeech(t('voice'), (s) =>
            patchRole(s, index, { property: speechVoiceOf(voice), gender: voice.gender }),
          );
        }}
      />
    </label>
  );
}

/** The avatar the role is linked to; choosing another first unlinks the current one. */
function RoleAvatarSelect(props: {
  sceneIndex: number;
  index: number;
  avatars: readonly Layer[];
  edits: ConversationEdits;
}) {
  const t = useT('speech');
  const id = useId();
  const { sceneIndex, index, avatars } = props;
  const linked = avatars.find(
    (layer) => layer.property.type === 'Avatar' && layer.property._roleIndex === index,
  );
  return (
    <label>
      <span id={id}>{t('avatar')}</span>
      <Select
        labelledBy={id}
        value={linked?.id ?? ''}
        options={[
          { value: '', label: t('noAvatar') },
          ...avatars.map((layer) => ({
            value: layer.id,
            label: layer.property.type === 'Avatar' ? layer.property._avatarInfo.name || layer.id : layer.id,
          })),
        ]}
        onChange={(value) =>
          props.edits.applyProject(t('avatar'), (project) => {
            let next = project;
            if (linked !== undefined) next = linkAvatar(next, sceneIndex, linked.id, undefined);
            return value === '' ? next : linkAvatar(next, sceneIndex, value, index);
          })
        }
      />
    </label>
  );
}
