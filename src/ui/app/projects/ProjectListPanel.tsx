/**
 * The projects page's list: its heading with Import (and, signed in, the Trash), the page's notice, the
 * trash when opened, and a card for each stored project.
 */
import { useId } from 'react';
import { LibrarySyncLine } from './LibrarySyncLine.tsx';
import type { LibrarySyncState } from './use-library-sync.ts';
import { useT } from '../../i18n/use-t.ts';
import { FileButton } from '../common/controls/FileButton.tsx';
import { Notice, type NoticeState } from './Notice.tsx';
import type { ProjectCardActions } from './CardActions.tsx';
import { ProjectCard } from './ProjectCard.tsx';
import { TrashPanel } from './TrashPanel.tsx';
import type { Trash } from './use-trash.ts';
import type { ProjectList } from './use-project-list.ts';

export function ProjectListPanel(props: {
  list: ProjectList;
  sync: LibrarySyncState;
  busy: boolean;
  notice: NoticeState | undefined;
  /** The account's trash; undefined when nobody is signed in. */
  trash: Trash | undefined;
  cardActions: ProjectCardActions;
  onImport(files: readonly File[]): void;
  onUndo(): void;
  onDismiss(): void;
}) {
  const t = useT('projects');
  const trashId = useId();
  const { trash } = props;
  return (
    <section className="cw-panel cw-project-list-panel" aria-labelledby="cw-projects-title">
      <div className="cw-project-list-head">
        <h2 id="cw-projects-title">{t('pageTitle')}</h2>
        {trash !== undefined && (
          <button
            type="button"
            aria-expanded={trash.open}
            {...(trash.open ? { 'aria-controls': trashId } : {})}
            onClick={trash.toggle}
          >
            {t('trash')}
          </button>
        )}
        <ImportButton busy={props.busy} onImport={props.onImport} />
      </div>
      <p className="cw-muted">{t('dropHint')}</p>
      <LibrarySyncLine state={props.sync} />
      <Notice notice={props.notice} busy={props.busy} onUndo={props.onUndo} onDismiss={props.onDismiss} />
      {trash?.open === true && <TrashPanel id={trashId} trash={trash} />}
      <ProjectListBody list={props.list} busy={props.busy} cardActions={props.cardActions} />
    </section>
  );
}

/** Import opens the file picker; what was imported shows in the page's notice. */
function ImportButton(props: { busy: boolean; onImport(files: readonly File[]): void }) {
  const t = useT('projects');
  return (
    <FileButton
      label={t('import')}
      accept=".json,application/json"
      multiple
      disabled={props.busy}
      showChosen={false}
      onFiles={props.onImport}
    />
  );
}

function ProjectListBody(props: { list: ProjectList; busy: boolean; cardActions: ProjectCardActions }) {
  const t = useT('projects');
  const tc = useT('common');
  const { list } = props;
  return (
    <>
      {list.kind === 'loading' && <p role="status">{tc('loading')}</p>}
      {list.kind === 'failed' && (
        <p role="alert" className="cw-error">
          {t('listFailed', { error: list.error })}
        </p>
      )}
      {list.kind === 'ready' && list.projects.length === 0 && <p className="cw-empty">{t('empty')}</p>}
      {list.kind === 'ready' && list.projects.length > 0 && (
        <ul className="cw-project-list" aria-labelledby="cw-projects-title">
          {list.projects.map((project) => (
            <ProjectCard key={project.id} project={project} busy={props.busy} {...props.cardActions} />
          ))}
        </ul>
      )}
    </>
  );
}
