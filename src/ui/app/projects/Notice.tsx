/**
 * The projects page's messages: a delete with its Undo, imports with what was repaired or why a file was
 * refused, and errors. The live region is always in the page so screen readers announce what appears in it.
 */
import { useLanguage, useT } from '../../i18n/use-t.ts';
import { isolate } from './bidi.ts';
import type { StoredProject } from '../../store/persist/project-db.ts';
import type { ImportProblem } from './project-file.ts';

export type ImportOutcome =
  | { file: string; ok: true; name: string; repairs: readonly string[] }
  | { file: string; ok: false; problem: ImportProblem; detail: string };

export type NoticeState =
  /** `toTrash`: its server copy goes to the account's trash. */
  | { kind: 'deleted'; record: StoredProject; toTrash: boolean }
  | { kind: 'restored'; name: string }
  | { kind: 'imports'; outcomes: ImportOutcome[] }
  | { kind: 'error'; text: string };

const PROBLEM_KEYS = {
  notJson: 'importNotJson',
  notProject: 'importNotProject',
  tooLarge: 'importTooLarge',
} as const;

export function Notice(props: {
  notice: NoticeState | undefined;
  busy: boolean;
  onUndo(): void;
  onDismiss(): void;
}) {
  const t = useT('projects');
  const tc = useT('common');
  const { notice } = props;
  return (
    <div className="cw-notice-region" role="status" aria-live="polite">
      {notice !== undefined && (
        <div className={`cw-notice cw-notice-${notice.kind}`}>
          <NoticeBody notice={notice} />
          <div className="cw-notice-actions">
            {notice.kind === 'deleted' && (
              <button type="button" className="cw-primary" disabled={props.busy} onClick={props.onUndo}>
                {tc('undo')}
              </button>
            )}
            <button type="button" onClick={props.onDismiss}>
              {t('dismiss')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}

function NoticeBody(props: { notice: NoticeState }) {
  const t = useT('projects');
  const { lang } = useLanguage();
  const { notice } = props;
  switch (notice.kind) {
    case 'deleted':
      return <p>{t(notice.toTrash ? 'deletedToTrash' : 'deleted', { name: notice.record.name })}</p>;
    case 'restored':
      return <p>{t('restored', { name: notice.name })}</p>;
    case 'error':
      return (
        <p role="alert" className="cw-error">
          {notice.text}
        </p>
      );
    case 'imports':
      return (
        <>
          {notice.outcomes.map((outcome, i) =>
            outcome.ok ? (
              <div key={i}>
                <p>{t('imported', { name: outcome.name })}</p>
                {outcome.repairs.length > 0 && (
                  <details open={outcome.repairs.length <= 5}>
                    <summary>{t('importRepairs', { count: outcome.repairs.length })}</summary>
                    <ul className="cw-repairs">
                      {outcome.repairs.map((repair, j) => (
                        <li key={j}>
                          <code>{repair}</code>
                        </li>
                      ))}
                    </ul>
                  </details>
                )}
              </div>
            ) : (
              <p key={i} role="alert" className="cw-error">
                {t('importFailed', {
                  file: isolate(outcome.file, lang),
                  reason: t(PROBLEM_KEYS[outcome.problem], { detail: isolate(outcome.detail, lang) }),
                })}
              </p>
            ),
          )}
        </>
      );
  }
}
