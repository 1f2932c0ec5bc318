import type { Db } from './db/open.ts';
import type { Tasks } from './jobs/tasks.ts';
import type { MediaService } from './media/media-service.ts';
import type { RenderService } from './render/render-service.ts';
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
  /** Speech and render tasks: queued, run, read back by their owner. */
  tasks: Tasks;
  /** The check of uploaded video and audio, and their conversion when browsers cannot decode them. */
  media: MediaService;
  /** Server rendering on this machine; undefined where it is off (API only). */
  render?: RenderService;
}

/** What serving stored files needs (the media route, also mounted by a render process on a data folder). */
export type MediaContext = Pick<ServerContext, 'db' | 'filesDir' | 'now' | 'secrets'>;

export interface AuthUserVars {
  userId: number;
  sessionId: string;
}

/** Hono environment of the API routes. */
export interface ApiEnv {
  Variables: { auth: AuthUserVars };
}
