/**
 * One line of a conversation: its text, speaker and delay, buttons that move it up or down or remove it,
 * and its audio once generated.
 */
import { useId } from 'react';
import type { ConversationItem, ConversationRole } from '../../../shared/model/speech.ts';
import { hasAudio } from '../../../shared/speech/cached-audio.ts';
import type { MediaAccess } from '../../api/media-access.ts';
import { useT } from '../../i18n/use-t.ts';
import { Select } from '../common/controls/Select.tsx';
import { moveItem, patchItem, removeItem } from './conversation-model.ts';
import { PlayAudioButton, resourceSource } from './PlayAudioButton.tsx';
import type { ConversationEdits } from './use-conversation.ts';

type ApplySpeech = ConversationEdits['applySpeech'];

export function ConversationItemRow(props: {
  /** The text field's id. */
  id: string;
  /** The line's sound among the editor's (one plays at a time). */
  audioId: string;
  index: number;
  item: ConversationItem;
  roles: readonly ConversationRole[];
  /** Whether this is the last line (it cannot move down). */
  last: boolean;
  media: MediaAccess | undefined;
  applySpeech: ApplySpeech;
}) {
  const t = useT('speech');
  const { index, item, applySpeech } = props;
  const n = index + 1;
  return (
    <li className="cw-line">
      <label htmlFor={props.id}>{t('line', { n })}</label>
      <textarea
        id={props.id}
        rows={2}
        value={item.text}
        onChange={(e) =>
          applySpeech(t('line', { n }), (s) => patchItem(s, index, { text: e.target.value }), `line${index}`)
        }
      />
      <div className="cw-generate-row">
        <SpeakerSelect index={index} item={item} roles={props.roles} applySpeech={applySpeech} />
        <DelayInput index={index} item={item} applySpeech={applySpeech} />
        <LineButtons index={index} last={props.last} applySpeech={applySpeech} />
        {item.resourceInfo !== undefined && hasAudio(item.resourceInfo) && (
          <PlayAudioButton
            id={props.audioId}
            source={resourceSource(item.resourceInfo, props.media)}
            label={`${t('playAudio')} (${item.duration.toFixed(1)} s)`}
          />
        )}
      </div>
    </li>
  );
}

function SpeakerSelect(props: {
  index: number;
  item: ConversationItem;
  roles: readonly ConversationRole[];
  applySpeech: ApplySpeech;
}) {
  const t = useT('speech');
  const id = useId();
  return (
    <label>
      <span id={id}>{t('speaker')}</span>
      <Select
        labelledBy={id}
        value={String(props.item._roleIndex)}
        options={props.roles.map((_, r) => ({ value: String(r), label: t('role', { n: r + 1 }) }))}
        onChange={(value) =>
          props.applySpeech(t('speaker'), (s) => patchItem(s, props.index, { _roleIndex: Number(value) }))
        }
      />
    </label>
  );
}

/** Seconds of silence before the line; a value that is not a non-negative number is not applied. */
function DelayInput(props: { index: number; item: ConversationItem; applySpeech: ApplySpeech }) {
  const t = useT('speech');
  const { index } = props;
  return (
    <label>
      {t('delay')}
      <input
        type="number"
        min={0}
        step={0.1}
        value={props.item.delay}
        onChange={(e) => {
          const delay = Number(e.target.value);
          if (Number.isFinite(delay) && delay >= 0)
            props.applySpeech(t('delay'), (s) => patchItem(s, index, { delay }), `delay${index}`);
        }}
      />
    </label>
  );
}

function LineButtons(props: { index: number; last: boolean; applySpeech: ApplySpeech }) {
  const t = useT('speech');
  const { index, applySpeech } = props;
  const n = index + 1;
  return (
    <>
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
        disabled={props.last}
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
    </>
  );
}
