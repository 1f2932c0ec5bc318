/** The voice picker's filters: language, gender and price; the empty choice of each filters nothing. */
import { MALE, FEMALE, type Gender } from '../../../shared/voices/gender.ts';
import { useT } from '../../i18n/use-t.ts';
import type { VoiceFilter } from '../../voices/filter.ts';

export function VoiceFilters(props: {
  filter: VoiceFilter;
  languages: readonly string[];
  onChange(filter: VoiceFilter): void;
}) {
  const t = useT('speech');
  const { filter, onChange } = props;
  return (
    <div className="cw-voice-filters">
      <label>
        {t('language')}
        <select
          value={filter.language ?? ''}
          onChange={(e) =>
            onChange({ ...filter, language: e.target.value === '' ? undefined : e.target.value })
          }
        >
          <option value="">{t('anyLanguage')}</option>
          {props.languages.map((lan) => (
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
            onChange({
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
            onChange({
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
  );
}
