/** The end of an export: the video with its facts, download and library upload; or why it failed. */
import { useLanguage, useT } from '../../i18n/use-t.ts';
import { isolate } from '../projects/bidi.ts';
import { downloadBlob } from '../projects/download.ts';
import { exportFileName } from '../projects/project-file.ts';
import type { ExportJobState } from './export-job.ts';
import { LibraryStatus } from './LibraryStatus.tsx';
import { ResultFacts } from './ResultFacts.tsx';
import { useVideoBlob } from './use-video-blob.ts';

export function DoneView(props: {
  state: Extract<ExportJobState, { kind: 'done' }>;
  projectName: string;
  onRetry(): void;
  onNewExport(): void;
  onClose(): void;
}) {
  const t = useT('export');
  const tc = useT('common');
  const { result, library } = props.state;
  const attach = useVideoBlob(result.blob);

  return (
    <div className="cw-export-done">
      <p role="status" className="cw-export-notice">
        {t('done')}
      </p>
      <video
        ref={attach}
        className="cw-export-video"
        controls
        playsInline
        aria-label={t('videoLabel')}
        width={result.width}
        height={result.height}
      />
      <ResultFacts result={result} />
      {result.notes.length > 0 && <ResultNotes notes={result.notes} />}
      <LibraryStatus library={library} onRetry={props.onRetry} />
      <div className="cw-export-actions">
        <button type="button" onClick={props.onNewExport}>
          {t('newExport')}
        </button>
        <button type="button" onClick={props.onClose}>
          {tc('close')}
        </button>
        <button
          type="button"
          className="cw-primary"
          data-autofocus
          onClick={() => downloadBlob(exportFileName(props.projectName, result.container), result.blob)}
        >
          {t('download')}
        </button>
      </div>
    </div>
  );
}

/** Where the video differs from the preview: covers for undecodable videos, sounds left out. */
function ResultNotes(props: { notes: readonly string[] }) {
  const t = useT('export');
  return (
    <section className="cw-export-notes" aria-label={t('notes')}>
      <h3>{t('notes')}</h3>
      <ul>
        {props.notes.map((note, i) => (
          <li key={i}>
            <bdi>{note}</bdi>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function FailedView(props: { error: string; onBack(): void; onClose(): void }) {
  const t = useT('export');
  const tc = useT('common');
  const { lang } = useLanguage();
  return (
    <div className="cw-export-failed">
      <p role="alert" className="cw-error">
        {t('failed', { error: isolate(props.error, lang) })}
      </p>
      <div className="cw-export-actions">
        <button type="button" onClick={props.onClose}>
          {tc('close')}
        </button>
        <button type="button" className="cw-primary" data-autofocus onClick={props.onBack}>
          {t('back')}
        </button>
      </div>
    </div>
  );
}
