import type { PexelsInfoResponse } from '../../shared/api/media.ts';

export interface StockVideoRef {
  /** The stock video's id (`/ai/pexels/info?id=`). */
  id: number;
  link: string;
  /** The width the layer was made with. */
  width: number;
}

export interface StockRepairOptions {
  /** Whether the link still answers a HEAD request (the page does `fetch(link, {method: 'HEAD'})`). */
  answers: (link: string) => Promise<boolean>;
  pexelsInfo: (id: number) => Promise<PexelsInfoResponse>;
  log: (message: string, error?: unknown) => void;
}

/**
 * Stock-video repair: a link that still answers is kept; otherwise `/ai/pexels/info` is asked and
 * the file of the closest width is taken. A failed info call stops the repair (undefined) and is logged.
 */
export async function repairStockVideo(
  video: StockVideoRef,
  options: StockRepairOptions,
): Promise<string | undefined> {
  if (await options.answers(video.link)) return video.link;
  let info: PexelsInfoResponse;
  try {
    info = await options.pexelsInfo(video.id);
  } catch (error) {
    options.log(`stock video ${video.id}: '${video.link}' no longer answers and its info failed`, error);
    return undefined;
  }
  const closest = closestWidth(info.video_files, video.width);
  if (closest === undefined) {
    options.log(`stock video ${video.id}: '${video.link}' no longer answers and its info lists no files`);
    return undefined;
  }
  return closest.link;
}

/** The file whose width is nearest; on a tie the wider one (a sharper picture). */
export function closestWidth<T extends { width: number }>(files: readonly T[], width: number): T | undefined {
  let best: T | undefined;
  for (const file of files) {
    if (best === undefined) best = file;
    else {
      const d = Math.abs(file.width - width);
      const b = Math.abs(best.width - width);
      if (d < b || (d === b && file.width > best.width)) best = file;
    }
  }
  return best;
}

/** The browser's HEAD check: any answer 2xx–3xx counts; a network error does not. */
export async function headAnswers(link: string): Promise<boolean> {
  try {
    const response = await fetch(link, { method: 'HEAD' });
    return response.ok;
  } catch {
    return false;
  }
}
