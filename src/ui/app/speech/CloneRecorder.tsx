/**
 * The clone panel's sample section: record with the microphone (live time and level), play or discard the
 * take, or choose an audio file instead. A microphone failure is said in words.
 */
import { useIntl } from 'react-intl';
import { useT, type Translate } from '../../i18n/use-t.ts';
import { fractionDigits } from '../../i18n/intl.ts';
import { FileButton } from '../common/controls/FileButton.tsx';
import { PlayAudioButton } from './PlayAudioButton.tsx';
import type { RecorderState } from './recorder.ts';
import type { CloneRecording } from './use-clone-recording.ts';

/** Why the microphone could not record, in words; undefined unless it failed. */
function micMessage(recording: RecorderState, t: Translate<'speech'>): string | undefined {
  if (recording.kind !== 'failed') return undefined;
  if (recording.reason === 'denied') return t('micDenied');
  if (recording.reason === 'no-microphone') return t('micMissing');
  if (recording.reason === 'unsupported') return t('micUnsupported');
  return t('micFailed', { error: recording.message });
}

export function CloneRecorder(props: { recording: CloneRecording }) {
  const t = useT('speech');
  const { state, takeUrl, chooseFile } = props.recording;
  const message = micMessage(state, t);
  return (
    <fieldset className="cw-recorder">
      <legend>{t('record')}</legend>
      <RecordControls recording={props.recording} />
      {state.kind === 'done' && takeUrl !== undefined && (
        <TakeRow
          durationMs={state.durationMs}
          takeUrl={takeUrl}
          onDiscard={() => props.recording.recorder.reset()}
        />
      )}
      {message !== undefined && (
        <p role="alert" className="cw-speech-error">
          {message}
        </p>
      )}
      <FileButton label={t('sampleFile')} accept="audio/*" onFiles={([file]) => chooseFile(file)} />
    </fieldset>
  );
}

/** Record or stop, and while recording the elapsed time and the input level. */
function RecordControls(props: { recording: CloneRecording }) {
  const t = useT('speech');
  const intl = useIntl();
  const { recorder, state, startRecording } = props.recording;
  return (
    <div className="cw-generate-row">
      {state.kind === 'recording' ? (
        <button type="button" onClick={() => recorder.stop()}>
          ■ {t('stopRecording')}
        </button>
      ) : (
        <button type="button" disabled={state.kind === 'starting'} onClick={startRecording}>
          ● {t('record')}
        </button>
      )}
      {state.kind === 'recording' && (
        <>
          <span role="status">
            {t('recording', {
              seconds: intl.formatNumber(state.elapsedMs / 1000, fractionDigits(1)),
            })}
          </span>
          <meter aria-label={t('level')} min={0} max={1} value={state.level} />
        </>
      )}
    </div>
  );
}

function TakeRow(props: { durationMs: number; takeUrl: string; onDiscard(): void }) {
  const t = useT('speech');
  const intl = useIntl();
  const { takeUrl } = props;
  return (
    <div className="cw-generate-row">
      <span>{t('take', { seconds: intl.formatNumber(props.durationMs / 1000, fractionDigits(1)) })}</span>
      <PlayAudioButton id={`take:${takeUrl}`} source={() => Promise.resolve(takeUrl)} label={t('playTake')} />
      <button type="button" onClick={props.onDiscard}>
        {t('discardTake')}
      </button>
    </div>
  );
}
