/**
 * One voice of the picker: a radio button with the voice's language, country, gender and price, and a
 * button that plays or stops its sample sentence (an error in making the sample shows under it).
 */
import type { ApiVoice } from '../../../shared/api/voices.ts';
import { MALE } from '../../../shared/voices/gender.ts';
import { useT } from '../../i18n/use-t.ts';
import type { useVoiceSample } from './use-voices.ts';

export function VoiceRow(props: {
  voice: ApiVoice;
  /** The radio group's name. */
  name: string;
  checked: boolean;
  sample: ReturnType<typeof useVoiceSample>;
  onChoose(voice: ApiVoice): void;
}) {
  const t = useT('speech');
  const { voice, sample } = props;
  const playing = sample.playing === `sample:${voice.id}`;
  return (
    <li className="cw-voice-row" data-voice-id={voice.id}>
      <label className="cw-voice-choice">
        <input
          type="radio"
          name={props.name}
          checked={props.checked}
          onChange={() => props.onChoose(voice)}
        />
        <span className="cw-voice-name">{voice.name}</span>{' '}
        <span className="cw-voice-meta">
          {voice.lan} · {voice.country_name} · {voice.gender === MALE ? t('male') : t('female')} ·{' '}
          {voice.is_free === 1 ? t('free') : t('paid')}
        </span>
      </label>
      <button
        type="button"
        className="cw-icon-button"
        aria-label={t(playing ? 'stopSample' : 'playSample', { name: voice.name })}
        aria-pressed={playing}
        aria-busy={sample.busy === voice.id}
        onClick={() => void sample.toggle(voice)}
      >
        {sample.busy === voice.id ? '…' : playing ? '■' : '▶'}
      </button>
      {sample.error?.id === voice.id && (
        <p role="alert" className="cw-speech-error">
          {sample.error.message}
        </p>
      )}
    </li>
  );
}
