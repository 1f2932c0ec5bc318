/**
 * Cloned voices: record a sample with the microphone or upload one, clone it
 * (`/ai/clone-voice/create`, which takes WAV: the take is decoded and re-encoded here), and pick among the
 * user's cloned voices. Status 2 voices are listed disabled with the reason; the voice in use is checked
 * with `/ai/clone-voice/get-info`.
 */
import { useIntl } from 'react-intl';
import { useEffect, useId, useMemo, useState, useSyncExternalStore } from 'react';
import type { ApiVoice, CloneVoiceInfoResponse } from '../../../shared/api/voices.ts';
import { CLONED_VOICE_UNUSABLE, type SpeechVoice } from '../../../shared/model/voice.ts';
import { voiceLanguage } from '../../../shared/voices/language.ts';
import type { Api } from '../../api/calls.ts';
import { useLanguage, useT } from '../../i18n/use-t.ts';
import { toWav } from './audio-decode.ts';
import { describeError } from './describe-error.ts';
import { PlayAudioButton } from './PlayAudioButton.tsx';
import { SampleRecorder } from './recorder.ts';
import { useVoiceList } from './use-voices.ts';
import { fractionDigits } from '../../i18n/intl.ts';

interface UnusableClone {
  id: number;
  name: string;
  reason: string;
}

type CloneJob =
  { kind: 'idle' } | { kind: 'busy' } | { kind: 'ready'; name: string } | { kind: 'failed'; error: string };

export function ClonePanel(props: {
  api: Api | undefined;
  value: SpeechVoice;
  onChange(voice: ApiVoice): void;
}) {
  const t = useT('speech');
  const intl = useIntl();
  const { lang } = useLanguage();
  const id = useId();
  const { state, reload } = useVoiceList(props.api);
  const [recorder] = useState(() => new SampleRecorder());
  const recording = useSyncExternalStore(recorder.subscribe, recorder.get);
  const [file, setFile] = useState<File | undefined>(undefined);
  const [name, setName] = useState('');
  const [job, setJob] = useState<CloneJob>({ kind: 'idle' });
  const [unusable, setUnusable] = useState<UnusableClone[]>([]);
  const [currentInfo, setCurrentInfo] = useState<{ id: string; info: CloneVoiceInfoResponse | null }>();
  useEffect(() => () => recorder.reset(), [recorder]);

  const clones = useMemo(
    () => (state.kind === 'ready' ? state.voices.filter((v) => v.voiceType === 'clone') : []),
    [state],
  );
  const currentId = props.value.voice === null ? undefined : String(props.value.voice.id);
  // The voice in use may have become unusable since it was chosen: ask its status.
  useEffect(() => {
    if (props.api === undefined || currentId === undefined) return;
    let live = true;
    props.api.cloneVoiceInfo(currentId).then(
      (info) => live && setCurrentInfo({ id: currentId, info }),
      () => live && setCurrentInfo({ id: currentId, info: null }),
    );
    return () => {
      live = false;
    };
  }, [props.api, currentId]);
  const currentUnusable =
    currentInfo !== undefined &&
    currentInfo.id === currentId &&
    (currentInfo.info === null || currentInfo.info.status === CLONED_VOICE_UNUSABLE);

  const take = recording.kind === 'done' ? recording.take : undefined;
  const sample = file ?? take;
  const takeUrl = useMemo(() => (take === undefined ? undefined : URL.createObjectURL(take)), [take]);
  useEffect(() => () => (takeUrl === undefined ? undefined : URL.revokeObjectURL(takeUrl)), [takeUrl]);

  const clone = async () => {
    const api = props.api;
    if (api === undefined || sample === undefined) return;
    const voiceName = name.trim();
    if (voiceName === '')
      return setJob({ kind: 'failed', error: t('invalid', { field: t('cloneName'), value: "''" }) });
    setJob({ kind: 'busy' });
    try {
      const wav = await toWav(sample, file?.name ?? 'recording');
      const stored = await api.upload(wav, `${voiceName}.wav`, 'audio');
      const made = await api.cloneVoiceCreate({ key: stored.key, name: voiceName, lan: voiceLanguage(lang) });
      if (made.status === CLONED_VOICE_UNUSABLE || made.voice === undefined) {
        const reason = made.reason ?? t('unusableUnknown');
        setUnusable((list) => [...list, { id: made.id, name: made.voice_name, reason }]);
        setJob({ kind: 'failed', error: t('unusable', { name: made.voice_name, reason }) });
        return;
      }
      setJob({ kind: 'ready', name: made.voice_name });
      reload(true);
      props.onChange(made.voice);
    } catch (error) {
      setJob({ kind: 'failed', error: describeError(error) });
    }
  };

  const micMessage =
    recording.kind !== 'failed'
      ? undefined
      : recording.reason === 'denied'
        ? t('micDenied')
        : recording.reason === 'no-microphone'
          ? t('micMissing')
          : recording.reason === 'unsupported'
            ? t('micUnsupported')
            : t('micFailed', { error: recording.message });

  return (
    <div className="cw-clone">
      <fieldset>
        <legend>{t('clonedVoices')}</legend>
        {clones.length === 0 && unusable.length === 0 && <p className="cw-speech-note">{t('noClones')}</p>}
        <ul className="cw-voice-list" aria-label={t('clonedVoices')}>
          {clones.map((voice) => (
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
          {unusable.map((voice) => (
            <li key={voice.id} className="cw-voice-row cw-unusable" data-voice-id={voice.id}>
              <label className="cw-voice-choice">
                <input type="radio" name={`${id}-clone`} disabled aria-describedby={`${id}-u${voice.id}`} />
                <span className="cw-voice-name">{voice.name}</span>
              </label>
              <span id={`${id}-u${voice.id}`} className="cw-speech-error">
                {t('unusable', { name: voice.name, reason: voice.reason })}
              </span>
            </li>
          ))}
        </ul>
        {currentUnusable && props.value.voice !== null && (
          <p role="alert" className="cw-speech-error">
            {t('unusable', { name: props.value.voice.name, reason: t('unusableUnknown') })}
          </p>
        )}
      </fieldset>

      <fieldset className="cw-recorder">
        <legend>{t('record')}</legend>
        <div className="cw-generate-row">
          {recording.kind === 'recording' ? (
            <button type="button" onClick={() => recorder.stop()}>
              ■ {t('stopRecording')}
            </button>
          ) : (
            <button
              type="button"
              disabled={recording.kind === 'starting'}
              onClick={() => {
                setFile(undefined);
                void recorder.start();
              }}
            >
              ● {t('record')}
            </button>
          )}
          {recording.kind === 'recording' && (
            <>
              <span role="status">
                {t('recording', {
                  seconds: intl.formatNumber(recording.elapsedMs / 1000, fractionDigits(1)),
                })}
              </span>
              <meter aria-label={t('level')} min={0} max={1} value={recording.level} />
            </>
          )}
        </div>
        {recording.kind === 'done' && takeUrl !== undefined && (
          <div className="cw-generate-row">
            <span>
              {t('take', { seconds: intl.formatNumber(recording.durationMs / 1000, fractionDigits(1)) })}
            </span>
            <PlayAudioButton
              id={`take:${takeUrl}`}
              source={() => Promise.resolve(takeUrl)}
              label={t('playTake')}
            />
            <button type="button" onClick={() => recorder.reset()}>
              {t('discardTake')}
            </button>
          </div>
        )}
        {micMessage !== undefined && (
          <p role="alert" className="cw-speech-error">
            {micMessage}
          </p>
        )}
        <label className="cw-file">
          {t('sampleFile')}
          <input
            type="file"
            accept="audio/*"
            onChange={(e) => {
              const chosen = e.target.files?.[0];
              setFile(chosen);
              if (chosen !== undefined) recorder.reset();
            }}
          />
        </label>
      </fieldset>

      <div className="cw-generate-row">
        <label>
          {t('cloneName')}
          <input type="text" value={name} maxLength={60} onChange={(e) => setName(e.target.value)} />
        </label>
        <button
          type="button"
          disabled={sample === undefined || job.kind === 'busy' || props.api === undefined}
          onClick={() => void clone()}
        >
          {t('clone')}
        </button>
      </div>
      {job.kind === 'busy' && (
        <p role="status">
          <progress aria-label={t('cloning')} /> {t('cloning')}
        </p>
      )}
      {job.kind === 'ready' && (
        <p role="status" className="cw-speech-ok">
          {t('cloneReady', { name: job.name })}
        </p>
      )}
      {job.kind === 'failed' && (
        <p role="alert" className="cw-speech-error">
          {job.error}
        </p>
      )}
    </div>
  );
}
