import { join } from 'node:path';
import type { ServerContext } from './context.ts';
import { openDatabase, openMemoryDatabase } from './db/open.ts';
import { getOrCreateSecret } from './db/settings.ts';
import { ensureAvatarImages } from './demo/avatars.ts';
import { SynthesisPool } from './tts/pool.ts';
import { SpeechService } from './tts/service.ts';

export interface SetupOptions {
  /** Data directory; omitted = in-memory database and files under `filesDir` (tests). */
  dataDir?: string;
  filesDir?: string;
  now?: () => number;
  jobTimeoutMs?: number;
}

export interface RunningServer {
  ctx: ServerContext;
  pool: SynthesisPool;
  close(): Promise<void>;
}

/** Opens the database (running migrations), loads secrets, starts the speech service, stores demo images. */
export function setupServer(options: SetupOptions): RunningServer {
  const db = options.dataDir === undefined ? openMemoryDatabase() : openDatabase(options.dataDir);
  const filesDir = options.filesDir ?? join(options.dataDir ?? '.', 'files');
  const now = options.now ?? Date.now;
  const secrets = {
    tokens: getOrCreateSecret(db, 'token-secret'),
    media: getOrCreateSecret(db, 'media-secret'),
  };
  const pool = new SynthesisPool(
    options.jobTimeoutMs !== undefined ? { jobTimeoutMs: options.jobTimeoutMs } : {},
  );
  const speech = new SpeechService({ db, filesDir, now, mediaSecret: secrets.media, pool });
  speech.failInterrupted();
  ensureAvatarImages(db, filesDir, now());
  const ctx: ServerContext = { db, filesDir, now, secrets, speech };
  return {
    ctx,
    pool,
    async close() {
      await speech.idle();
      await pool.close();
      db.close();
    },
  };
}
