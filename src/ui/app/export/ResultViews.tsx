/** The end of an export: the video with its facts, download and library upload; or why it failed. */
import { useIntl } from 'react-intl';
import { useCallback } from 'react';
import { useLanguage, useT } from '../../i18n/use-t.ts';
import { isolate } from '../projects/bidi.ts';
import { downloadBlob } from '../projects/download.ts';
import { exportFileName } from '../projects/project-file.ts';
import type { ExportJobState } from './export-job.ts';
import { formatClock, formatMegabytes, formatSpeed, ltr } from './format.ts';

export function DoneView(props: {
  state: Extract<ExportJobState, { kind: 'done' }>;
  projectName: string;
  onRetry(): void;
  onNewExport(): void;
  onClose(): void;
}) {
  const t = useT('export');
  const tc = useT('common');
  const { lang } = useLanguage();
  const intl = useIntl();
  const { result, library } = props.state;
  const { blob } = result;
  // The object URL lives as long as the video element shows it: revoked when the dialog closes.
  const attach = useCallback(
    (video: HTMLVideoElement | null) => {
      if (video === null) return;
      const url = URL.createObjectURL(blob);
      video.src = url;
      return () => {
        video.removeAttribute('src');
        video.load();
        URL.revokeObjectURL(url);
      };
    },
    [blob],
  );
  const codecs =
    result.audioCodec === null
      ? `${ltr(result.videoCodec)} + ${t('noSound')}`
      : ltr(`${result.videoCodec} + ${result.audioCodec}`);
  const facts: Array<[string, string, string]> = [
    ['size', t('size'), t('mb', { mb: formatMegabytes(blob.size, intl) })],
    ['resolution', t('resolution'), ltr(`${result.width} × ${result.height}`)],
    ['fps', t('frameRate'), t('fpsShort', { fps: result.fps })],
    ['duration', t('duration'), ltr(formatClock(result.duration))],
    ['elapsed', t('exportTime'), ltr(formatClock(result.elapsedMs / 1000, 'up'))],
    [
      'speed',
      t('exportSpeed'),
      t('realTime', { speed: formatSpeed(result.duration, result.elapsedMs, intl) }),
    ],
    // Last, on a row of its own: encoder names are long.
    ['codecs', t('codecs'), codecs],
  ];

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
      <dl className="cw-export-facts">
        {facts.map(([key, label, value]) => (
          <div key={key} {...(key === 'codecs' ? { 'data-wide': '' } : {})}>
            <dt>{label}</dt>
            <dd data-fact={key}>{value}</dd>
          </div>
        ))}
      </dl>
      {result.notes.length > 0 && (
        <section className="cw-export-notes" aria-label={t('notes')}>
          <h3>{t('notes')}</h3>
          <ul>
            {result.notes.map((note, i) => (
              <li key={i}>
                <bdi>{note}</bdi>
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className="cw-export-library" data-library={library.kind}>
        {library.kind === 'saving' && <p role="status">{t('librarySaving')}</p>}
        {library.kind === 'saved' && (
          <p role="status">
            {t('librarySaved')}{' '}
            <a href={library.video.url} target="_blank" rel="noreferrer" dir="ltr" title={library.video.url}>
              {shortUrl(library.video.url)}
            </a>
          </p>
        )}
        {library.kind === 'failed' && (
          <p role="alert" className="cw-error">
            {t('libraryFailed', { error: isolate(library.error, lang) })}{' '}
            <button type="button" onClick={props.onRetry}>
              {t('retry')}
            </button>
          </p>
        )}
      </div>
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
          onClick={() => downloadBlob(exportFileName(props.projectName, result.container), blob)}
        >
          {t('download')}
        </button>
      </div>
    </div>
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

/** A library URL as the dialog prints it: its path, without the signature of its query. */
function shortUrl(url: string): string {
  try {
    return new URL(url, location.href).pathname;
  } catch {
    return url;
  }
}
