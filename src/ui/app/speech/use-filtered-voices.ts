/**
 * The voice picker's list: the loaded voices narrowed by the chosen filter, and the languages to filter by
 * (those of the stock voices; cloned voices are left out of the picker).
 */
import { useMemo, useState } from 'react';
import { filterVoices, voiceLanguages, type VoiceFilter } from '../../voices/filter.ts';
import type { VoiceListState } from './voice-source.ts';

export function useFilteredVoices(state: VoiceListState) {
  const [filter, setFilter] = useState<VoiceFilter>({ cloned: false });
  const all = useMemo(() => (state.kind === 'ready' ? state.voices : []), [state]);
  const languages = useMemo(() => voiceLanguages(all.filter((v) => v.voiceType !== 'clone')), [all]);
  const shown = useMemo(() => filterVoices(all, filter), [all, filter]);
  return { filter, setFilter, languages, shown };
}
