/**
 * What the app's screens reach outside the page: the local API (absent when the browser denies the
 * session storage it needs, e.g. in a cross-site frame), media key resolution, and the projects database.
 */
import { createContext, useContext } from 'react';
import type { Api } from '../api/calls.ts';
import type { MediaAccess } from '../api/media-access.ts';
import type { ProjectDb } from '../store/persist/project-db.ts';

export interface Services {
  api: Api | undefined;
  media: MediaAccess | undefined;
  projects: ProjectDb;
  /** Default free voice ids of this environment. */
  defaultVoiceIds: { male: number; female: number };
}

export const ServicesContext = createContext<Services | null>(null);

export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (services === null) throw new Error('useServices: no ServicesContext provider above this component');
  return services;
}
