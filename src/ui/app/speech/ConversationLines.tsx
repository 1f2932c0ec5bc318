/** The conversation's lines, one row each, and the button that adds one (spoken by the last line's role). */
import type { Speech } from '../../../shared/model/speech.ts';
import type { MediaAccess } from '../../api/media-access.ts';
import { useT } from '../../i18n/use-t.ts';
import { addItem } from './conversation-model.ts';
import { ConversationItemRow } from './ConversationItemRow.tsx';
import type { ConversationEdits } from './use-conversation.ts';

export function ConversationLines(props: {
  /** The panel's id, which the lines' field ids start with. */
  id: string;
  sceneId: string;
  speech: Speech;
  media: MediaAccess | undefined;
  applySpeech: ConversationEdits['applySpeech'];
}) {
  const t = useT('speech');
  const { speech, applySpeech } = props;
  return (
    <fieldset>
      <legend>{t('lines')}</legend>
      <ol className="cw-lines">
        {speech.contents.map((item, index) => (
          <ConversationItemRow
            key={index}
            id={`${props.id}-l${index}`}
            audioId={`line:${props.sceneId}:${index}`}
            index={index}
            item={item}
            roles={speech.roles}
            last={index === speech.contents.length - 1}
            media={props.media}
            applySpeech={applySpeech}
          />
        ))}
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
  );
}
