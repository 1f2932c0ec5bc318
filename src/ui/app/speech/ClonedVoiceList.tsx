/**
 * The user's cloned voices as radio buttons, and after them the clones found unusable, listed disabled
 * with the reason. The voice in use is disabled, with an alert, once it is known to be unusable.
 */
import type { ApiVoice } from '../../../shared/api/voices.ts';
import type { SpeechVoice } from '../../../shared/model/voice.ts';
import { useT } from '../../i18n/use-t.ts';
import type { UnusableClone } from './use-clone-job.ts';

export function ClonedVoiceList(props: {
  /** The panel's id, which the radio group's name and the reasons' ids start with. */
  id: string;
  clones: readonly ApiVoice[];
  unusable: readonly UnusableClone[];
  value: SpeechVoice;
  currentUnusable: boolean;
  onChange(voice: ApiVoice): void;
}) {
  const t = useT('speech');
  const { id, currentUnusable } = props;
  const currentId = props.value.voice === null ? undefined : String(props.value.voice.id);
  return (
    <fieldset>
      <legend>{t('clonedVoices')}</legend>
      {props.clones.length === 0 && props.unusable.length === 0 && (
        <p className="cw-speech-note">{t('noClones')}</p>
      )}
      <ul className="cw-voice-list" aria-label={t('clonedVoices')}>
        {props.clones.map((voice) => (
          <li key={voice.id} className="cw-voice-row" data-voice-id={voice.id}>
            <label className="cw-voice-choice">
              <input
                type="radio"
                name={`${id}-clone`}
                checked={currentId === String(voice.id)}
                disabled={currentUnusable && currentId === String(voice.id)}
                onChange={() => props.onChange(voice)}
              />
              <span className="cw-voice-name">{voice.name}</span>
            </label>
          </li>
        ))}
        {props.unusable.map((voice) => (
          <UnusableCloneRow key={voice.id} id={id} voice={voice} />
        ))}
      </ul>
      {currentUnusable && props.value.voice !== null && (
        <p role="alert" className="cw-speech-error">
          {t('unusable', { name: props.value.voice.name, reason: t('unusableUnknown') })}
        </p>
      )}
    </fieldset>
  );
}

function UnusableCloneRow(props: { id: string; voice: UnusableClone }) {
  const t = useT('speech');
  const { id, voice } = props;
  return (
    <li className="cw-voice-row cw-unusable" data-voice-id={voice.id}>
      <label className="cw-voice-choice">
        <input type="radio" name={`${id}-clone`} disabled aria-describedby={`${id}-u${voice.id}`} />
        <span className="cw-voice-name">{voice.name}</span>
      </label>
      <span id={`${id}-u${voice.id}`} className="cw-speech-error">
        {t('unusable', { name: voice.name, reason: voice.reason })}
      </span>
    </li>
  );
}
