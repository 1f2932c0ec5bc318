import type { Db } from './db/open.ts';
import type { SpeechService } from './tts/service.ts';

/** What every route needs: the database, where files live, the clock and the signing secrets. */
export interface ServerContext {
  db: Db;
  /** Root of stored files (`<data>/files`). */
  filesDir: string;
  /** Milliseconds since the epoch (tests move it). */
  now(): number;
  secrets: { tokens: Buffer; media: Buffer };
  speech: SpeechService;
}

export interface AuthUserVars {
  userId: number;
  sessionId: string;
}

/** Hono environment of the API routes. */
export interface ApiEnv {
  Variables: { auth: AuthUserVars };
}
