/**
 * The projects page: the projects stored on this machine, newest change first, and everything a
 * creator does with them — new (a format or a template), open, rename, duplicate, delete with Undo, import
 * (file picker or drop anywhere on the page) and export of project JSON files.
 */
import { useRef, useState, type DragEvent } from 'react';
import type { LibraryTemplate } from '../../../shared/api/library.ts';
import type { Layout } from '../../../shared/constants.ts';
import { normalizeProjectWithReport } from '../../../shared/normalize/project.ts';
import { LanguageSwitcher } from '../common/LanguageSwitcher.tsx';
import { useServices } from '../services.ts';
import { useLanguage, useT } from '../../i18n/use-t.ts';
import { isolate } from './bidi.ts';
import { blankProject } from './new-project.ts';
import { Notice, type ImportOutcome, type NoticeState } from './Notice.tsx';
import {
  createProject,
  deleteProject,
  duplicateProject,
  exportProject,
  renameProject,
  restoreProject,
} from './project-actions.ts';
import { ProjectCard } from './ProjectCard.tsx';
import { downloadText } from './download.ts';
import { MAX_IMPORT_BYTES, readProjectFile } from './project-file.ts';
import { copyNameFor } from './project-name.ts';
import { useProjectList } from './use-project-list.ts';
import { useTemplates } from './use-templates.ts';
import { NewProjectPanel } from './NewProjectPanel.tsx';
import './projects.css';

/** `onExportVideo` opens the project in the editor with the export dialog shown. */
export function ProjectsScreen(props: {
  onOpen(projectId: string): void;
  onExportVideo(projectId: string): void;
}) {
  const { projects: db, api } = useServices();
  const t = useT('projects');
  const tc = useT('common');
  const { lang } = useLanguage();
  const { list, reload } = useProjectList(db);
  const templates = useTemplates(api);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<NoticeState | undefined>(undefined);
  const [dropping, setDropping] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  /** One action at a time; its failure becomes the notice; the list is re-read after it. */
  const run = async (work: () => Promise<void>) => {
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

  const newBlank = (layout: Layout) =>
    run(async () => props.onOpen(await createProject(db, blankProject(layout), t('untitled'))));

  const newFromTemplate = (template: LibraryTemplate) =>
    run(async () => {
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
    run(async () => {
      const outcomes: ImportOutcome[] = [];
      for (const file of files) {
        // A file over the limit is refused by its size, before its text is read.
        const result = readProjectFile(
          file.size <= MAX_IMPORT_BYTES ? await file.text() : '',
          file.name,
          file.size,
        );
        if (!result.ok) {
          outcomes.push({ file: file.name, ok: false, problem: result.problem, detail: result.detail });
          continue;
        }
        const name = result.name || t('untitled');
        await createProject(db, result.project, name);
        outcomes.push({ file: file.name, ok: true, name, repairs: result.repairs });
      }
      setNotice({ kind: 'imports', outcomes });
    });

  const onDrop = (event: DragEvent) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    setDropping(false);
    void importFiles([...event.dataTransfer.files]);
  };

  const actions = {
    onOpen: props.onOpen,
    onExportVideo: props.onExportVideo,
    onRename: async (id: string, name: string) => {
      await renameProject(db, id, name);
      await reload();
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
      void run(async () => setNotice({ kind: 'deleted', record: await deleteProject(db, id) })),
    onExport: (id: string) =>
      void run(async () => {
        const { fileName, text } = await exportProject(db, id);
        downloadText(fileName, text);
      }),
  };

  return (
    <main
      className="cw-projects"
      data-dropping={dropping}
      onDragOver={(event) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
        setDropping(true);
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDropping(false);
      }}
      onDrop={onDrop}
    >
      <header className="cw-projects-header">
        <h1>{tc('appName')}</h1>
        <LanguageSwitcher />
      </header>
      <NewProjectPanel
        templates={templates}
        busy={busy}
        onBlank={(layout) => void newBlank(layout)}
        onTemplate={(template) => void newFromTemplate(template)}
      />
      <section className="cw-panel cw-project-list-panel" aria-labelledby="cw-projects-title">
        <div className="cw-project-list-head">
          <h2 id="cw-projects-title">{t('pageTitle')}</h2>
          <button type="button" disabled={busy} onClick={() => fileInput.current?.click()}>
            {t('import')}
          </button>
          <input
            ref={fileInput}
            type="file"
            accept=".json,application/json"
            multiple
            hidden
            aria-label={t('import')}
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              // Cleared so that picking the same file again imports it again.
              event.target.value = '';
              if (files.length > 0) void importFiles(files);
            }}
          />
        </div>
        <p className="cw-muted">{t('dropHint')}</p>
        <Notice
          notice={notice}
          busy={busy}
          onUndo={() => {
            if (notice?.kind !== 'deleted') return;
            const { record } = notice;
            void run(async () => {
              await restoreProject(db, record);
              setNotice({ kind: 'restored', name: record.name });
            });
          }}
          onDismiss={() => setNotice(undefined)}
        />
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
              <ProjectCard key={project.id} project={project} busy={busy} {...actions} />
            ))}
          </ul>
        )}
      </section>
      {dropping && (
        <div className="cw-drop-overlay" aria-hidden="true">
          {t('dropHere')}
        </div>
      )}
    </main>
  );
}

function hasFiles(event: DragEvent): boolean {
  return [...event.dataTransfer.types].includes('Files');
}
