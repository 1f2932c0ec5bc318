/** The voice picker's filters: language, gender and price; the empty choice of each filters nothing. */
import { useId } from 'react';
import { MALE, FEMALE, type Gender } from '../../../shared/voices/gender.ts';
import { useT } from '../../i18n/use-t.ts';
import type { VoiceFilter } from '../../voices/filter.ts';
import { Select } from '../common/controls/Select.tsx';

export function VoiceFilters(props: {
  filter: VoiceFilter;
  languages: readonly string[];
  onChange(filter: VoiceFilter): void;
}) {
  const t = useT('speech');
  const id = useId();
  const { filter, onChange } = props;
  return (
    <div className="cw-voice-filters">
      <label>
        <span id={`${id}-language`}>{t('language')}</span>
        <Select
          labelledBy={`${id}-language`}
          value={filter.language ?? ''}
          options={[
            { value: '', label: t('anyLanguage') },
            ...props.languages.map((lan) => ({ value: lan, label: lan })),
          ]}
          onChange={(value) => onChange({ ...filter, language: value === '' ? undefined : value })}
        />
      </label>
      <label>
        <span id={`${id}-gender`}>{t('gender')}</span>
        <Select
          labelledBy={`${id}-gender`}
          value={filter.gender === undefined ? '' : String(filter.gender)}
          options={[
            { value: '', label: t('anyGender') },
            { value: String(MALE), label: t('male') },
            { value: String(FEMALE), label: t('female') },
          ]}
          onChange={(value) =>
            onChange({ ...filter, gender: value === '' ? undefined : (Number(value) as Gender) })
          }
        />
      </label>
      <label>
        <span id={`${id}-price`}>{t('price')}</span>
        <Select
          labelledBy={`${id}-price`}
          value={filter.price ?? ''}
          options={[
            { value: '', label: t('anyPrice') },
            { value: 'free', label: t('free') },
            { value: 'paid', label: t('paid') },
          ]}
          onChange={(value) =>
            onChange({ ...filter, price: value === '' ? undefined : (value as 'free' | 'paid') })
          }
        />
      </label>
    </div>
  );
}
