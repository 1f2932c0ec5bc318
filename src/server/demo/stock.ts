import { readFileSync } from 'node:fs';
import { extname } from 'node:path';
import { type StockVideo, type StockVideoFile } from './stock-videos/index.ts';

/** Stock video files are public assets `public/stock/<id>/<w>x<h>.<ext>`: what `/ai/pexels/info` lists. */
export const stockFileKey = (video: StockVideo, file: StockVideoFile): string =>
  `public/stock/${video.id}/${file.width}x${file.height}${extname(file.path).toLowerCase()}`;

/** The cover keeps its own extension; pexels/info ignores it (its name is not `<w>x<h>`). */
export const stockCoverKey = (video: StockVideo): string =>
  `public/stock/${video.id}/cover${extname(video.coverPath).toLowerCase()}`;

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
};

/** The content type of a stock file by its extension; an unknown one is an error naming the file. */
export function stockContentType(path: string): string {
  const type = CONTENT_TYPES[extname(path).toLowerCase()];
  if (type === undefined) throw new Error(`stock file '${path}': unknown extension '${extname(path)}'`);
  return type;
}

export interface StockItem {
  key: string;
  kind: 'video' | 'image';
  contentType: string;
  read: () => Buffer;
}

/** Every file of the stock videos, ready to store. */
export function stockItems(videos: readonly StockVideo[]): StockItem[] {
  return videos.flatMap((video) => [
    ...video.files.map((file) => ({
      key: stockFileKey(video, file),
      kind: 'video' as const,
      contentType: stockContentType(file.path),
      read: () => readFileSync(file.path),
    })),
    {
      key: stockCoverKey(video),
      kind: 'image' as const,
      contentType: stockContentType(video.coverPath),
      read: () => readFileSync(video.coverPath),
    },
  ]);
}
