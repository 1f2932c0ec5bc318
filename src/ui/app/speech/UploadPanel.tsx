/**
 * An uploaded voice (uploadVoice): an audio file is stored through the API and measured by decoding
 * it here; its length becomes the clip's, its loudness moves the avatars' mouths, and a caption file may
 * caption it. A voice with neither key nor static URL shows the fixed error message.
 */
import { useIntl } from 'react-intl';
import { useState } from 'react';
import { SPEC_MESSAGES } from '../../../shared/errors.ts';
import type { Scene } from '../../../shared/model/scene.ts';
import {
  useUploadedVoice as withUploadedVoice,
  uploadAudioFile,
  uploadVoiceUrl,
} from '../../speech/upload-voice.ts';
import { useT } from '../../i18n/use-t.ts';
import { FileButton } from '../common/controls/FileButton.tsx';
import { useServices } from '../services.ts';
import { measureAudio } from './audio-decode.ts';
import { describeError } from './describe-error.ts';
import { PlayAudioButton } from './PlayAudioButton.tsx';
import { UploadCaptions } from './UploadCaptions.tsx';
import { useSceneSpeech } from './use-scene-speech.ts';
import { fractionDigits } from '../../i18n/intl.ts';

export function UploadPanel(props: { sceneIndex: number; scene: Scene }) {
  const t = useT('speech');
  const intl = useIntl();
  const { api, media } = useServices();
  const { applyProject } = useSceneSpeech(props.sceneIndex);
  const [job, setJob] = useState<{ kind: 'idle' | 'busy' } | { kind: 'failed'; error: string }>({
    kind: 'idle',
  });
  const voice = props.scene.speech.uploadVoice;
  const hasSource = voice.key !== '' || voice.staticUrl !== '';
  const clipId = props.scene.id;

  const upload = async (file: File) => {
    if (api === undefined) return;
    setJob({ kind: 'busy' });
    try {
      const uploaded = await uploadAudioFile(
        (blob, name) => api.upload(blob, name, 'audio'),
        file,
        file.name,
        (blob) => measureAudio(blob, file.name),
      );
      applyProject(t('modeUpload'), (project) => withUploadedVoice(project, clipId, uploaded));
      setJob({ kind: 'idle' });
    } catch (error) {
      setJob({ kind: 'failed', error: describeError(error) });
    }
  };

  return (
    <div className="cw-upload">
      <FileButton
        label={t('audioFile')}
        accept="audio/*"
        disabled={api === undefined || job.kind === 'busy'}
        onFiles={([file]) => {
          if (file !== undefined) void upload(file);
        }}
      />
      {api === undefined && <p className="cw-speech-note">{t('noApi')}</p>}
      {job.kind === 'busy' && (
        <p role="status">
          <progress aria-label={t('uploading')} /> {t('uploading')}
        </p>
      )}
      {job.kind === 'failed' && (
        <p role="alert" className="cw-speech-error">
          {job.error}
        </p>
      )}
      {hasSource ? (
        <p className="cw-upload-voice" data-testid="upload-voice">
          {t('uploaded', { name: voice.name, seconds: intl.formatNumber(voice.duration, fractionDigits(2)) })}{' '}
          <PlayAudioButton
            id={`upload:${clipId}`}
            source={() => uploadVoiceUrl(voice, (key) => (media ?? rejectKey()).urlForKey(key))}
          />
        </p>
      ) : (
        <p role="alert" className="cw-speech-note">
          {t('noUpload')} <code>{SPEC_MESSAGES.uploadVoiceNoSource}</code>
        </p>
      )}
      {hasSource && <UploadCaptions sceneIndex={props.sceneIndex} scene={props.scene} />}
    </div>
  );
}

function rejectKey(): never {
  throw new Error('uploadVoice.key: no API to resolve it');
}
