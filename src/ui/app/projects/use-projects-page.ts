/**
 * What the projects page does, apart from how it looks: the stored projects and the templates, one action at
 * a time (new, import, undo a delete, and each card's actions) with its outcome as the page's notice.
 */
import { useState } from 'react';
import type { LibraryTemplate } from '../../../shared/api/library.ts';
import type { Layout } from '../../../shared/constants.ts';
import { normalizeProjectWithReport } from '../../../shared/normalize/project.ts';
import { useLanguage, useT, type Translate } from '../../i18n/use-t.ts';
import type { ProjectDb } from '../../store/persist/project-db.ts';
import { useServices } from '../services.ts';
import { isolate } from './bidi.ts';
import { downloadText } from './download.ts';
import { importProjectFiles } from './import-files.ts';
import { blankProject } from './new-project.ts';
import type { NoticeState } from './Notice.tsx';
import {
  createProject,
  deleteProject,
  duplicateProject,
  exportProject,
  renameProject,
  restoreProject,
} from './project-actions.ts';
import type { ProjectCardActions } from './CardActions.tsx';
import { copyNameFor } from './project-name.ts';
import { useProjectList, type ProjectList } from './use-project-list.ts';
import { useTemplates, type TemplateList } from './use-templates.ts';
import { useLibrarySync, type LibrarySync, type LibrarySyncState } from './use-library-sync.ts';
import { useTrash, type Trash } from './use-trash.ts';

/** `onExportVideo` opens the project in the editor with the export dialog shown. */
export interface ProjectsPageProps {
  onOpen(projectId: string): void;
  onExportVideo(projectId: string): void;
}

export interface ProjectsPage {
  list: ProjectList;
  /** Where this device's projects stand with the account's. */
  sync: LibrarySyncState;
  templates: TemplateList;
  busy: boolean;
  notice: NoticeState | undefined;
  /** The account's trash; undefined when nobody is signed in. */
  trash: Trash | undefined;
  newBlank(layout: Layout): void;
  newFromTemplate(template: LibraryTemplate): void;
  importFiles(files: readonly File[]): void;
  undoDelete(): void;
  dismissNotice(): void;
  cardActions: ProjectCardActions;
}

type Run = (work: () => Promise<void>) => Promise<void>;

export function useProjectsPage(props: ProjectsPageProps): ProjectsPage {
  const { projects: db, api } = useServices();
  const t = useT('projects');
  const { lang } = useLanguage();
  const { list, reload } = useProjectList(db);
  const templates = useTemplates(api);
  const { busy, notice, setNotice, run } = useActionRunner(reload);
  const librarySync = useLibrarySync(db, api, reload);
  const trash = useTrash(db, api, reload);

  const newBlank = (layout: Layout) =>
    void run(async () => props.onOpen(await createProject(db, blankProject(layout), t('untitled'))));

  const newFromTemplate = (template: LibraryTemplate) =>
    void run(async () => {
      try {
        if (api === undefined) throw new Error(t('templatesUnavailable'));
        const { project } = normalizeProjectWithReport(await api.template(template.id));
        props.onOpen(await createProject(db, project, template.title.trim() || t('untitled')));
      } catch (error) {
        const text = t('templateFailed', {
          name: template.title,
          error: isolate((error as Error).message, lang),
        });
        setNotice({ kind: 'error', text });
      }
    });

  const importFiles = (files: readonly File[]) =>
    void run(async () => {
      const outcomes = await importProjectFiles(db, files, t('untitled'));
      setNotice({ kind: 'imports', outcomes });
    });

  const undoDelete = () => {
    if (notice?.kind !== 'deleted') return;
    const { record } = notice;
    void run(async () => {
      await restoreProject(db, record);
      setNotice({ kind: 'restored', name: record.name });
      await librarySync.restored(record);
      trash.refresh();
    });
  };

  const cardActions = projectCardActions({ db, t, run, reload, setNotice, librarySync, trash, ...props });
  const dismissNotice = () => setNotice(undefined);
  return {
    list,
    sync: librarySync.state,
    templates,
    busy,
    notice,
    trash: librarySync.signedIn ? trash : undefined,
    newBlank,
    newFromTemplate,
    importFiles,
    undoDelete,
    dismissNotice,
    cardActions,
  };
}

/** One action at a time; its failure becomes the notice; the list is re-read after it. */
function useActionRunner(reload: () => Promise<void>) {
  const t = useT('projects');
  const { lang } = useLanguage();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<NoticeState | undefined>(undefined);
  const run: Run = async (work) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      setNotice({
        kind: 'error',
        text: t('actionFailed', { error: isolate((error as Error).message, lang) }),
      });
    } finally {
      setBusy(false);
      await reload();
    }
  };
  return { busy, notice, setNotice, run };
}

/** What each project card's buttons do. */
function projectCardActions(
  page: ProjectsPageProps & {
    db: ProjectDb;
    t: Translate<'projects'>;
    run: Run;
    reload(): Promise<void>;
    setNotice(notice: NoticeState): void;
    librarySync: LibrarySync;
    trash: Trash;
  },
): ProjectCardActions {
  const { db, t, run } = page;
  return {
    onOpen: page.onOpen,
    onExportVideo: page.onExportVideo,
    onRename: async (id: string, name: string) => {
      await renameProject(db, id, name);
      await page.reload();
    },
    onDuplicate: (id: string) =>
      void run(async () => {
        const original = await db.get(id);
        if (original === undefined) throw new Error(`project '${id}' is not stored on this machine`);
        await duplicateProject(
          db,
          id,
          copyNameFor(original.name, (name) => t('copyName', { name })),
        );
      }),
    onDelete: (id: string) =>
      void run(async () => {
        const record = await deleteProject(db, id);
        page.setNotice({ kind: 'deleted', record, toTrash: page.librarySync.trashes(record) });
        await page.librarySync.deleted(record);
        page.trash.refresh();
      }),
    onExport: (id: string) =>
      void run(async () => {
        const { fileName, text } = await exportProject(db, id);
        downloadText(fileName, text);
      }),
  };
}
