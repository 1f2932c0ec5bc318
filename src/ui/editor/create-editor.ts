/** The page's Editor with the services of this page: media resolution and export to the local API. */
import type { Services } from '../app/services.ts';
import { exportServices } from '../export/services.ts';
import { Editor, type HostLoads } from './editor.ts';

export function createEditor(services: Services, hostLoads: HostLoads): Editor {
  const media = services.media;
  return new Editor({
    projects: services.projects,
    hostLoads,
    session: {
      ...(media !== undefined ? { resolveMedia: (key: string) => media.urlForKey(key) } : {}),
      ...exportServices(services.api),
    },
  });
}
