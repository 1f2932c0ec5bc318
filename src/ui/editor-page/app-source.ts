/**
 * The host API's sessions when /editor runs the whole app (top-level, not framed): `loadProject` stores the
 * project as a new project on this machine and opens it (nothing a host loads is lost to the creator); every
 * other call acts on the project open in the editor.
 */
import { Emitter } from '../../shared/emitter.ts';
import type { Project } from '../../shared/model/project.ts';
import { createId } from '../../shared/ids.ts';
import { serializeProject } from '../../shared/serialize.ts';
import type { EditorSession } from '../app/session/editor-session.ts';
import { routeHash } from '../app/route.ts';
import type { ProjectDb } from '../store/persist/project-db.ts';
import type { SessionSource } from '../host/session-api.ts';

export interface AppSessionSource extends SessionSource {
  /** The app reports the session of the project it opened (undefined when it leaves the editor). */
  setSession(session: EditorSession | undefined): void;
}

export function appSessionSource(db: ProjectDb, name: () => string): AppSessionSource {
  let session: EditorSession | undefined;
  const sessions = new Emitter<{ session: EditorSession }>();
  // The loads waiting for the editor to open their project: each hears the next session once.
  const waiting = new Emitter<{ opened: EditorSession }>();
  return {
    current: async () => session,
    setSession(next) {
      session = next;
      if (next === undefined) return;
      sessions.emit('session', next);
      waiting.emit('opened', next);
      waiting.clear();
    },
    load: async (project: Project) => {
      const id = createId();
      const now = Date.now();
      await db.put({
        id,
        name: name(),
        layout: project.layout,
        createdAt: now,
        updatedAt: now,
        project: serializeProject(project),
      });
      const opened = new Promise<EditorSession>((resolve) => waiting.on('opened', resolve));
      location.hash = routeHash({ kind: 'project', projectId: id });
      const next = await opened;
      await next.preview();
      return next;
    },
    onSession: (listener) => sessions.on('session', listener),
  };
}
