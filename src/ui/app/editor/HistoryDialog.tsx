/**
 * The open project's earlier revisions on the account's server, newest first (revision, when it was saved,
 * its name and size), each with Restore: the revision becomes the newest, here as one undo step. A modal
 * dialog; Escape and Close close it, except while a restore is under way.
 */
import { useEffect, useEffectEvent, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLanguage, useT, type Translate } from '../../i18n/use-t.ts';
import { RevisionRestoreRefused } from '../../store/sync/history-restore.ts';
import type { OpenSync } from '../../store/sync/open-sync.ts';
import { OfflineError, SignedOutError, type RemoteRevision } from '../../store/sync/remote.ts';
import { trapTab } from '../common/trap-tab.ts';
import { useModal } from '../common/use-modal.ts';
import { isolate } from '../projects/bidi.ts';
import './history.css';

type HistoryList =
  { kind: 'loading' } | { kind: 'ready'; rows: RemoteRevision[] } | { kind: 'failed'; error: string };

export function HistoryDialog({ sync, onClose }: { sync: OpenSync; onClose(): void }) {
  const t = useT('sync');
  const tc = useT('common');
  const { lang } = useLanguage();
  const dialog = useModal();
  const titleId = useId();
  const introId = useId();
  const [list, setList] = useState<HistoryList>({ kind: 'loading' });
  const [restoring, setRestoring] = useState<number | undefined>(undefined);
  const [error, setError] = useState<string | undefined>(undefined);
  const why = (failure: unknown) =>
    isolate(failure instanceof Error ? failure.message : String(failure), lang);

  // Read once per dialog (a change of language re-words the failure, it does not read again).
  const readFailed = useEffectEvent((failure: unknown) =>
    setList({ kind: 'failed', error: failureText(t, failure, why) }),
  );
  useEffect(() => {
    let current = true;
    sync.history().then(
      (rows) => current && setList({ kind: 'ready', rows }),
      (failure: unknown) => current && readFailed(failure),
    );
    return () => {
      current = false;
    };
  }, [sync]);

  const restore = (revision: number) => {
    setRestoring(revision);
    setError(undefined);
    sync.restoreRevision(revision, t('historyStep', { revision })).then(
      () => onClose(),
      (failure: unknown) => {
        setRestoring(undefined);
        setError(failureText(t, failure, why, revision));
      },
    );
  };

  return (
    <dialog
      ref={dialog}
      className="cw-modal cw-history-dialog"
      aria-labelledby={titleId}
      aria-describedby={introId}
      aria-busy={restoring !== undefined}
      onCancel={(event) => restoring !== undefined && event.preventDefault()}
      onClose={() => dialog.current?.open !== true && onClose()}
      onKeyDown={(event) => trapTab(event, dialog.current)}
    >
      <h2 id={titleId}>{t('historyTitle')}</h2>
      <p id={introId}>{t('historyIntro')}</p>
      {list.kind === 'loading' && <p role="status">{tc('loading')}</p>}
      {list.kind === 'failed' && (
        <p role="alert" className="cw-error">
          {list.error}
        </p>
      )}
      {list.kind === 'ready' && list.rows.length === 0 && <p>{t('historyEmpty')}</p>}
      {list.kind === 'ready' && list.rows.length > 0 && (
        <RevisionTable rows={list.rows} restoring={restoring} onRestore={restore} />
      )}
      {restoring !== undefined && <p role="status">{t('historyRestoring', { revision: restoring })}</p>}
      {error !== undefined && (
        <p role="alert" className="cw-error">
          {error}
        </p>
      )}
      <form method="dialog" className="cw-history-actions">
        <button type="submit" disabled={restoring !== undefined} autoFocus>
          {tc('close')}
        </button>
      </form>
    </dialog>
  );
}

function RevisionTable(props: {
  rows: RemoteRevision[];
  restoring: number | undefined;
  onRestore(revision: number): void;
}) {
  const t = useT('sync');
  const intl = useIntl();
  const kB = (bytes: number) =>
    intl.formatNumber(bytes / 1000, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 1 });
  return (
    <div className="cw-history-scroll">
      <table className="cw-modal-table cw-history-table">
        <thead>
          <tr>
            <th scope="col">{t('historyRevision')}</th>
            <th scope="col">{t('historySaved')}</th>
            <th scope="col">{t('historyName')}</th>
            <th scope="col">{t('historySize')}</th>
            <th scope="col">
              <span className="cw-visually-hidden">{t('historyRestore')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row) => (
            <tr key={row.revision} data-revision={row.revision}>
              <th scope="row">{intl.formatNumber(row.revision)}</th>
              <td>{intl.formatDate(row.updated_at, { dateStyle: 'medium', timeStyle: 'medium' })}</td>
              <td>
                <bdi>{row.name}</bdi>
              </td>
              <td>{kB(row.size)}</td>
              <td>
                <button
                  type="button"
                  aria-label={t('historyStep', { revision: row.revision })}
                  disabled={props.restoring !== undefined}
                  onClick={() => props.onRestore(row.revision)}
                >
                  {t('historyRestore')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** What a failed read or restore tells the creator (`revision`: the restore's). */
function failureText(
  t: Translate<'sync'>,
  failure: unknown,
  why: (failure: unknown) => string,
  revision?: number,
): string {
  if (failure instanceof RevisionRestoreRefused)
    return t(failure.reason === 'conflict' ? 'historyConflict' : 'historyStale');
  if (failure instanceof OfflineError) return t('historyOffline');
  if (failure instanceof SignedOutError) return t('historySignedOut');
  return revision === undefined
    ? t('historyLoadFailed', { error: why(failure) })
    : t('historyRestoreFailed', { revision, error: why(failure) });
}
