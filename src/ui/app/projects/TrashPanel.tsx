/**
 * The account's trash, opened from the projects list: each trashed project with when it was deleted and when
 * it goes for good, and its Restore. What the last Restore did is announced in the panel.
 */
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useLanguage, useT } from '../../i18n/use-t.ts';
import type { RemoteTrashed } from '../../store/sync/remote.ts';
import { isolate } from './bidi.ts';
import type { Trash, TrashMessage } from './use-trash.ts';

export function TrashPanel(props: { id: string; trash: Trash }) {
  const t = useT('projects');
  const tc = useT('common');
  const { lang } = useLanguage();
  const titleId = useId();
  const { list } = props.trash;
  return (
    <section id={props.id} className="cw-trash" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('trash')}</h3>
      <p className="cw-muted">{t('trashIntro')}</p>
      <div role="status" aria-live="polite">
        {props.trash.message !== undefined && <Message message={props.trash.message} />}
      </div>
      {list.kind === 'loading' && <p>{tc('loading')}</p>}
      {list.kind === 'offline' && <p className="cw-error">{t('trashOffline')}</p>}
      {list.kind === 'failed' && (
        <p className="cw-error">{t('trashFailed', { error: isolate(list.error, lang) })}</p>
      )}
      {list.kind === 'ready' && list.rows.length === 0 && <p className="cw-empty">{t('trashEmpty')}</p>}
      {list.kind === 'ready' && list.rows.length > 0 && (
        <ul className="cw-trash-list" aria-labelledby={titleId}>
          {list.rows.map((row) => (
            <TrashRow key={row.id} row={row} trash={props.trash} />
          ))}
        </ul>
      )}
    </section>
  );
}

function TrashRow(props: { row: RemoteTrashed; trash: Trash }) {
  const { row, trash } = props;
  const t = useT('projects');
  const intl = useIntl();
  const nameId = useId();
  const deleted = intl.formatDate(row.deleted_at, { dateStyle: 'medium', timeStyle: 'short' });
  const purge = intl.formatDate(row.purge_at, { dateStyle: 'long' });
  return (
    <li className="cw-trash-row" aria-labelledby={nameId} data-project-id={row.id}>
      <bdi id={nameId} className="cw-trash-name">
        {row.name}
      </bdi>
      <span className="cw-muted cw-trash-dates">
        {t('trashDeletedAt', { date: deleted })} · {t('trashPurgeAt', { date: purge })}
      </span>
      <button
        type="button"
        disabled={trash.restoring !== undefined}
        aria-busy={trash.restoring === row.id}
        onClick={() => trash.restore(row)}
      >
        {t('trashRestore')}
      </button>
    </li>
  );
}

function Message({ message }: { message: TrashMessage }) {
  const t = useT('projects');
  const { lang } = useLanguage();
  switch (message.kind) {
    case 'restored':
      return <p>{t('trashRestored', { name: isolate(message.name, lang) })}</p>;
    case 'unreadable':
      return (
        <p role="alert" className="cw-error">
          {t('trashUnreadable', { name: isolate(message.name, lang), error: isolate(message.error, lang) })}
        </p>
      );
    case 'offline':
      return (
        <p role="alert" className="cw-error">
          {t('trashOffline')}
        </p>
      );
    case 'failed':
      return (
        <p role="alert" className="cw-error">
          {t('trashRestoreFailed', {
            name: isolate(message.name, lang),
            error: isolate(message.error, lang),
          })}
        </p>
      );
  }
}
