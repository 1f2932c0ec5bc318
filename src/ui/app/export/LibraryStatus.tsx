/** The finished video's upload to the creator's library: under way, saved (with its link), or failed with Retry. */
import { useLanguage, useT } from '../../i18n/use-t.ts';
import { isolate } from '../projects/bidi.ts';
import type { LibraryState } from './export-job.ts';

export function LibraryStatus(props: { library: LibraryState; onRetry(): void }) {
  const t = useT('export');
  const { lang } = useLanguage();
  const { library } = props;
  return (
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
