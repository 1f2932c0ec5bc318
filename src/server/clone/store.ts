import type { ApiVoice } from '../../shared/api/voices.ts';
import type { ServerContext } from '../context.ts';
import { badRequest, notFound } from '../http/errors.ts';
import type { VoiceSettings } from '../tts/compose.ts';
import { catalogVoice, VOICE_CATALOG } from '../voices/catalog.ts';

export interface ClonedVoiceRow {
  id: number;
  user_id: number;
  name: string;
  lan: string;
  source_key: string;
  status: number;
  reason: string | null;
  base_voice_id: number;
  f0_hz: number;
  words_per_minute: number;
  voiced_seconds: number;
}

/** Cloned voice ids start here so that they never collide with engine voice ids. */
export const CLONED_VOICE_ID_BASE = 100_000;

export function findClonedVoice(ctx: ServerContext, id: number): ClonedVoiceRow | undefined {
  return ctx.db.prepare('SELECT * FROM cloned_voices WHERE id = ?').get(id) as ClonedVoiceRow | undefined;
}

/** A cloned voice of this user, or code 404 (another user's voice is not told apart from a missing one). */
export function ownClonedVoice(ctx: ServerContext, userId: number, id: number): ClonedVoiceRow {
  const row = findClonedVoice(ctx, id);
  if (row === undefined || row.user_id !== userId) throw notFound(`id: no cloned voice ${id}`);
  return row;
}

/** Base engine pitch for a recorded F0: 50 at the variant's typical F0, ±40 per octave. */
export function pitchFor(f0Hz: number, gender: 1 | 2): number {
  const reference = gender === 1 ? 120 : 210;
  return Math.max(0, Math.min(99, Math.round(50 + 40 * Math.log2(f0Hz / reference))));
}

/** Engine settings that speak like the recording: base voice's timbre, recorded pitch and rate. */
export function clonedVoiceSettings(ctx: ServerContext, userId: number, id: number): VoiceSettings {
  const row = ownClonedVoice(ctx, userId, id);
  if (row.status === 2)
    throw badRequest(`model: cloned voice ${id} is unusable (${row.reason ?? 'no usable speech'})`);
  const base = catalogVoice(row.base_voice_id);
  if (base === undefined) throw badRequest(`model: cloned voice ${id} has no base voice`);
  // The engine rate that makes the base voice speak at the recording's measured words per minute.
  const measured = ctx.db
    .prepare('SELECT words_per_minute FROM voice_rates WHERE voice_id = ?')
    .get(base.id) as { words_per_minute: number } | undefined;
  const baseWpm = measured?.words_per_minute ?? 150;
  return {
    voice: base.espeak.voice,
    variant: base.espeak.variant,
    pitch: pitchFor(row.f0_hz, base.gender),
    rate: Math.max(80, Math.min(450, Math.round((base.espeak.rate * row.words_per_minute) / baseWpm))),
  };
}

export function toApiVoice(row: ClonedVoiceRow): ApiVoice {
  const base = catalogVoice(row.base_voice_id) ?? VOICE_CATALOG[0]!;
  return {
    id: row.id,
    name: row.name,
    gender: base.gender,
    lan: row.lan,
    country_name: base.country_name,
    is_free: 1,
    app_json: { text: base.sample },
    tts_config: { voice_id: row.id, words_per_minute: row.words_per_minute, engine: 'espeak-ng' },
    voiceType: 'clone',
  };
}

/** The user's usable cloned voices, as voice list entries. */
export function clonedVoicesOf(ctx: ServerContext, userId: number): ApiVoice[] {
  const rows = ctx.db
    .prepare('SELECT * FROM cloned_voices WHERE user_id = ? AND status = 0 ORDER BY id')
    .all(userId) as ClonedVoiceRow[];
  return rows.map(toApiVoice);
}
