/**
 * A long render across render workers: at dispatch it is planned as picture parts of about a minute (frame
 * ranges starting on key frames) and one sound part; each worker hands its part to the API, and once every
 * part is in, the API joins them without re-encoding and stores the video for the task's owner.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { MIME_TYPE_OF } from '../../shared/export/codecs.ts';
import { frameTime } from '../../shared/export/frames.ts';
import {
  DEFAULT_PART_SECONDS,
  partName,
  planVideoParts,
  type ExportPart,
} from '../../shared/export/parts.ts';
import type { MediaContext } from '../context.ts';
import { userKey } from '../media/keys.ts';
import { putAssetFile } from '../media/store.ts';
import { joinParts } from './join-parts.ts';
import type { RenderPayload } from './render-request.ts';
import type { StoredRenderResult } from './render-slots.ts';

export const renderPartsDir = (filesDir: string, taskId: string): string =>
  join(filesDir, '.render-parts', taskId);

/** Seconds per part: `CLIPWRIGHT_RENDER_PART_SECONDS` (tests and benchmarks use short ones), else a minute. */
export function partSeconds(): number {
  const raw = process.env.CLIPWRIGHT_RENDER_PART_SECONDS;
  const value = raw === undefined || raw === '' ? DEFAULT_PART_SECONDS : Number(raw);
  if (!(value > 0)) throw new Error(`CLIPWRIGHT_RENDER_PART_SECONDS must be a positive number, got '${raw}'`);
  return value;
}

/** The parts of a render: none (one job) when it is no longer than a part. */
export function planRender(payload: RenderPayload, seconds = partSeconds()): ExportPart[] {
  if (payload.duration <= seconds) return [];
  return [...planVideoParts(payload.frames, payload.rate, seconds), { kind: 'audio' }];
}

/** Joins the parts (`results` in plan order) and stores the video; the parts' folder is removed. */
export async function combineRenderParts(
  ctx: MediaContext,
  task: { id: string; userId: number },
  payload: RenderPayload,
  parts: ExportPart[],
  results: StoredRenderResult[],
): Promise<StoredRenderResult> {
  const dir = renderPartsDir(ctx.filesDir, task.id);
  const container = payload.options.container ?? 'mp4';
  const file = (part: ExportPart) => join(dir, `${partName(part)}.${container}`);
  const pictures = parts.flatMap((part) => (part.kind === 'video' ? [part] : []));
  const sound = parts.find((part) => part.kind === 'audio');
  const soundResult = results[parts.length - 1];
  const withSound = sound !== undefined && soundResult !== undefined && soundResult.key !== '';
  for (const part of [...pictures, ...(withSound && sound ? [sound] : [])])
    if (!existsSync(file(part)))
      throw new Error(`render part ${partName(part)} of task ${task.id} is missing`);
  const tempDir = join(ctx.filesDir, '.render-tmp');
  mkdirSync(tempDir, { recursive: true });
  const out = join(tempDir, `${task.id}-${randomBytes(4).toString('hex')}.${container}`);
  try {
    const fps = payload.rate.num / payload.rate.den;
    const joined = await joinParts(
      pictures.map((part) => ({ path: file(part), start: frameTime(part.fromFrame, payload.rate) })),
      withSound && sound ? file(sound) : null,
      out,
      container,
      fps,
    );
    const size = statSync(out).size;
    const key = userKey(task.userId, 'renders', container);
    const asset = { key, ownerId: task.userId, kind: 'video', contentType: MIME_TYPE_OF[container] };
    putAssetFile(ctx.db, ctx.filesDir, { ...asset, now: ctx.now() }, out);
    const first = results[0];
    return {
      key,
      container,
      duration: payload.duration,
      width: first?.width ?? 0,
      height: first?.height ?? 0,
      fps: first?.fps ?? fps,
      frames: joined.videoPackets,
      size,
      video_codec: first?.video_codec ?? '',
      audio_codec: withSound ? soundResult.audio_codec : null,
    };
  } finally {
    rmSync(out, { force: true });
    rmSync(dir, { recursive: true, force: true });
  }
}
