import { randomBytes } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import { TASK_STATUS } from '../../shared/api/task.ts';
import { MIME_TYPE_OF } from '../../shared/export/codecs.ts';
import type { ServerContext } from '../context.ts';
import { ApiError, badRequest, forbidden, notFound } from '../http/errors.ts';
import { ok } from '../http/respond.ts';
import { saveBody } from '../http/body.ts';
import { userKey } from '../media/keys.ts';
import { putAssetFile } from '../media/store.ts';
import { checkRenderUploadToken } from '../render/upload-token.ts';
import { renderPartsDir } from '../render/combine-parts.ts';
import { isPartName } from '../../shared/export/parts.ts';

/** The first bytes each container starts with: MP4 `....ftyp`, WebM the EBML magic. */
function looksLike(path: string, container: 'mp4' | 'webm'): boolean {
  const head = Buffer.alloc(8);
  const fd = openSync(path, 'r');
  try {
    readSync(fd, head, 0, 8, 0);
  } finally {
    closeSync(fd);
  }
  return container === 'mp4'
    ? head.subarray(4, 8).toString('latin1') === 'ftyp'
    : head.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]));
}

/**
 * `PUT /ai/task/render-output?task_id=…&token=…`: a render worker hands over the finished video of a running
 * render task (the token was made for that task when it was queued). The file is stored as the task owner's
 * video and its key answered; the worker's job then completes with it.
 */
export function renderOutputRoutes(ctx: ServerContext): Hono {
  const app = new Hono();
  app.put('/', async (c) => {
    const taskId = c.req.query('task_id') ?? '';
    const token = c.req.query('token') ?? '';
    if (taskId === '' || token === '') throw badRequest('task_id and token: both are needed');
    if (!checkRenderUploadToken(ctx.secrets.tokens, taskId, token))
      throw forbidden(`token: not valid for task '${taskId}'`);
    const task = ctx.db.prepare('SELECT user_id, action, status FROM tasks WHERE id = ?').get(taskId) as
      { user_id: number; action: string; status: number } | undefined;
    if (task === undefined || task.action !== 'render') throw notFound(`task_id: no render task '${taskId}'`);
    if (task.status !== TASK_STATUS.pending) throw new ApiError(409, `task '${taskId}': already ended`);
    const part = c.req.query('part');
    if (part !== undefined && !isPartName(part)) throw badRequest(`part: not a part name '${part}'`);
    const type = c.req.header('content-type') ?? '';
    const container = type === MIME_TYPE_OF.mp4 ? 'mp4' : type === MIME_TYPE_OF.webm ? 'webm' : undefined;
    if (container === undefined)
      throw badRequest(`Content-Type: must be video/mp4 or video/webm, got '${type}'`);
    const body = c.req.raw.body;
    if (body === null) throw badRequest('body: the video is missing');
    const tempDir = join(ctx.filesDir, '.render-tmp');
    mkdirSync(tempDir, { recursive: true });
    const temp = join(tempDir, `upload-${randomBytes(8).toString('hex')}`);
    try {
      await saveBody(body, temp);
      if (!looksLike(temp, container)) throw badRequest(`body: not an ${container.toUpperCase()} file`);
      if (part !== undefined) {
        // One part of a split render: kept beside the others until the last one arrives and they are joined.
        const dir = renderPartsDir(ctx.filesDir, taskId);
        mkdirSync(dir, { recursive: true });
        renameSync(temp, join(dir, `${part}.${container}`));
        return ok(c, { key: part });
      }
      const key = userKey(task.user_id, 'renders', container);
      const asset = { key, ownerId: task.user_id, kind: 'video', contentType: type, now: ctx.now() };
      putAssetFile(ctx.db, ctx.filesDir, asset, temp);
      return ok(c, { key });
    } finally {
      rmSync(temp, { force: true });
    }
  });
  return app;
}
