/**
 * `mountEditor`: the editor — canvas, preview, panels — in a page element, and the host-page API
 * over it: an Editor holding one project in memory; a host's loadProject replaces it (and its history).
 * The host keeps the project (getProject): nothing is saved in this browser for it.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { SiteLanguage } from '../../shared/constants.ts';
import type { Voice } from '../../shared/model/voice.ts';
import { normalizeProject } from '../../shared/normalize/project.ts';
import { createServices } from '../app/create-services.ts';
import { EditorContext } from '../app/editor/editor-context.ts';
import { EditorLayout } from '../app/editor/EditorLayout.tsx';
import { Editor } from '../editor/editor.ts';
import { ServicesContext, type Services } from '../app/services.ts';
import { SessionContext } from '../app/session/context.ts';
import { initialLanguage } from '../i18n/language.ts';
import { LanguageProvider } from '../i18n/LanguageProvider.tsx';
import { EditorStoreContext } from '../store/use-editor.ts';
import { createSessionApi } from './session-api.ts';
import type { EditorApi } from './types.ts';
import '../app/app.css';

export interface MountEditorOptions {
  /** Turns a media key (`_urlkey`) into a URL; the page holds the auth. Default: the local API's. */
  resolveMedia?: (key: string) => Promise<string>;
  /** The app voice list, asked for only when `replaceGoods` names a language. */
  voices?: () => Promise<readonly Voice[]>;
  /** Pause when the document is hidden (default on). */
  pauseWhenHidden?: boolean;
  /** UI language (default: `?lang=`, then the browser's). */
  language?: SiteLanguage;
  /** The API, media access and projects database the panels use (default: this page's). */
  services?: Services;
}

export interface MountedEditor extends EditorApi {
  /** Resolves once the preview is up (every method waits for it anyway). */
  readonly ready: Promise<void>;
  dispose(): Promise<void>;
}

export function mountEditor(element: HTMLElement, options: MountEditorOptions = {}): MountedEditor {
  const services = options.services ?? createServices();
  const resolveMedia =
    options.resolveMedia ??
    (services.media !== undefined ? services.media.urlForKey.bind(services.media) : undefined);
  const editor = new Editor({
    projects: services.projects,
    hostLoads: { kind: 'replace' },
    session: {
      ...(resolveMedia !== undefined ? { resolveMedia } : {}),
      ...(options.pauseWhenHidden !== undefined ? { pauseWhenHidden: options.pauseWhenHidden } : {}),
    },
  });
  // Until a host loads a project the editor holds a blank one, which the API does not expose.
  const { store, session } = editor.openInMemory(normalizeProject({ clips: [{}] }), { untilHostLoads: true });
  const api = createSessionApi(editor, options.voices !== undefined ? { voices: options.voices } : {});
  const lang = options.language ?? initialLanguage();
  const root = createRoot(element);
  root.render(
    <StrictMode>
      <LanguageProvider initialLanguage={lang}>
        <ServicesContext.Provider value={services}>
          <EditorContext.Provider value={editor}>
            <EditorStoreContext.Provider value={store}>
              <SessionContext.Provider value={session}>
                <EditorLayout name="" autosave={undefined} />
              </SessionContext.Provider>
            </EditorStoreContext.Provider>
          </EditorContext.Provider>
        </ServicesContext.Provider>
      </LanguageProvider>
    </StrictMode>,
  );
  const ready = session.preview().then(() => undefined);
  return {
    ...api,
    ready,
    dispose: async () => {
      await ready.catch(() => undefined);
      root.unmount();
      await editor.close();
    },
  };
}
