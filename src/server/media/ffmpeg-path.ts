/**
 * Where this server's ffmpeg is, looked up the way scripts/find-ffmpeg.mjs does (FFMPEG_PATH, then Debian's
 * paths) but without ever installing it: a server that has none keeps working and says what is missing.
 */
import { existsSync } from 'node:fs';

export const FFMPEG_PATHS: readonly string[] = ['/usr/bin/ffmpeg', '/usr/local/bin/ffmpeg'];

export type FfmpegLookup = { path: string } | { missing: string };

/**
 * FFMPEG_PATH wins when set: a path that does not exist means no ffmpeg (it is not quietly replaced by
 * another one, so the setting can also turn conversion off).
 */
export function findServerFfmpeg(
  env: Readonly<Record<string, string | undefined>> = process.env,
  exists: (path: string) => boolean = existsSync,
): FfmpegLookup {
  const fromEnv = env.FFMPEG_PATH;
  if (fromEnv !== undefined && fromEnv !== '')
    return exists(fromEnv) ? { path: fromEnv } : { missing: `FFMPEG_PATH '${fromEnv}' does not exist` };
  const path = FFMPEG_PATHS.find((candidate) => exists(candidate));
  return path !== undefined ? { path } : { missing: `no ffmpeg at ${FFMPEG_PATHS.join(' or ')}` };
}
