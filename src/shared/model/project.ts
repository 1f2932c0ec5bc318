import { z } from 'zod';
import { LAYOUTS } from '../constants.ts';
import { finite, loose, nonNegative } from './common.ts';
import { SceneSchema } from './scene.ts';

export const ProjectSchema = loose({
  /** Version of the persisted shape; see migrations.ts. */
  schemaVersion: finite,
  clips: z.array(SceneSchema),
  layout: z.enum(LAYOUTS),
  /** Seconds: the sum of the clip durations. */
  totalDuration: nonNegative,
  backgroundAudioVolume: finite,
  audioFileStaticUrl: z.string().optional(),
  audioFilePath: z.string().optional(),
  bgMusicId: z.union([z.string(), finite]).optional(),
});
export type Project = z.infer<typeof ProjectSchema>;
