/**
 * One stored project on the projects page: thumbnail, name, format and last change, and its actions.
 * Renaming happens in place (Enter saves, Escape cancels, an empty name is refused with a message);
 * deleting asks first. Focus returns to the button that started a rename or a delete when it ends.
 */
import { useIntl } from 'react-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import type { ProjectSummary } from '../../store/persist/project-db.ts';
import { BlobImage } from './BlobImage.tsx';
import { FormatIcon } from './FormatIcon.tsx';
import { checkProjectName, MAX_PROJECT_NAME_LENGTH } from './project-name.ts';

type Mode = 'view' | 'rename' | 'confirmDelete';

export interface ProjectCardActions {
  onOpen(id: string): void;
  onRename(id: string, name: string): Promise<void>;
  onDuplicate(id: string): void;
  onDelete(id: string): void;
  onExport(id: string): void;
  onExportVideo(id: string): void;
}

export function ProjectCard(props: { project: ProjectSummary; busy: boolean } & ProjectCardActions) {
  const { project } = props;
  const t = useT('projects');
  const intl = useIntl();
  const titleId = useId();
  const [mode, setMode] = useState<Mode>('view');
  const renameButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef<'rename' | 'delete' | undefined>(undefined);

  useEffect(() => {
    if (mode !== 'view' || returnFocus.current === undefined) return;
    (returnFocus.current === 'rename' ? renameButton : deleteButton).current?.focus();
    returnFocus.current = undefined;
  }, [mode]);

  const leave = (from: 'rename' | 'delete') => {
    returnFocus.current = from;
    setMode('view');
  };
  const changed = intl.formatDate(project.updatedAt, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <li className="cw-project-card" aria-labelledby={titleId} data-project-id={project.id}>
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
      {mode === 'confirmDelete' ? (
        <div className="cw-confirm" role="group" aria-label={t('delete')}>
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
        <div className="cw-project-actions">
          <button type="button" className="cw-primary" onClick={() => props.onOpen(project.id)}>
            {t('open')}
          </button>
          <button type="button" onClick={() => props.onExportVideo(project.id)}>
            {t('exportVideo')}
          </button>
          <button
            type="button"
            ref={renameButton}
            disabled={props.busy || mode === 'rename'}
            onClick={() => setMode('rename')}
          >
            {t('rename')}
          </button>
          <button type="button" disabled={props.busy} onClick={() => props.onDuplicate(project.id)}>
            {t('duplicate')}
          </button>
          <button type="button" disabled={props.busy} onClick={() => props.onExport(project.id)}>
            {t('export')}
          </button>
          <button
            type="button"
            ref={deleteButton}
            disabled={props.busy}
            onClick={() => setMode('confirmDelete')}
          >
            {t('delete')}
          </button>
        </div>
      )}
    </li>
  );
}

function RenameForm(props: { name: string; onSave(name: string): Promise<void>; onCancel(): void }) {
  const t = useT('projects');
  const [value, setValue] = useState(props.name);
  const [error, setError] = useState<string | undefined>(undefined);
  const errorId = useId();
  return (
    <form
      className="cw-rename"
      onSubmit={(event) => {
        event.preventDefault();
        const checked = checkProjectName(value);
        if (!checked.ok) {
          setError(
            checked.reason === 'empty' ? t('nameEmpty') : t('nameTooLong', { max: MAX_PROJECT_NAME_LENGTH }),
          );
          return;
        }
        props
          .onSave(checked.name)
          .catch((e: unknown) => setError(t('actionFailed', { error: (e as Error).message })));
      }}
    >
      <input
        aria-label={t('nameLabel')}
        value={value}
        autoFocus
        onFocus={(event) => event.currentTarget.select()}
        aria-invalid={error !== undefined}
        aria-describedby={error !== undefined ? errorId : undefined}
        onChange={(event) => {
          setValue(event.target.value);
          setError(undefined);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            props.onCancel();
          }
        }}
      />
      <button type="submit">{t('save')}</button>
      <button type="button" onClick={props.onCancel}>
        {t('cancel')}
      </button>
      {error !== undefined && (
        <p id={errorId} role="alert" className="cw-error">
          {error}
        </p>
      )}
    </form>
  );
}
