/** A project card's buttons (open, export video, rename, duplicate, export, delete), or the delete confirmation. */
import { useT } from '../../i18n/use-t.ts';
import type { ProjectSummary } from '../../store/persist/project-db.ts';
import type { RefObject } from 'react';
import type { CardMode } from './use-card-mode.ts';

/** What a project card's buttons do, each given the project's id. */
export interface ProjectCardActions {
  onOpen(id: string): void;
  onRename(id: string, name: string): Promise<void>;
  onDuplicate(id: string): void;
  onDelete(id: string): void;
  onExport(id: string): void;
  onExportVideo(id: string): void;
}

// The two branches carry different keys so that React mounts the confirmation anew instead of updating the
// buttons' row in place: `autoFocus` only acts on a mounted element, and Cancel must take the focus.
export function CardActions(
  props: {
    project: ProjectSummary;
    busy: boolean;
    mode: CardMode;
    renameButton: RefObject<HTMLButtonElement | null>;
    deleteButton: RefObject<HTMLButtonElement | null>;
    setMode(mode: CardMode): void;
    leave(from: 'rename' | 'delete'): void;
  } & ProjectCardActions,
) {
  const { project, busy, mode, renameButton, deleteButton, setMode, leave } = props;
  const t = useT('projects');
  return mode === 'confirmDelete' ? (
    <div key="confirm" className="cw-confirm" role="group" aria-label={t('delete')}>
      <p>{t('confirmDelete', { name: project.name })}</p>
      <button
        type="button"
        className="cw-danger"
        onClick={() => {
          setMode('view');
          props.onDelete(project.id);
        }}
      >
        {t('delete')}
      </button>{' '}
      {/* Cancel takes the focus: the safe choice is the one under Enter. */}
      <button type="button" autoFocus onClick={() => leave('delete')}>
        {t('cancel')}
      </button>
    </div>
  ) : (
    <div key="actions" className="cw-project-actions">
      <button type="button" className="cw-primary" onClick={() => props.onOpen(project.id)}>
        {t('open')}
      </button>
      <button type="button" onClick={() => props.onExportVideo(project.id)}>
        {t('exportVideo')}
      </button>
      <button
        type="button"
        ref={renameButton}
        disabled={busy || mode === 'rename'}
        onClick={() => setMode('rename')}
      >
        {t('rename')}
      </button>
      <button type="button" disabled={busy} onClick={() => props.onDuplicate(project.id)}>
        {t('duplicate')}
      </button>
      <button type="button" disabled={busy} onClick={() => props.onExport(project.id)}>
        {t('export')}
      </button>
      <button type="button" ref={deleteButton} disabled={busy} onClick={() => setMode('confirmDelete')}>
        {t('delete')}
      </button>
    </div>
  );
}
