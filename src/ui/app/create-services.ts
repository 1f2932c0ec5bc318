/** The services of the page: the local API when the browser lets us keep a session, and the projects DB. */
import { createBrowserApi } from '../api/index.ts';
import { MediaAccess } from '../api/media-access.ts';
import type { AuthSession } from '../auth/session.ts';
import { PROJECT_DB_NAME, ProjectDb } from '../store/persist/project-db.ts';
import type { Services } from './services.ts';

/** Production ids when the API cannot be reached: only used to name default voices. */
const FALLBACK_VOICE_IDS = { male: 2364, female: 2363 };

export function createServices(): Services {
  try {
    const { api, defaultVoiceIds } = createBrowserApi();
    const projects = new ProjectDb(PROJECT_DB_NAME, { owner: signedInAccount(api.client.session) });
    return { api, media: new MediaAccess((key) => api.getAccessUrl(key)), projects, defaultVoiceIds };
  } catch (error) {
    // A page framed by another site may be denied cookies and storage: the editor runs without the API.
    console.warn(`clipwright: the API is unavailable here (${(error as Error).message})`);
    const projects = new ProjectDb();
    return { api: undefined, media: undefined, projects, defaultVoiceIds: FALLBACK_VOICE_IDS };
  }
}

/** The account signed in on this page (the user the sign-in kept), or undefined when signed out. */
export function signedInAccount(session: AuthSession): number | undefined {
  if (session.accessToken() === undefined && session.refreshToken() === undefined) return undefined;
  const id = (session.user() as { id?: unknown } | undefined)?.id;
  return typeof id === 'number' && Number.isSafeInteger(id) ? id : undefined;
}
