import type { z } from 'zod';
import type { VisemeCue } from '../speech/visemes.ts';
import type { ClonedParam, TtsParam } from './task-requests.ts';

/** `POST /ai/task/generate` with action `tts`. speed: 0.5–2 (1 normal); pitch: -50–50 (0 normal). */
export type TtsTaskParam = z.input<typeof TtsParam>;

/** `POST /ai/task/generate` with action `tts_by_cloned_voice`: `model` is the cloned voice id. */
export type ClonedTtsTaskParam = z.input<typeof ClonedParam>;

/** A speech task as the editor asks for it; the body's shape is checked by the same schemas on the server. */
export type GenerateTaskRequest =
  { action: 'tts'; param: TtsTaskParam } | { action: 'tts_by_cloned_voice'; param: ClonedTtsTaskParam };

export interface GenerateTaskResponse {
  task_id: string;
}

/** Task status: 0 done, 1 failed, 2 pending (read while polling a task). */
export const TASK_STATUS = { done: 0, failed: 1, pending: 2 } as const;
export type TaskStatus = (typeof TASK_STATUS)[keyof typeof TASK_STATUS];

/** One word as the engine spoke it; seconds from the start of the audio. */
export interface SubtitleWord {
  text: string;
  start: number;
  end: number;
}

/** One subtitle line (a sentence or a part between pauses) with its words. */
export interface SubtitleCue {
  text: string;
  start: number;
  end: number;
  words: SubtitleWord[];
}

export interface SpeechResult {
  static_url: string;
  url: string;
  key: string;
  /** Seconds of audio. */
  duration: number;
  subtitles: SubtitleCue[];
  /**
   * Mouth shapes for talking avatars from 0 to `duration`: sorted, without gaps or overlaps, `rest` in the
   * silences (lead, pauses, tail), from the engine's phoneme events.
   */
  visemes: VisemeCue[];
}

/** `POST /ai/task/generate` with action `render`: a project rendered by the server (options as exportVideo). */
export interface RenderTaskParam {
  project: unknown;
  container?: 'mp4' | 'webm';
  width?: number;
  height?: number;
  fps?: number;
  quality?: 'low' | 'standard' | 'high';
}

/** A finished render: the video stored as the user's asset. */
export interface RenderResult {
  static_url: string;
  url: string;
  key: string;
  container: 'mp4' | 'webm';
  /** Seconds of video. */
  duration: number;
  width: number;
  height: number;
  fps: number;
  frames: number;
  /** Bytes. */
  size: number;
  video_codec: string;
  audio_codec: string | null;
}

/** `GET /ai/task/detail?task_id=`; `R` is what the task's kind answers when done. */
export interface TaskDetailResponse<R = SpeechResult | RenderResult> {
  task_id: string;
  status: TaskStatus;
  /** While pending: how far it got, 0..1 (0 while it waits for its turn). */
  progress?: number;
  /** Why the task failed (status 1). */
  reason?: string;
  additional_data?: R;
}
