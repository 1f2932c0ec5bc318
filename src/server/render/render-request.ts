/**
 * A render asked of the API (`/ai/task/generate` with action `render`), checked at submit time: the project
 * must load, the options must resolve within the owner's limit (3600 s; 180 s on the free tier), and every
 * media reference must name a file the owner may read. What is queued is the checked job, media granted.
 */
import { z } from 'zod';
import { EXPORT_CONTAINERS, EXPORT_QUALITIES, resolveExportOptions } from '../../shared/export/options.ts';
import type { AccountTier, ExportOptions, ExportSettings } from '../../shared/export/options.ts';
import { frameCount, type FrameRate } from '../../shared/export/frames.ts';
import { loadProject } from '../../shared/normalize/load.ts';
import type { MediaContext } from '../context.ts';
import { parseJsonText, validate } from '../http/body.ts';
import { badRequest } from '../http/errors.ts';
import { grantMedia, MediaRefError } from './media-grant.ts';

const RenderParam = z.strictObject(
  {
    project: z.union([z.record(z.string(), z.unknown()), z.string()], {
      message: 'must be the project JSON (an object or its text)',
    }),
    container: z.enum(EXPORT_CONTAINERS, { message: "must be 'mp4' or 'webm'" }).optional(),
    width: z.number().optional(),
    height: z.number().optional(),
    fps: z.number().optional(),
    quality: z.enum(EXPORT_QUALITIES, { message: "must be 'low', 'standard' or 'high'" }).optional(),
  },
  { error: (issue) => (issue.code === 'invalid_type' ? 'must be an object' : undefined) },
);

/** The queued render job: everything a render worker needs, with nothing left to look up. */
export interface RenderPayload {
  project: unknown;
  options: Partial<ExportOptions>;
  tier: AccountTier;
  mediaUrls: Record<string, string>;
  /** Seconds of video (for the job's time limit). */
  duration: number;
  /** Frames of video and their rate (a long render is split in frame ranges). */
  frames: number;
  rate: FrameRate;
}

function parseProject(raw: unknown): unknown {
  return typeof raw === 'string' ? parseJsonText(raw, 'project') : raw;
}

export function checkRenderRequest(
  ctx: MediaContext,
  owner: { userId: number; tier: AccountTier },
  rawParam: unknown,
): RenderPayload {
  const param = validate(RenderParam, rawParam, 'param');
  const json = parseProject(param.project);
  const { project: _project, ...chosen } = param;
  const options: Partial<ExportOptions> = { ...chosen, range: 'all' };
  let settings: ExportSettings;
  try {
    const project = loadProject(json);
    settings = resolveExportOptions(project, options, { tier: owner.tier, currentScene: 0 });
  } catch (error) {
    const message = (error as Error).message;
    throw badRequest(
      error instanceof Error && error.name === 'ExportOptionError' ? message : `project: ${message}`,
    );
  }
  try {
    const grant = grantMedia(ctx, json, { userId: owner.userId });
    const { duration, rate } = settings;
    return {
      project: grant.project,
      options,
      tier: owner.tier,
      mediaUrls: grant.mediaUrls,
      duration,
      frames: frameCount(duration, rate),
      rate,
    };
  } catch (error) {
    if (error instanceof MediaRefError) throw badRequest(`project.${error.message}`);
    throw error;
  }
}

/** A render may take this long: four times real time on a slow machine, plus start-up (ms). */
export const renderTimeoutMs = (payload: unknown): number =>
  (120 + 4 * ((payload as Partial<RenderPayload> | null)?.duration ?? 3600)) * 1000;
