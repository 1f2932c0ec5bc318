/**
 * The editor screen for one stored project: asks the page's Editor to open it (store, session, autosave) and
 * to close it when the creator leaves. Everything inside reads the open project's store and session.
 */
import { useEffect, useState } from 'react';
import { SessionContext } from '../session/context.ts';
import { useT } from '../../i18n/use-t.ts';
import type { OpenProject } from '../../editor/editor.ts';
import { EditorStoreContext } from '../../store/use-editor.ts';
import { useEditor } from './editor-context.ts';
import { EditorLayout } from './EditorLayout.tsx';

type Phase =
  | { kind: 'loading' }
  | { kind: 'missing' }
  | { kind: 'failed'; error: string }
  | { kind: 'open'; opened: OpenProject };

export function EditorScreen(props: {
  projectId: string;
  /** Show the export dialog once the project is open. */
  openExport?: boolean;
  onExportOpened?(): void;
  onBack(): void;
}) {
  const editor = useEditor();
  const t = useT('common');
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });

  useEffect(() => {
    let cancelled = false;
    void editor.openStored(props.projectId).then(
      (result) => {
        if (cancelled || result.kind === 'superseded') return;
        setPhase(result.kind === 'missing' ? { kind: 'missing' } : { kind: 'open', opened: result.project });
      },
      (error: unknown) => !cancelled && setPhase({ kind: 'failed', error: (error as Error).message }),
    );
    return () => {
      cancelled = true;
      void editor.close();
    };
  }, [editor, props.projectId]);

  switch (phase.kind) {
    case 'loading':
      return <p role="status">{t('loading')}</p>;
    case 'missing':
      return (
        <p role="alert">
          {t('notFound')}{' '}
          <button type="button" onClick={props.onBack}>
            {t('projects')}
          </button>
        </p>
      );
    case 'failed':
      return (
        <p role="alert">
          {phase.error}{' '}
          <button type="button" onClick={props.onBack}>
            {t('projects')}
          </button>
        </p>
      );
    case 'open':
      return (
        <EditorStoreContext.Provider value={phase.opened.store}>
          <SessionContext.Provider value={phase.opened.session}>
            <EditorLayout
              name={phase.opened.name}
              autosave={phase.opened.autosave}
              sync={phase.opened.sync}
              onBack={props.onBack}
              openExport={props.openExport === true}
              {...(props.onExportOpened !== undefined ? { onExportOpened: props.onExportOpened } : {})}
            />
          </SessionContext.Provider>
        </EditorStoreContext.Provider>
      );
  }
}
