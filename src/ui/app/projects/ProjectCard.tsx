/**
 * One stored project on the projects page: thumbnail, name, format and last change, and its actions.
 * Renaming happens in place (Enter saves, Escape cancels, an empty name is refused with a message);
 * deleting asks first. Focus returns to the button that started a rename or a delete when it ends.
 */
import { useIntl } from 'react-intl';
import { useId } from 'react';
import { useT } from '../../i18n/use-t.ts';
import type { ProjectSummary } from '../../store/persist/project-db.ts';
import { BlobImage } from './BlobImage.tsx';
import { CardActions, type ProjectCardActions } from './CardActions.tsx';
import { FormatIcon } from './FormatIcon.tsx';
import { RenameForm } from './RenameForm.tsx';
import { useCardMode } from './use-card-mode.ts';

export function ProjectCard(props: { project: ProjectSummary; busy: boolean } & ProjectCardActions) {
  const { project } = props;
  const t = useT('projects');
  const intl = useIntl();
  const titleId = useId();
  const { mode, setMode, renameButton, deleteButton, leave } = useCardMode();
  const changed = intl.formatDate(project.updatedAt, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <li className="cw-project-card" aria-labelledby={titleId} data-project-id={project.id}>
      <CardThumb project={project} onOpen={props.onOpen} />
      {/* The heading stays while renaming (hidden), so the card keeps its accessible name. */}
      <h3 id={titleId} className={mode === 'rename' ? 'cw-visually-hidden' : 'cw-project-title'}>
        {project.name}
      </h3>
      {mode === 'rename' && (
        <RenameForm
          name={project.name}
          onSave={async (name) => {
            await props.onRename(project.id, name);
            leave('rename');
          }}
          onCancel={() => leave('rename')}
        />
      )}
      <p className="cw-muted cw-project-meta">
        {t(project.layout)} · {t('changed', { date: changed })}
      </p>
      <CardActions
        {...props}
        mode={mode}
        renameButton={renameButton}
        deleteButton={deleteButton}
        setMode={setMode}
        leave={leave}
      />
    </li>
  );
}

/** The thumbnail opens the project too; it is left out of Tab order and the accessibility tree (Open is there). */
function CardThumb(props: { project: ProjectSummary; onOpen(id: string): void }) {
  const { project } = props;
  return (
    <button
      type="button"
      className="cw-project-thumb"
      data-layout={project.layout}
      tabIndex={-1}
      aria-hidden="true"
      onClick={() => props.onOpen(project.id)}
    >
      {project.thumbnail !== undefined ? (
        <BlobImage blob={project.thumbnail} alt="" />
      ) : (
        <FormatIcon layout={project.layout} size={56} />
      )}
    </button>
  );
}
