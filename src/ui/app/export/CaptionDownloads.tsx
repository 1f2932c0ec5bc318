/**
 * The video's captions as files, beside the video export: every scene's speech subtitles on the video's
 * clock as SubRip or WebVTT, named after the project, for the platforms that take caption files.
 */
import { useId, useMemo } from 'react';
import {
  formatSubtitles,
  SUBTITLE_MIME,
  type SubtitleFormat,
} from '../../../shared/captions/subtitle-format.ts';
import { videoCaptions } from '../../../shared/captions/video-captions.ts';
import { useT } from '../../i18n/use-t.ts';
import { useEditorState } from '../../store/use-editor.ts';
import { downloadText } from '../projects/download.ts';
import { exportFileName } from '../projects/project-file.ts';

const BUTTONS: ReadonlyArray<{ format: SubtitleFormat; label: 'captionsSrt' | 'captionsVtt' }> = [
  { format: 'srt', label: 'captionsSrt' },
  { format: 'vtt', label: 'captionsVtt' },
];

export function CaptionDownloads(props: { projectName: string }) {
  const t = useT('export');
  const project = useEditorState((state) => state.project);
  const cues = useMemo(() => videoCaptions(project), [project]);
  const titleId = useId();
  const download = (format: SubtitleFormat) =>
    downloadText(
      exportFileName(props.projectName, format),
      formatSubtitles(cues, format),
      SUBTITLE_MIME[format],
    );
  return (
    <section className="cw-export-captions" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('captions')}</h3>
      {cues.length === 0 ? (
        <p className="cw-hint">{t('captionsNone')}</p>
      ) : (
        <div className="cw-export-caption-actions">
          {BUTTONS.map(({ format, label }) => (
            <button key={format} type="button" onClick={() => download(format)}>
              {t(label)}
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
