/**
 * Captions for an uploaded voice: a SubRip or WebVTT file is read here and becomes the audio's subtitles
 * (one undo step), so uploaded narration is captioned like generated speech; Remove takes them away. A file
 * that cannot be used is refused with its problem and line, and the captions there were stay.
 */
import { useState } from 'react';
import { parseSubtitles } from '../../../shared/captions/subtitle-parse.ts';
import { uploadCaptionEntries, withUploadCaptions } from '../../../shared/captions/upload-captions.ts';
import type { Scene } from '../../../shared/model/scene.ts';
import { useT } from '../../i18n/use-t.ts';
import { FileButton } from '../common/controls/FileButton.tsx';
import { describeError } from './describe-error.ts';
import { useSceneSpeech } from './use-scene-speech.ts';

/** Caption files above this size are not captions (a whole film's SubRip is a few hundred kB). */
const MAX_CAPTION_BYTES = 5 * 1024 * 1024;

export function UploadCaptions(props: { sceneIndex: number; scene: Scene }) {
  const t = useT('speech');
  const { applyProject } = useSceneSpeech(props.sceneIndex);
  const [error, setError] = useState<string | undefined>(undefined);
  const voice = props.scene.speech.uploadVoice;
  const count = voice.subtitles?.length ?? 0;
  const clipId = props.scene.id;

  const importFile = async (file: File) => {
    setError(undefined);
    try {
      if (file.size > MAX_CAPTION_BYTES)
        throw new Error(
          `${file.size} bytes is larger than ${MAX_CAPTION_BYTES} bytes, the most a caption file may be`,
        );
      const entries = uploadCaptionEntries(parseSubtitles(await file.text()), voice.duration);
      applyProject(t('captionsImported'), (project) => withUploadCaptions(project, clipId, entries));
    } catch (failure) {
      setError(t('captionsFailed', { file: file.name, error: describeError(failure) }));
    }
  };

  return (
    <div className="cw-upload-captions">
      <p className="cw-speech-note">{count > 0 ? t('captionsCount', { count }) : t('captionsNone')}</p>
      <FileButton
        label={t('captionsImport')}
        accept=".srt,.vtt,text/vtt,application/x-subrip"
        showChosen={false}
        onFiles={([file]) => {
          if (file !== undefined) void importFile(file);
        }}
      />
      {count > 0 && (
        <button
          type="button"
          onClick={() => applyProject(t('captionsRemove'), (p) => withUploadCaptions(p, clipId, undefined))}
        >
          {t('captionsRemove')}
        </button>
      )}
      {error !== undefined && (
        <p role="alert" className="cw-speech-error">
          {error}
        </p>
      )}
    </div>
  );
}
