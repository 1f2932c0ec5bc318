import { readFileSync } from 'node:fs';
import { Hono } from 'hono';
import type { CloneVoiceCreateResponse, CloneVoiceInfoResponse } from '../../shared/api/voices.ts';
import { CloneVoiceCreateRequest, CloneVoiceInfoRequest } from '../../shared/api/voices-requests.ts';
import { requireAuth } from '../auth/middleware.ts';
import { analyseVoice } from '../clone/analyse.ts';
import { CLONED_VOICE_ID_BASE, ownClonedVoice, toApiVoice, type ClonedVoiceRow } from '../clone/store.ts';
import { decodeWav } from '../clone/wav.ts';
import type { ApiEnv, ServerContext } from '../context.ts';
import { jsonBody } from '../http/validators.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { ok } from '../http/respond.ts';
import { keyProblem } from '../media/keys.ts';
import { fileOf, findAsset } from '../media/store.ts';
import { VOICE_CATALOG } from '../voices/catalog.ts';

const MIN_VOICED_SECONDS = 1;

/** `/ai/clone-voice/*`: voice-matched approximations of a user's recording (an engine voice with its pitch and rate). */
export function cloneVoiceRoutes(ctx: ServerContext): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  app.use('*', requireAuth(ctx));

  app.post('/get-info', jsonBody(CloneVoiceInfoRequest), (c) => {
    const { id } = c.req.valid('json');
    const row = ownClonedVoice(ctx, c.get('auth').userId, id);
    const data: CloneVoiceInfoResponse = { status: row.status === 2 ? 2 : 0, voice_name: row.name };
    return ok(c, data);
  });

  app.post('/create', jsonBody(CloneVoiceCreateRequest), async (c) => {
    const input = c.req.valid('json');
    const { userId } = c.get('auth');
    const problem = keyProblem(input.key);
    if (problem !== undefined) throw badRequest(`key '${input.key}': ${problem}`);
    const asset = findAsset(ctx.db, input.key);
    if (asset === undefined || asset.owner_id !== userId) throw notFound(`key: no recording '${input.key}'`);
    if (asset.content_type !== 'audio/wav')
      throw badRequest(`key '${input.key}': recordings must be WAV, got ${asset.content_type}`);
    const lan = input.lan ?? 'en';
    const candidates = VOICE_CATALOG.filter((voice) => voice.lan === lan);
    if (candidates.length === 0) throw badRequest(`lan: no voices for '${lan}'`);
    let analysis = { f0Hz: 0, wordsPerMinute: 0, voicedSeconds: 0, totalSeconds: 0 };
    let reason: string | undefined;
    try {
      const wav = decodeWav(readFileSync(fileOf(ctx.filesDir, input.key)));
      analysis = analyseVoice(wav.samples, wav.sampleRate);
      if (analysis.voicedSeconds < MIN_VOICED_SECONDS)
        reason = `only ${analysis.voicedSeconds} s of voiced speech (need ${MIN_VOICED_SECONDS} s)`;
      else if (analysis.wordsPerMinute <= 0) reason = 'no syllables found';
    } catch (error) {
      reason = error instanceof Error ? error.message : String(error);
    }
    const gender = analysis.f0Hz > 0 && analysis.f0Hz < 165 ? 1 : 2;
    const base = candidates.find((voice) => voice.gender === gender) ?? candidates[0]!;
    const status = reason === undefined ? 0 : 2;
    const wpm = Math.max(80, Math.min(300, analysis.wordsPerMinute || 150));
    const info = ctx.db
      .prepare(
        `INSERT INTO cloned_voices (id, user_id, name, lan, source_key, status, reason, base_voice_id, f0_hz, words_per_minute, voiced_seconds, created_at)
         VALUES ((SELECT COALESCE(MAX(id), ?) + 1 FROM cloned_voices), ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        CLONED_VOICE_ID_BASE,
        userId,
        input.name,
        lan,
        input.key,
        status,
        reason ?? null,
        base.id,
        analysis.f0Hz,
        wpm,
        analysis.voicedSeconds,
        ctx.now(),
      );
    const row = ctx.db
      .prepare('SELECT * FROM cloned_voices WHERE rowid = ?')
      .get(info.lastInsertRowid) as ClonedVoiceRow;
    const data: CloneVoiceCreateResponse = {
      id: row.id,
      status,
      voice_name: row.name,
      analysis: { f0_hz: analysis.f0Hz, words_per_minute: wpm, voiced_seconds: analysis.voicedSeconds },
      ...(reason !== undefined ? { reason } : { voice: toApiVoice(row) }),
    };
    return ok(c, data);
  });
  return app;
}
