/**
 * Cloned voices: record a sample with the microphone or upload one, clone it
 * (`/ai/clone-voice/create`, which takes WAV: the take is decoded and re-encoded here), and pick among the
 * user's cloned voices. Status 2 voices are listed disabled with the reason; the voice in use is checked
 * with `/ai/clone-voice/get-info`.
 */
import { useId, useMemo } from 'react';
import type { ApiVoice } from '../../../shared/api/voices.ts';
import type { SpeechVoice } from '../../../shared/model/voice.ts';
import type { Api } from '../../api/calls.ts';
import { useT } from '../../i18n/use-t.ts';
import { ClonedVoiceList } from './ClonedVoiceList.tsx';
import { CloneRecorder } from './CloneRecorder.tsx';
import { useCloneJob, type CloneJob } from './use-clone-job.ts';
import { useCloneRecording } from './use-clone-recording.ts';
import { useCloneUnusable } from './use-clone-status.ts';
import { useVoiceList } from './use-voices.ts';

export function ClonePanel(props: {
  api: Api | undefined;
  value: SpeechVoice;
  onChange(voice: ApiVoice): void;
}) {
  const t = useT('speech');
  const id = useId();
  const { state, reload } = useVoiceList(props.api);
  const recording = useCloneRecording();
  const { name, setName, job, unusable, clone } = useCloneJob({
    api: props.api,
    sample: recording.sample,
    fileName: recording.file?.name,
    onCloned: (voice) => {
      reload(true);
      props.onChange(voice);
    },
  });
  const clones = useMemo(
    () => (state.kind === 'ready' ? state.voices.filter((v) => v.voiceType === 'clone') : []),
    [state],
  );
  const currentId = props.value.voice === null ? undefined : String(props.value.voice.id);
  const currentUnusable = useCloneUnusable(props.api, currentId);

  return (
    <div className="cw-clone">
      <ClonedVoiceList
        id={id}
        clones={clones}
        unusable={unusable}
        value={props.value}
        currentUnusable={currentUnusable}
        onChange={props.onChange}
      />
      <CloneRecorder recording={recording} />
      <div className="cw-generate-row">
        <label>
          {t('cloneName')}
          <input type="text" value={name} maxLength={60} onChange={(e) => setName(e.target.value)} />
        </label>
        <button
          type="button"
          disabled={recording.sample === undefined || job.kind === 'busy' || props.api === undefined}
          onClick={() => void clone()}
        >
          {t('clone')}
        </button>
      </div>
      <CloneJobStatus job={job} />
    </div>
  );
}

function CloneJobStatus(props: { job: CloneJob }) {
  const t = useT('speech');
  const { job } = props;
  return (
    <>
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
    </>
  );
}
