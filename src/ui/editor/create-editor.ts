/** The page's Editor with the services of this page: media resolution and export to the local API. */
import { routeHash } from '../app/route.ts';
import type { Services } from '../app/services.ts';
import { exportServices } from '../export/services.ts';
import { apiRemote } from '../store/sync/api-remote.ts';
import { Editor, type HostLoads } from './editor.ts';

export function createEditor(services: Services, hostLoads: HostLoads): Editor {
  const media = services.media;
  return new Editor({
    projects: services.projects,
    hostLoads,
    remote: services.api === undefined ? undefined : apiRemote(services.api),
    session: {
      ...(media !== undefined ? { resolveMedia: (key: string) => media.urlForKey(key) } : {}),
      ...exportServices(services.api),
    },
  });
}

/**
 * The whole app's Editor: a project a host loads is stored as a new project on this machine and opened by
 * the app's route, so nothing a host loads is lost to the creator.
 */
export function createAppEditor(services: Services): Editor {
  return createEditor(services, {
    kind: 'store',
    name: () => 'Loaded project',
    show: (projectId) => (location.hash = routeHash({ kind: 'project', projectId })),
  });
}
