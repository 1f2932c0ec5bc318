/**
 * The voice picker: the cached voice list filtered by language, gender and free/paid; each voice a
 * radio button with its sample sentence playable beside it (one sound at a time).
 */
import { useId } from 'react';
import type { ApiVoice } from '../../../shared/api/voices.ts';
import type { SpeechVoice } from '../../../shared/model/voice.ts';
import type { Api } from '../../api/calls.ts';
import { useT } from '../../i18n/use-t.ts';
import { useFilteredVoices } from './use-filtered-voices.ts';
import { useVoiceList, useVoiceSample } from './use-voices.ts';
import { VoiceFilters } from './VoiceFilters.tsx';
import { VoiceRow } from './VoiceRow.tsx';

export function VoicePicker(props: {
  api: Api | undefined;
  value: SpeechVoice;
  onChange(voice: ApiVoice): void;
}) {
  const t = useT('speech');
  const id = useId();
  const { state, reload } = useVoiceList(props.api);
  const sample = useVoiceSample(props.api);
  const { filter, setFilter, languages, shown } = useFilteredVoices(state);
  const chosen = props.value.voice?.id;

  if (state.kind === 'loading') return <p role="status">{t('voicesLoading')}</p>;
  if (state.kind === 'failed')
    return (
      <p role="alert" className="cw-speech-error">
        {t('voicesFailed', { error: state.error })}{' '}
        <button type="button" onClick={() => reload(true)}>
          {t('retry')}
        </button>
      </p>
    );
  return (
    <fieldset className="cw-voice-picker">
      <legend>{t('voice')}</legend>
      <VoiceFilters filter={filter} languages={languages} onChange={setFilter} />
      {shown.length === 0 ? (
        <p role="status">{t('noVoices')}</p>
      ) : (
        <ul className="cw-voice-list" aria-label={t('voice')}>
          {shown.map((voice) => (
            <VoiceRow
              key={voice.id}
              voice={voice}
              name={`${id}-voice`}
              checked={String(chosen) === String(voice.id)}
              sample={sample}
              onChoose={props.onChange}
            />
          ))}
        </ul>
      )}
    </fieldset>
  );
}
