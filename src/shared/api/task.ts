import type { TtsConfig } from './voices.ts';

/** `POST /ai/task/generate` with action `tts`. speed: 0.5–2 (1 normal); pitch: -50–50 (0 normal). */
export interface TtsTaskParam {
  tts_config: Pick<TtsConfig, 'voice_id'> & Partial<TtsConfig>;
  text: string;
  speed?: number;
  pitch?: number;
  subtitle: true;
}

/** `POST /ai/task/generate` with action `tts_by_cloned_voice`: `model` is the cloned voice id. */
export interface ClonedTtsTaskParam {
  model: string | number;
  ref?: string;
  script: { text: string };
  tts_config?: Partial<TtsConfig>;
  speed?: number;
  pitch?: number;
  subtitle: true;
}

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
}

/** `GET /ai/task/detail?task_id=`. */
export interface TaskDetailResponse {
  task_id: string;
  status: TaskStatus;
  /** Why the task failed (status 1). */
  reason?: string;
  additional_data?: SpeechResult;
}
