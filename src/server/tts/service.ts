import { randomUUID } from 'node:crypto';
import type { ApiVoice } from '../../shared/api/voices.ts';
import { TASK_STATUS, type SpeechResult, type TaskDetailResponse } from '../../shared/api/task.ts';
import type { Db } from '../db/open.ts';
import { userKey } from '../media/keys.ts';
import { accessUrls } from '../media/signing.ts';
import { putAsset } from '../media/store.ts';
import { VOICE_CATALOG } from '../voices/catalog.ts';
import { voiceRates } from '../voices/rates.ts';
import { composeSpeech, type VoiceSettings } from './compose.ts';
import { encodeMp3 } from './mp3.ts';
import type { SynthesisPool } from './pool.ts';

export interface SpeechJob {
  userId: number;
  action: 'tts' | 'tts_by_cloned_voice';
  text: string;
  voice: VoiceSettings;
  speed: number;
  pitch: number;
}

interface TaskRow {
  id: string;
  user_id: number;
  status: number;
  reason: string | null;
  result: string | null;
}

export interface SpeechServiceDeps {
  db: Db;
  filesDir: string;
  now(): number;
  mediaSecret: Buffer;
  pool: SynthesisPool;
}

/** Speech tasks: queued in the database, synthesised in the worker, stored as MP3 assets of their user. */
export class SpeechService {
  private rates: Promise<Map<number, number>> | undefined;
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly deps: SpeechServiceDeps) {}

  /** The voice list with measured words per minute (measured once per engine, then cached in the database). */
  async voices(): Promise<ApiVoice[]> {
    this.rates ??= voiceRates(this.deps.db, VOICE_CATALOG, (r) => this.deps.pool.synthesize(r)).catch(
      (error: unknown) => {
        this.rates = undefined;
        throw error;
      },
    );
    const rates = await this.rates;
    return VOICE_CATALOG.map((voice) => ({
      id: voice.id,
      name: voice.name,
      gender: voice.gender,
      lan: voice.lan,
      country_name: voice.country_name,
      is_free: voice.is_free,
      app_json: { text: voice.sample },
      tts_config: {
        voice_id: voice.id,
        words_per_minute: rates.get(voice.id) ?? 0,
        engine: 'espeak-ng' as const,
      },
      voiceType: 'tts' as const,
    }));
  }

  /** Records a pending task and starts it; returns its id at once. */
  start(job: SpeechJob): string {
    const id = randomUUID();
    this.deps.db
      .prepare('INSERT INTO tasks (id, user_id, action, status, created_at) VALUES (?, ?, ?, ?, ?)')
      .run(id, job.userId, job.action, TASK_STATUS.pending, this.deps.now());
    const run = this.run(id, job).finally(() => this.running.delete(run));
    this.running.add(run);
    return id;
  }

  /** The task as its owner sees it; undefined when it does not exist or belongs to someone else. */
  detail(taskId: string, userId: number): TaskDetailResponse | undefined {
    const row = this.deps.db
      .prepare('SELECT id, user_id, status, reason, result FROM tasks WHERE id = ?')
      .get(taskId) as TaskRow | undefined;
    if (row === undefined || row.user_id !== userId) return undefined;
    const status = row.status as TaskDetailResponse['status'];
    const detail: TaskDetailResponse = { task_id: row.id, status };
    if (row.reason !== null) detail.reason = row.reason;
    if (row.result !== null) {
      const stored = JSON.parse(row.result) as Omit<SpeechResult, 'url' | 'static_url'>;
      // Signed URLs are made fresh on every read so that they never expire in the stored result.
      detail.additional_data = {
        ...stored,
        ...accessUrls(this.deps.mediaSecret, stored.key, this.deps.now()),
      };
      delete (detail.additional_data as Partial<{ expires_at: number }>).expires_at;
    }
    return detail;
  }

  /** Tasks left pending by a previous run of the server can never finish: they fail with a reason. */
  failInterrupted(): void {
    this.deps.db
      .prepare('UPDATE tasks SET status = ?, reason = ?, finished_at = ? WHERE status = ?')
      .run(
        TASK_STATUS.failed,
        'the server stopped before the task finished',
        this.deps.now(),
        TASK_STATUS.pending,
      );
  }

  /** Waits for every running task (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  private async run(id: string, job: SpeechJob): Promise<void> {
    const { db } = this.deps;
    try {
      const speech = await composeSpeech(
        job.text,
        { voice: job.voice, speed: job.speed, pitch: job.pitch },
        (r) => this.deps.pool.synthesize(r),
      );
      const mp3 = encodeMp3(speech.samples, speech.sampleRate);
      const key = userKey(job.userId, 'speech', 'mp3');
      const result = { key, duration: speech.duration, subtitles: speech.subtitles };
      db.transaction(() => {
        putAsset(db, this.deps.filesDir, {
          key,
          ownerId: job.userId,
          kind: 'audio',
          contentType: 'audio/mpeg',
          bytes: mp3,
          now: this.deps.now(),
        });
        db.prepare('UPDATE tasks SET status = ?, result = ?, finished_at = ? WHERE id = ?').run(
          TASK_STATUS.done,
          JSON.stringify(result),
          this.deps.now(),
          id,
        );
      })();
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      db.prepare('UPDATE tasks SET status = ?, reason = ?, finished_at = ? WHERE id = ?').run(
        TASK_STATUS.failed,
        reason,
        this.deps.now(),
        id,
      );
    }
  }
}
