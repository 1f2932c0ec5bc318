import { z } from 'zod';
import { numericId } from './fields.ts';

const MAX_TEXT = 5000;
const text = z
  .string()
  .max(MAX_TEXT, `must be at most ${MAX_TEXT} characters`)
  .refine((value) => value.replace(/<#[\d.]+#>/g, '').trim() !== '', 'must contain something to speak');
const speed = z.number().min(0.5, 'must be at least 0.5').max(2, 'must be at most 2').default(1);
const pitch = z.number().min(-50, 'must be at least -50').max(50, 'must be at most 50').default(0);

/** `param` of a `tts` task. */
export const TtsParam = z.object({
  // The voice's other settings may ride along (the editor sends its whole tts_config); the server reads voice_id.
  tts_config: z.looseObject({ voice_id: numericId }, { message: 'must be an object with voice_id' }),
  text,
  speed,
  pitch,
  subtitle: z.boolean().optional(),
});

/** `param` of a `tts_by_cloned_voice` task. */
export const ClonedParam = z.object({
  model: numericId,
  ref: z.string().optional(),
  script: z.object({ text }, { message: 'must be an object with text' }),
  tts_config: z.record(z.string(), z.unknown()).optional(),
  speed,
  pitch,
  subtitle: z.boolean().optional(),
});

/** `POST /ai/task/generate`; `param` is checked per action (a render's by the server's render rules). */
export const GenerateRequest = z.object({
  action: z.enum(['tts', 'tts_by_cloned_voice', 'render'], {
    message: "must be 'tts', 'tts_by_cloned_voice' or 'render'",
  }),
  param: z.record(z.string(), z.unknown(), { message: 'must be an object' }),
});

const taskId = z.string({ message: 'must be a task id' }).trim().min(1, 'must not be empty');

/** `POST /ai/task/cancel`. */
export const CancelRequest = z.object({ task_id: taskId });

/** `GET /ai/task/detail?task_id=`. */
export const TaskDetailQuery = z.object({ task_id: taskId });
