/**
 * Cloning a voice sample (`/ai/clone-voice/create`, which takes WAV: the sample is decoded and re-encoded
 * here): the name it gets, the job's progress, and the clones the service made but found unusable (kept
 * for this panel's life so their reason stays readable).
 */
import { useState } from 'react';
import type { ApiVoice } from '../../../shared/api/voices.ts';
import { CLONED_VOICE_UNUSABLE } from '../../../shared/model/voice.ts';
import { voiceLanguage } from '../../../shared/voices/language.ts';
import type { Api } from '../../api/calls.ts';
import { useLanguage, useT } from '../../i18n/use-t.ts';
import { toWav } from './audio-decode.ts';
import { describeError } from './describe-error.ts';

export interface UnusableClone {
  id: number;
  name: string;
  reason: string;
}

export type CloneJob =
  { kind: 'idle' } | { kind: 'busy' } | { kind: 'ready'; name: string } | { kind: 'failed'; error: string };

export function useCloneJob(options: {
  api: Api | undefined;
  sample: Blob | undefined;
  /** The sample's file name, when it is a chosen file. */
  fileName: string | undefined;
  onCloned(voice: ApiVoice): void;
}) {
  const t = useT('speech');
  const { lang } = useLanguage();
  const [name, setName] = useState('');
  const [job, setJob] = useState<CloneJob>({ kind: 'idle' });
  const [unusable, setUnusable] = useState<UnusableClone[]>([]);

  const clone = async () => {
    const { api, sample } = options;
    if (api === undefined || sample === undefined) return;
    const voiceName = name.trim();
    if (voiceName === '')
      return setJob({ kind: 'failed', error: t('invalid', { field: t('cloneName'), value: "''" }) });
    setJob({ kind: 'busy' });
    try {
      const wav = await toWav(sample, options.fileName ?? 'recording');
      const stored = await api.upload(wav, `${voiceName}.wav`, 'audio');
      const made = await api.cloneVoiceCreate({ key: stored.key, name: voiceName, lan: voiceLanguage(lang) });
      if (made.status === CLONED_VOICE_UNUSABLE || made.voice === undefined) {
        const reason = made.reason ?? t('unusableUnknown');
        setUnusable((list) => [...list, { id: made.id, name: made.voice_name, reason }]);
        setJob({ kind: 'failed', error: t('unusable', { name: made.voice_name, reason }) });
        return;
      }
      setJob({ kind: 'ready', name: made.voice_name });
      options.onCloned(made.voice);
    } catch (error) {
      setJob({ kind: 'failed', error: describeError(error) });
    }
  };
  return { name, setName, job, unusable, clone };
}
