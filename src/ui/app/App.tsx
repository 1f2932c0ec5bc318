/**
 * The Clipwright app: the projects page and the editor, chosen by the URL hash (`#/` and
 * `#/project/<id>`) so the browser's back button and a reload land where the creator was.
 * `#/project/<id>/export` opens the editor with the export dialog shown.
 */
import { useCallback, useEffect, useState } from 'react';
import type { SiteLanguage } from '../../shared/constants.ts';
import { LanguageProvider } from '../i18n/LanguageProvider.tsx';
import type { Editor } from '../editor/editor.ts';
import { EditorContext } from './editor/editor-context.ts';
import { EditorScreen } from './editor/EditorScreen.tsx';
import { ProjectsScreen } from './projects/ProjectsScreen.tsx';
import { ServicesContext, type Services } from './services.ts';
import { parseRoute, routeHash, type Route } from './route.ts';

export function App(props: {
  services: Services;
  initialLanguage: SiteLanguage;
  /** The page's editor: the editor screen opens its projects in it, a host page drives it. */
  editor: Editor;
}) {
  const [route, setRoute] = useState<Route>(() => parseRoute(location.hash));
  useEffect(() => {
    const onHash = () => setRoute(parseRoute(location.hash));
    addEventListener('hashchange', onHash);
    return () => removeEventListener('hashchange', onHash);
  }, []);
  const go = useCallback((next: Route) => {
    location.hash = routeHash(next);
  }, []);
  /** The route's export dialog is open: back to the editor's plain URL, so a reload does not reopen it. */
  const exportOpened = useCallback((projectId: string) => {
    const plain: Route = { kind: 'project', projectId };
    history.replaceState(history.state, '', routeHash(plain));
    setRoute(plain);
  }, []);

  return (
    <LanguageProvider initialLanguage={props.initialLanguage}>
      <ServicesContext.Provider value={props.services}>
        <EditorContext.Provider value={props.editor}>
          <div className="cw-app">
            {route.kind === 'project' ? (
              <EditorScreen
                key={route.projectId}
                projectId={route.projectId}
                openExport={route.openExport === true}
                onExportOpened={() => exportOpened(route.projectId)}
                onBack={() => go({ kind: 'projects' })}
              />
            ) : (
              <ProjectsScreen
                onOpen={(projectId) => go({ kind: 'project', projectId })}
                onExportVideo={(projectId) => go({ kind: 'project', projectId, openExport: true })}
              />
            )}
          </div>
        </EditorContext.Provider>
      </ServicesContext.Provider>
    </LanguageProvider>
  );
}
