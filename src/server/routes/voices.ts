import { Hono } from 'hono';
import { z } from 'zod';
import type { VoiceListResponse } from '../../shared/api/voices.ts';
import { requireAuth } from '../auth/middleware.ts';
import type { ApiEnv, ServerContext } from '../context.ts';
import { readJson } from '../http/body.ts';
import { ok } from '../http/respond.ts';
import { clonedVoicesOf } from '../clone/store.ts';

const ListRequest = z.object({
  audio_type: z.literal('app', { message: "must be 'app'" }).optional(),
});

/** `POST /ai/audio/list-v3`: engine voices (measured rates) and the caller's usable cloned voices. */
export function voiceRoutes(ctx: ServerContext): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  app.post('/list-v3', requireAuth(ctx), async (c) => {
    await readJson(c, ListRequest);
    const list = [...(await ctx.speech.voices()), ...clonedVoicesOf(ctx, c.get('auth').userId)];
    const data: VoiceListResponse = { list };
    return ok(c, data);
  });
  return app;
}
