import { Hono, type Context } from 'hono';
import type {
  ProjectHistoryResponse,
  ProjectListResponse,
  ProjectResponse,
  ProjectSaveResponse,
  ProjectThumbnailResponse,
  TrashListResponse,
} from '../../shared/api/projects.ts';
import { PROJECT_LIMITS } from '../../shared/api/projects.ts';
import {
  HistoryRestoreRequest,
  loadProjectBody,
  ProjectListQuery,
  ProjectParams,
  ProjectPutRequest,
  ProjectRevisionParams,
} from '../../shared/api/projects-requests.ts';
import type { Project } from '../../shared/model/project.ts';
import { requireAuth } from '../auth/middleware.ts';
import type { ApiEnv, ServerContext } from '../context.ts';
import { badRequest } from '../http/errors.ts';
import { ok } from '../http/respond.ts';
import { jsonBody, paramsOf, queryOf } from '../http/validators.ts';
import { listHistory } from '../projects/history.ts';
import { listProjects, listTrash, liveProject, type ProjectRef, thumbnailPath } from '../projects/rows.ts';
import { restoreRevision, saveProject } from '../projects/save.ts';
import { putThumbnail, readThumbnail } from '../projects/thumbnail.ts';
import { purgeTrash, restoreFromTrash, trashProject } from '../projects/trash.ts';

const refOf = (c: Context<ApiEnv>, id: string): ProjectRef => ({ userId: c.get('auth').userId, id });

/**
 * `/api/projects`: the signed-in account's projects (list, read, save with a revision check, trash, restore,
 * history, thumbnail). Every call sees only the caller's own projects; see docs/projects-api.md.
 */
export function projectRoutes(ctx: ServerContext): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  app.use('*', requireAuth(ctx), async (_c, next) => {
    purgeTrash(ctx.db, ctx.now()); // an expired project is gone before any call could see it
    await next();
  });
  app.get('/', queryOf(ProjectListQuery), (c) => {
    const { userId } = c.get('auth');
    if (c.req.valid('query').trash === '1')
      return ok(c, { list: listTrash(ctx.db, userId) } satisfies TrashListResponse);
    return ok(c, { list: listProjects(ctx.db, userId) } satisfies ProjectListResponse);
  });
  app.get('/:id', paramsOf(ProjectParams), (c) => {
    const row = liveProject(ctx.db, refOf(c, c.req.valid('param').id));
    const data: ProjectResponse = {
      id: row.id,
      name: row.name,
      project: JSON.parse(row.body) as Project,
      revision: row.revision,
      updated_at: row.updated_at,
    };
    return ok(c, data);
  });
  app.put('/:id', paramsOf(ProjectParams), jsonBody(ProjectPutRequest, PROJECT_LIMITS.bodyBytes), (c) => {
    const { name, project, revision } = c.req.valid('json');
    const loaded = loadProjectBody(project);
    if (!loaded.ok) throw badRequest(loaded.problem);
    const ref = refOf(c, c.req.valid('param').id);
    const saved = saveProject(ctx.db, ref, { name, project: loaded.project, revision }, ctx.now());
    return ok(c, { ...saved, repairs: loaded.repairs } satisfies ProjectSaveResponse);
  });
  app.delete('/:id', paramsOf(ProjectParams), (c) =>
    ok(c, trashProject(ctx.db, refOf(c, c.req.valid('param').id), ctx.now())),
  );
  app.post('/:id/restore', paramsOf(ProjectParams), (c) =>
    ok(c, restoreFromTrash(ctx.db, refOf(c, c.req.valid('param').id))),
  );
  historyRoutes(app, ctx);
  thumbnailRoutes(app, ctx);
  return app;
}

/** `GET /:id/history` and `POST /:id/history/:revision/restore`. */
function historyRoutes(app: Hono<ApiEnv>, ctx: ServerContext): void {
  app.get('/:id/history', paramsOf(ProjectParams), (c) => {
    const ref = refOf(c, c.req.valid('param').id);
    liveProject(ctx.db, ref);
    return ok(c, { list: listHistory(ctx.db, ref) } satisfies ProjectHistoryResponse);
  });
  app.post(
    '/:id/history/:revision/restore',
    paramsOf(ProjectRevisionParams),
    jsonBody(HistoryRestoreRequest),
    (c) => {
      const { id, revision } = c.req.valid('param');
      const expected = c.req.valid('json').revision;
      const saved = restoreRevision(ctx.db, refOf(c, id), revision, expected, ctx.now());
      return ok(c, saved satisfies ProjectSaveResponse);
    },
  );
}

/** `PUT /:id/thumbnail` (multipart form, `file`) and `GET /:id/thumbnail` (the image, for its owner). */
function thumbnailRoutes(app: Hono<ApiEnv>, ctx: ServerContext): void {
  app.put('/:id/thumbnail', paramsOf(ProjectParams), async (c) => {
    const { id } = c.req.valid('param');
    const file = await formFile(c);
    const at = putThumbnail(ctx.db, refOf(c, id), new Uint8Array(await file.arrayBuffer()), ctx.now());
    return ok(c, { thumbnail_url: thumbnailPath(id, at) } satisfies ProjectThumbnailResponse);
  });
  app.get('/:id/thumbnail', paramsOf(ProjectParams), (c) => {
    const image = readThumbnail(ctx.db, refOf(c, c.req.valid('param').id));
    return c.body(new Uint8Array(image.bytes), 200, {
      'Content-Type': image.contentType,
      // Private to its owner; the URL changes with each new image, so it may be cached for long.
      'Cache-Control': 'private, max-age=31536000, immutable',
    });
  });
}

async function formFile(c: Context<ApiEnv>): Promise<File> {
  let form: Record<string, string | File | (string | File)[]>;
  try {
    form = await c.req.parseBody();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw badRequest(`body: expected multipart/form-data with a 'file' field (${reason})`);
  }
  const file = form.file;
  if (!(file instanceof File))
    throw badRequest(`file: missing (send multipart/form-data with a 'file' field)`);
  return file;
}
