/**
 * The check and conversion of uploaded video and audio. An upload is probed before the API answers (a file
 * mediabunny cannot read is refused); one browsers cannot decode is converted in the background, one at a
 * time, and its row says how far it got. On start, checks and conversions a stop interrupted are taken up.
 */
import type { MediaInfo, MediaStatus } from '../../shared/api/media.ts';
import type { Db } from '../db/open.ts';
import { convertAsset } from './convert-asset.ts';
import type { FfmpegLookup } from './ffmpeg-path.ts';
import {
  findMediaRow,
  mediaInfoOf,
  mediaStatusOf,
  setMediaProgress,
  setMediaState,
  unfinishedMediaKeys,
  type MediaRow,
} from './media-rows.ts';
import { planConversion } from './playable.ts';
import { probeFile, UnreadableMediaError } from './probe.ts';
import { SerialQueue } from './serial-queue.ts';
import { fileOf } from './store.ts';

export interface MediaServiceDeps {
  db: Db;
  filesDir: string;
  ffmpeg: FfmpegLookup;
  log?: (line: string) => void;
}

export class MediaService {
  readonly #queue = new SerialQueue();
  readonly #stop = new AbortController();

  constructor(private readonly deps: MediaServiceDeps) {}

  /**
   * Probes a stored upload (its row in 'checking') and decides: 'ready', 'converting' (queued) or
   * 'unconvertible'. Throws UnreadableMediaError, leaving the row as it was, when the file cannot be read.
   */
  async check(key: string): Promise<MediaStatus> {
    const info = await probeFile(fileOf(this.deps.filesDir, key));
    this.#decide(key, info);
    return this.status(key);
  }

  status(key: string): MediaStatus {
    const row = findMediaRow(this.deps.db, key);
    if (row === undefined) throw new RangeError(`key '${key}': no such file`);
    return mediaStatusOf(row);
  }

  /** Takes up the rows a stop left in 'checking' or 'converting'; returns how many. */
  resume(): number {
    const keys = unfinishedMediaKeys(this.deps.db);
    for (const key of keys) this.#enqueue(key);
    if (keys.length > 0)
      this.deps.log?.(`media: ${keys.length} upload(s) interrupted by a stop are taken up again`);
    return keys.length;
  }

  /** Resolves when no conversion is queued or running. */
  idle(): Promise<void> {
    return this.#queue.idle();
  }

  /** Stops a running ffmpeg (its row stays 'converting', taken up by the next start) and waits for it. */
  async close(): Promise<void> {
    this.#stop.abort(new Error('the server is stopping'));
    await this.#queue.idle();
  }

  #decide(key: string, info: MediaInfo): void {
    const plan = planConversion(info);
    const { db, ffmpeg } = this.deps;
    if (!plan.convert) return setMediaState(db, key, { state: 'ready', progress: 1, info });
    if ('missing' in ffmpeg) {
      const error =
        `${plan.problem} cannot be decoded by browsers, and this server has no ffmpeg to convert it ` +
        `(${ffmpeg.missing}; install Debian's ffmpeg package or set FFMPEG_PATH)`;
      return setMediaState(db, key, { state: 'unconvertible', progress: 0, error, info });
    }
    setMediaState(db, key, { state: 'converting', progress: 0, info });
    this.#enqueue(key);
  }

  #enqueue(key: string): void {
    this.#queue.add(
      key,
      () => this.#run(key),
      (error) => this.deps.log?.(`media: '${key}' could not be processed: ${String(error)}`),
    );
  }

  async #run(key: string): Promise<void> {
    if (this.#stop.signal.aborted) return;
    const row = findMediaRow(this.deps.db, key);
    if (row?.media_state === 'checking') return this.#recheck(key);
    if (row?.media_state === 'converting') return this.#convert(row);
  }

  /** A check a stop interrupted: nobody waits for an answer any more, so an unreadable file is 'failed'. */
  async #recheck(key: string): Promise<void> {
    try {
      await this.check(key);
    } catch (error) {
      if (!(error instanceof UnreadableMediaError)) throw error;
      setMediaState(this.deps.db, key, { state: 'failed', progress: 0, error: error.message });
    }
  }

  async #convert(row: MediaRow): Promise<void> {
    const { db, filesDir, ffmpeg } = this.deps;
    const info = mediaInfoOf(row);
    const plan = info === null ? undefined : planConversion(info);
    if (info === null || plan === undefined || !plan.convert || !('path' in ffmpeg)) {
      // Nothing to run it with (a restart without ffmpeg, or a row without its probe): check it again.
      setMediaState(db, row.key, { state: 'checking', progress: 0 });
      return this.#recheck(row.key);
    }
    const signal = this.#stop.signal;
    try {
      await convertAsset({
        db,
        filesDir,
        ffmpeg: ffmpeg.path,
        row,
        info,
        plan,
        signal,
        onProgress: (fraction) => {
          if (!signal.aborted) setMediaProgress(db, row.key, fraction);
        },
      });
    } catch (error) {
      if (signal.aborted) return;
      const message = error instanceof Error ? error.message : String(error);
      setMediaState(db, row.key, {
        state: 'failed',
        progress: 0,
        error: `the conversion failed: ${message}`,
      });
    }
  }
}
