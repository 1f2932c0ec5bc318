/**
 * `mountEditor`: the editor — canvas, preview, panels — in a page element, and the host-page API
 * over it. One store and one session; a host's loadProject replaces the edited project (and its
 * history). The host keeps the project (getProject): nothing is saved in this browser for it.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { SiteLanguage } from '../../shared/constants.ts';
import { Emitter } from '../../shared/emitter.ts';
import type { Voice } from '../../shared/model/voice.ts';
import { normalizeProject } from '../../shared/normalize/project.ts';
import { createServices } from '../app/create-services.ts';
import { EditorLayout } from '../app/editor/EditorLayout.tsx';
import { ServicesContext, type Services } from '../app/services.ts';
import { SessionContext } from '../app/session/context.ts';
import { EditorSession } from '../app/session/editor-session.ts';
import { initialLanguage } from '../i18n/language.ts';
import { LanguageProvider } from '../i18n/LanguageProvider.tsx';
import { EditorStore } from '../store/editor-store.ts';
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
  // Until a host loads a project the store holds a blank one, which the API does not expose.
  const store = new EditorStore(normalizeProject({ clips: [{}] }));
  const session = new EditorSession(store, {
    idleUntilLoaded: true,
    ...(resolveMedia !== undefined ? { resolveMedia } : {}),
    ...(options.pauseWhenHidden !== undefined ? { pauseWhenHidden: options.pauseWhenHidden } : {}),
  });
  let loaded = false;
  const sessions = new Emitter<{ session: EditorSession }>();
  const api = createSessionApi(
    {
      current: async () => (loaded ? session : undefined),
      load: async (project) => {
        await session.preview();
        store.reset(project);
        loaded = true;
        sessions.emit('session', session);
        return session;
      },
      onSession: (listener) => sessions.on('session', listener),
    },
    options.voices !== undefined ? { voices: options.voices } : {},
  );
  const lang = options.language ?? initialLanguage();
  const root = createRoot(element);
  root.render(
    <StrictMode>
      <LanguageProvider initialLanguage={lang}>
        <ServicesContext.Provider value={services}>
          <EditorStoreContext.Provider value={store}>
            <SessionContext.Provider value={session}>
              <EditorLayout name="" autosave={undefined} />
            </SessionContext.Provider>
          </EditorStoreContext.Provider>
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
      await session.dispose();
    },
  };
}
