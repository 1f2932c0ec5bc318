/**
 * The projects page: the projects stored on this machine, newest change first, and everything a
 * creator does with them — new (a format or a template), open, rename, duplicate, delete with Undo, import
 * (file picker or drop anywhere on the page) and export of project JSON files; signed in, the account's trash.
 */
import { LanguageSwitcher } from '../common/LanguageSwitcher.tsx';
import { useT } from '../../i18n/use-t.ts';
import { NewProjectPanel } from './NewProjectPanel.tsx';
import { ProjectListPanel } from './ProjectListPanel.tsx';
import { useFileDrop } from './use-file-drop.ts';
import { useProjectsPage, type ProjectsPageProps } from './use-projects-page.ts';
import './projects.css';

export function ProjectsScreen(props: ProjectsPageProps) {
  const t = useT('projects');
  const tc = useT('common');
  const page = useProjectsPage(props);
  const drop = useFileDrop(page.importFiles);
  return (
    <main
      className="cw-projects"
      data-dropping={drop.dropping}
      onDragOver={drop.onDragOver}
      onDragLeave={drop.onDragLeave}
      onDrop={drop.onDrop}
    >
      <header className="cw-projects-header">
        <h1>{tc('appName')}</h1>
        <LanguageSwitcher />
      </header>
      <NewProjectPanel
        templates={page.templates}
        busy={page.busy}
        onBlank={page.newBlank}
        onTemplate={page.newFromTemplate}
      />
      <ProjectListPanel
        list={page.list}
        sync={page.sync}
        busy={page.busy}
        notice={page.notice}
        trash={page.trash}
        cardActions={page.cardActions}
        onImport={page.importFiles}
        onUndo={page.undoDelete}
        onDismiss={page.dismissNotice}
      />
      {drop.dropping && (
        <div className="cw-drop-overlay" aria-hidden="true">
          {t('dropHere')}
        </div>
      )}
    </main>
  );
}
