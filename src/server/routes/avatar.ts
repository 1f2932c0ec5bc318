import { Hono } from 'hono';
import type { AvatarInfoResponse } from '../../shared/api/media.ts';
import { AvatarInfoRequest } from '../../shared/api/media-requests.ts';
import { requireAuth } from '../auth/middleware.ts';
import type { ApiEnv, ServerContext } from '../context.ts';
import { AVATAR_CATALOG, AVATAR_FACE, avatarKey, avatarMouthStyle } from '../demo/avatars.ts';
import { notFound } from '../http/errors.ts';
import { ok } from '../http/respond.ts';
import { jsonBody } from '../http/validators.ts';
import { accessUrls } from '../media/signing.ts';

/** `POST /ai/avatar/avatar-info`: a presenter's image with and without background. */
export function avatarRoutes(ctx: ServerContext): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  app.post('/avatar-info', requireAuth(ctx), jsonBody(AvatarInfoRequest), (c) => {
    const { id } = c.req.valid('json');
    const avatar = AVATAR_CATALOG.find((entry) => entry.id === id);
    if (avatar === undefined) throw notFound(`id: no avatar ${id}`);
    const image = (noBack: boolean) => {
      const key = avatarKey(avatar, noBack);
      const { url, static_url } = accessUrls(ctx.secrets.media, key, ctx.now());
      return { key, url, static_url };
    };
    const data: AvatarInfoResponse = {
      avatar: {
        ...image(false),
        id: avatar.id,
        type: avatar.type,
        name: avatar.name,
        gender: avatar.gender,
        voice_id: avatar.voice_id,
        config: { ...AVATAR_FACE },
        mouth_style: avatarMouthStyle(avatar),
      },
      avatar_noback: image(true),
    };
    return ok(c, data);
  });
  app.post('/list', requireAuth(ctx), (c) =>
    ok(c, {
      list: AVATAR_CATALOG.map((a) => ({
        id: a.id,
        type: a.type,
        name: a.name,
        gender: a.gender,
        voice_id: a.voice_id,
        key: avatarKey(a, false),
        config: { ...AVATAR_FACE },
        mouth_style: avatarMouthStyle(a),
      })),
    }),
  );
  return app;
}
