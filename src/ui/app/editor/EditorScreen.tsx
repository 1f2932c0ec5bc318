/**
 * The editor screen for one stored project: opens it, creates the store, the session (canvas +
 * preview) and the autosave, and tears them down when the creator leaves. Everything inside reads the store.
 */
import { useEffect, useState } from 'react';
import { useServices } from '../services.ts';
import { SessionContext } from '../session/context.ts';
import { EditorSession } from '../session/editor-session.ts';
import { useT } from '../../i18n/use-t.ts';
import { EditorStore } from '../../store/editor-store.ts';
import { startAutosave, type Autosave } from '../../store/persist/autosave.ts';
import { saveThumbnail, startThumbnails } from '../../store/persist/thumbnail.ts';
import { EditorStoreContext } from '../../store/use-editor.ts';
import { EditorLayout } from './EditorLayout.tsx';
import { openStoredProject } from './open-project.ts';
import { exportServices } from '../../export/services.ts';

interface Opened {
  name: string;
  store: EditorStore;
  session: EditorSession;
  autosave: Autosave;
}

type Phase =
  | { kind: 'loading' }
  | { kind: 'missing' }
  | { kind: 'failed'; error: string }
  | { kind: 'open'; opened: Opened };

export function EditorScreen(props: {
  projectId: string;
  /** Show the export dialog once the project is open. */
  openExport?: boolean;
  onExportOpened?(): void;
  onBack(): void;
  onOpened?(session: EditorSession): void;
}) {
  const services = useServices();
  const t = useT('common');
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const { onOpened } = props;

  useEffect(() => {
    let cancelled = false;
    let opened: Opened | undefined;
    let stopThumbnails: (() => void) | undefined;
    void openStoredProject(services.projects, props.projectId).then(
      (result) => {
        if (cancelled) return;
        if (result === undefined) return setPhase({ kind: 'missing' });
        if (result.repairs.length > 0)
          console.info(`clipwright: repaired on open:\n${result.repairs.join('\n')}`);
        const store = new EditorStore(result.project, { selection: result.record.selection ?? {} });
        const media = services.media;
        const session = new EditorSession(store, {
          ...(media !== undefined ? { resolveMedia: (key: string) => media.urlForKey(key) } : {}),
          ...exportServices(services.api),
        });
        const autosave = startAutosave(store, services.projects, props.projectId);
        // The projects page shows a small grab of the first frame, refreshed at most every 5 s while editing.
        stopThumbnails = startThumbnails(store, {
          grab: () => session.grabFrame(0, 0.2, 'image/jpeg'),
          save: (blob) => saveThumbnail(services.projects, props.projectId, blob),
        });
        opened = { name: result.record.name, store, session, autosave };
        setPhase({ kind: 'open', opened });
        onOpened?.(session);
      },
      (error: unknown) => !cancelled && setPhase({ kind: 'failed', error: (error as Error).message }),
    );
    return () => {
      cancelled = true;
      stopThumbnails?.();
      if (opened === undefined) return;
      const { autosave, session } = opened;
      // The last change is written before the views go.
      void autosave.flush().finally(() => autosave.stop());
      void session.dispose();
    };
  }, [services, props.projectId, onOpened]);

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
              onBack={props.onBack}
              openExport={props.openExport === true}
              {...(props.onExportOpened !== undefined ? { onExportOpened: props.onExportOpened } : {})}
            />
          </SessionContext.Provider>
        </EditorStoreContext.Provider>
      );
  }
}
