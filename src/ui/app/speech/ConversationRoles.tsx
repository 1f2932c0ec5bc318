/** The conversation's roles, one row each, and the button that adds one. */
import type { ApiVoice } from '../../../shared/api/voices.ts';
import type { Layer } from '../../../shared/model/layer.ts';
import type { Speech } from '../../../shared/model/speech.ts';
import { useT } from '../../i18n/use-t.ts';
import { addRole } from './conversation-model.ts';
import { ConversationRoleRow } from './ConversationRoleRow.tsx';
import { emptyVoice } from './speech-model.ts';
import type { ConversationEdits } from './use-conversation.ts';

export function ConversationRoles(props: {
  sceneIndex: number;
  speech: Speech;
  voices: readonly ApiVoice[];
  avatars: readonly Layer[];
  edits: ConversationEdits;
}) {
  const t = useT('speech');
  const { speech, edits } = props;
  return (
    <fieldset>
      <legend>{t('roles')}</legend>
      <ol className="cw-roles">
        {speech.roles.map((role, index) => (
          <ConversationRoleRow
            key={index}
            sceneIndex={props.sceneIndex}
            index={index}
            role={role}
            speaks={speech.contents.some((item) => item._roleIndex === index)}
            voices={props.voices}
            avatars={props.avatars}
            edits={edits}
          />
        ))}
      </ol>
      <button
        type="button"
        onClick={() => edits.applySpeech(t('addRole'), (s) => addRole(s, emptyVoice(false, 2)))}
      >
        {t('addRole')}
      </button>
    </fieldset>
  );
}
