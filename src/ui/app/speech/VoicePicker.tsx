/**
 * The voice picker: the cached voice list filtered by language, gender and free/paid; each voice a
 * radio button with its sample sentence playable beside it (one sound at a time).
 */
import { useId, useMemo, useState } from 'react';
import type { ApiVoice } from '../../../shared/api/voices.ts';
import type { SpeechVoice } from '../../../shared/model/voice.ts';
import { MALE, FEMALE, type Gender } from '../../../shared/voices/gender.ts';
import type { Api } from '../../api/calls.ts';
import { useT } from '../../i18n/use-t.ts';
import { filterVoices, voiceLanguages, type VoiceFilter } from '../../voices/filter.ts';
import { useVoiceList, useVoiceSample } from './use-voices.ts';

export function VoicePicker(props: {
  api: Api | undefined;
  value: SpeechVoice;
  onChange(voice: ApiVoice): void;
}) {
  const t = useT('speech');
  const id = useId();
  const { state, reload } = useVoiceList(props.api);
  const sample = useVoiceSample(props.api);
  const [filter, setFilter] = useState<VoiceFilter>({ cloned: false });
  const all = useMemo(() => (state.kind === 'ready' ? state.voices : []), [state]);
  const languages = useMemo(() => voiceLanguages(all.filter((v) => v.voiceType !== 'clone')), [all]);
  const shown = useMemo(() => filterVoices(all, filter), [all, filter]);
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
      <div className="cw-voice-filters">
        <label>
          {t('language')}
          <select
            value={filter.language ?? ''}
            onChange={(e) =>
              setFilter({ ...filter, language: e.target.value === '' ? undefined : e.target.value })
            }
          >
            <option value="">{t('anyLanguage')}</option>
            {languages.map((lan) => (
              <option key={lan} value={lan}>
                {lan}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('gender')}
          <select
            value={filter.gender ?? ''}
            onChange={(e) =>
              setFilter({
                ...filter,
                gender: e.target.value === '' ? undefined : (Number(e.target.value) as Gender),
              })
            }
          >
            <option value="">{t('anyGender')}</option>
            <option value={MALE}>{t('male')}</option>
            <option value={FEMALE}>{t('female')}</option>
          </select>
        </label>
        <label>
          {t('price')}
          <select
            value={filter.price ?? ''}
            onChange={(e) =>
              setFilter({
                ...filter,
                price: e.target.value === '' ? undefined : (e.target.value as 'free' | 'paid'),
              })
            }
          >
            <option value="">{t('anyPrice')}</option>
            <option value="free">{t('free')}</option>
            <option value="paid">{t('paid')}</option>
          </select>
        </label>
      </div>
      {shown.length === 0 ? (
        <p role="status">{t('noVoices')}</p>
      ) : (
        <ul className="cw-voice-list" aria-label={t('voice')}>
          {shown.map((voice) => {
            const sampleId = `sample:${voice.id}`;
            const playing = sample.playing === sampleId;
            return (
              <li key={voice.id} className="cw-voice-row" data-voice-id={voice.id}>
                <label className="cw-voice-choice">
                  <input
                    type="radio"
                    name={`${id}-voice`}
                    checked={String(chosen) === String(voice.id)}
                    onChange={() => props.onChange(voice)}
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
          })}
        </ul>
      )}
    </fieldset>
  );
}
