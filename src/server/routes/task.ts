import { Hono } from 'hono';
import type { GenerateTaskResponse } from '../../shared/api/task.ts';
import {
  CancelRequest,
  ClonedParam,
  GenerateRequest,
  TaskDetailQuery,
  TtsParam,
} from '../../shared/api/task-requests.ts';
import { requireAuth } from '../auth/middleware.ts';
import { clonedVoiceSettings } from '../clone/store.ts';
import type { ApiEnv, ServerContext } from '../context.ts';
import { validate } from '../http/body.ts';
import { jsonBody, queryOf } from '../http/validators.ts';
import { ApiError, badRequest, notFound } from '../http/errors.ts';
import { ok } from '../http/respond.ts';
import { MAX_PAUSE_SECONDS } from '../tts/segments.ts';
import { checkRenderRequest } from '../render/render-request.ts';
import { userTier } from '../auth/tier.ts';
import { catalogVoice } from '../voices/catalog.ts';

function checkPauses(script: string): void {
  for (const match of script.matchAll(/<#(\d+(?:\.\d+)?)#>/g)) {
    if (Number(match[1]) > MAX_PAUSE_SECONDS)
      throw badRequest(`text: pause ${match[0]} is longer than ${MAX_PAUSE_SECONDS} s`);
  }
}

/** `/ai/task/generate`, `/ai/task/detail` and `/ai/task/cancel`: speech and render tasks. */
export function taskRoutes(ctx: ServerContext): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  app.use('*', requireAuth(ctx));

  app.post('/generate', jsonBody(GenerateRequest), async (c) => {
    const request = c.req.valid('json');
    const { userId } = c.get('auth');
    let taskId: string;
    if (request.action === 'render') {
      if (!ctx.tasks.has('render'))
        throw new ApiError(
          503,
          'action: server rendering is off on this server (started without the built app)',
        );
      const payload = checkRenderRequest(ctx, { userId, tier: userTier(ctx, userId) }, request.param);
      taskId = ctx.tasks.add(userId, 'render', payload);
    } else if (request.action === 'tts') {
      const param = validate(TtsParam, request.param, 'param');
      const voice = catalogVoice(param.tts_config.voice_id);
      if (voice === undefined)
        throw badRequest(`param.tts_config.voice_id: no voice ${param.tts_config.voice_id}`);
      checkPauses(param.text);
      taskId = ctx.tasks.add(userId, 'tts', {
        userId,
        action: 'tts',
        text: param.text,
        voice: voice.espeak,
        speed: param.speed,
        pitch: param.pitch,
      });
    } else {
      const param = validate(ClonedParam, request.param, 'param');
      const settings = clonedVoiceSettings(ctx, userId, param.model);
      checkPauses(param.script.text);
      taskId = ctx.tasks.add(userId, 'tts_by_cloned_voice', {
        userId,
        action: 'tts_by_cloned_voice',
        text: param.script.text,
        voice: settings,
        speed: param.speed,
        pitch: param.pitch,
      });
    }
    const data: GenerateTaskResponse = { task_id: taskId };
    return ok(c, data);
  });

  app.get('/detail', queryOf(TaskDetailQuery), (c) => {
    const { task_id: taskId } = c.req.valid('query');
    const detail = ctx.tasks.detail(taskId, c.get('auth').userId);
    if (detail === undefined) throw notFound(`task_id: no task '${taskId}'`);
    return ok(c, detail);
  });

  app.post('/cancel', jsonBody(CancelRequest), async (c) => {
    const { task_id: taskId } = c.req.valid('json');
    const outcome = await ctx.tasks.cancel(taskId, c.get('auth').userId);
    if (outcome === undefined) throw notFound(`task_id: no task '${taskId}'`);
    return ok(c, { task_id: taskId, cancelled: outcome === 'cancelled' });
  });
  return app;
}
