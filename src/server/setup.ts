import { join } from 'node:path';
import type { ServerContext } from './context.ts';
import { openDatabase, openMemoryDatabase } from './db/open.ts';
import { getOrCreateSecret } from './db/settings.ts';
import { ensureAvatarImages } from './demo/avatars.ts';
import { defaultCacheDir } from './demo/cache.ts';
import { type DemoLibraryReport, ensureDemoLibrary } from './demo/library.ts';
import { SynthesisPool } from './tts/pool.ts';
import { SpeechService } from './tts/service.ts';
import { Tasks } from './jobs/tasks.ts';
import { findServerFfmpeg, type FfmpegLookup } from './media/ffmpeg-path.ts';
import { MediaService } from './media/media-service.ts';
import { sweepUploadTemps } from './media/upload-temp.ts';
import { RenderService, type RenderServiceOptions } from './render/render-service.ts';
import { purgeTrash } from './projects/trash.ts';
import { PROJECT_LIMITS } from '../shared/api/projects.ts';

export interface SetupOptions {
  /** Data directory; omitted = in-memory database and files under `filesDir` (tests). */
  dataDir?: string;
  filesDir?: string;
  now?: () => number;
  jobTimeoutMs?: number;
  /** Generate the demo library in the background (default true). */
  demoLibrary?: boolean;
  /** Cache of generated library files shared by data folders; default see demo/cache.ts; null = none. */
  demoCacheDir?: string | null;
  /** Where the one-line library summary goes (default console.log). */
  log?: (line: string) => void;
  /** Server rendering on this machine (needs the built app); omitted = render tasks are refused. */
  render?: RenderServiceOptions;
  /** 'embedded' (default): jobs run in this process from the database; 'external': the caller hands them on. */
  jobs?: 'embedded' | 'external';
  /** ffmpeg for converting uploads: a path, or null for none; omitted = FFMPEG_PATH, then Debian's paths. */
  ffmpeg?: string | null;
}

export interface RunningServer {
  ctx: ServerContext;
  pool: SynthesisPool;
  /**
   * The demo library being stored in the background (first start: stickers, music, images…); resolves with
   * what was stored, or null when turned off or failed (logged). The API answers meanwhile.
   */
  library: Promise<DemoLibraryReport | null>;
  close(): Promise<void>;
}

/**
 * Opens the database (running migrations), loads secrets, starts the speech service, stores the demo avatars
 * and starts storing the rest of the demo library in the background.
 */
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
  const log = options.log ?? console.log;
  const speech = new SpeechService({ db, filesDir, now, pool });
  const tasks = new Tasks({ db, now, mediaSecret: secrets.media, log });
  const render =
    options.render === undefined
      ? undefined
      : new RenderService({ db, filesDir, now, secrets }, options.render);
  if (options.jobs !== 'external') {
    tasks.register(speech.kind);
    if (render !== undefined) tasks.register(render.kind);
  }
  ensureAvatarImages(db, filesDir, now());
  const purged = purgeTrash(db, now());
  if (purged > 0)
    log(`Projects: purged ${purged} trashed over ${PROJECT_LIMITS.trashMs / 86_400_000} days ago`);
  sweepUploadTemps(filesDir, now());
  const media = new MediaService({ db, filesDir, ffmpeg: ffmpegLookup(options.ffmpeg), log });
  media.resume();
  const ctx: ServerContext = {
    db,
    filesDir,
    now,
    secrets,
    speech,
    tasks,
    media,
    ...(render ? { render } : {}),
  };
  const stop = new AbortController();
  const library =
    options.demoLibrary === false
      ? Promise.resolve(null)
      : ensureDemoLibrary(db, filesDir, {
          signal: stop.signal,
          cacheDir: options.demoCacheDir === undefined ? defaultCacheDir() : options.demoCacheDir,
          now,
        }).then(
          (report) => {
            for (const failure of report.failed)
              console.error(`demo library: ${failure.key} failed: ${failure.error}`);
            if (report.stored.length > 0)
              log(
                `Demo library: stored ${report.stored.length} files (${(report.bytes / 1e6).toFixed(1)} MB, ` +
                  `${report.fromCache} from cache) in ${(report.ms / 1000).toFixed(1)} s` +
                  (report.aborted ? ', stopped early; the next start goes on' : ''),
              );
            return report;
          },
          (error: unknown) => {
            console.error('demo library failed:', error);
            return null;
          },
        );
  return {
    ctx,
    pool,
    library,
    async close() {
      // Stop the library between items first: it must not write after the database is closed.
      stop.abort();
      await library;
      await tasks.close();
      await media.close();
      await render?.close();
      await pool.close();
      db.close();
    },
  };
}

function ffmpegLookup(option: string | null | undefined): FfmpegLookup {
  if (option === undefined) return findServerFfmpeg();
  return option === null ? { missing: 'ffmpeg is turned off for this server' } : { path: option };
}
