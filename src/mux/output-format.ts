import { Mp4OutputFormat, WebMOutputFormat } from 'mediabunny';
import type { OutputFormat } from 'mediabunny';
import type { ExportContainer } from '../shared/export/options.ts';

/**
 * The muxer's format for an export's file, or for the file joined from a split export's parts (the server's
 * and the page's). Fast start: the index before the media, so a player starts at
 * once. Streamed to disk, its room is reserved up front from the packet counts; in memory it is simply written
 * first.
 */
export function formatOf(container: ExportContainer, streamed: boolean): OutputFormat {
  return container === 'mp4'
    ? new Mp4OutputFormat({ fastStart: streamed ? 'reserve' : 'in-memory' })
    : new WebMOutputFormat();
}
