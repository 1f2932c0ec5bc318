import { Hono } from 'hono';
import type { VoiceListResponse } from '../../shared/api/voices.ts';
import { VoiceListRequest } from '../../shared/api/voices-requests.ts';
import { requireAuth } from '../auth/middleware.ts';
import type { ApiEnv, ServerContext } from '../context.ts';
import { jsonBody } from '../http/validators.ts';
import { ok } from '../http/respond.ts';
import { clonedVoicesOf } from '../clone/store.ts';

/** `POST /ai/audio/list-v3`: engine voices (measured rates) and the caller's usable cloned voices. */
export function voiceRoutes(ctx: ServerContext): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  app.post('/list-v3', requireAuth(ctx), jsonBody(VoiceListRequest), async (c) => {
    const list = [...(await ctx.speech.voices()), ...clonedVoicesOf(ctx, c.get('auth').userId)];
    const data: VoiceListResponse = { list };
    return ok(c, data);
  });
  return app;
}
