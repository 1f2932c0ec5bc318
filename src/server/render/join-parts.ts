/**
 * Joins the part files of a split render on disk into one file without re-encoding (the joining itself is
 * shared with the page's parallel export: src/mux/join.ts).
 */
import {
  ALL_FORMATS,
  FilePathSource,
  FilePathTarget,
  Input,
  Mp4OutputFormat,
  Output,
  WebMOutputFormat,
} from 'mediabunny';
import type { ExportContainer } from '../../shared/export/options.ts';
import { joinPartInputs, type JoinedFile } from '../../mux/join.ts';

export type { JoinedFile };

export interface VideoPartFile {
  path: string;
  /** Seconds from the video's start to the part's first frame. */
  start: number;
}

export async function joinParts(
  parts: VideoPartFile[],
  audioPath: string | null,
  out: string,
  container: ExportContainer,
  frameRate: number,
): Promise<JoinedFile> {
  const open = (path: string) => new Input({ source: new FilePathSource(path), formats: ALL_FORMATS });
  const videos = parts.map((part) => ({ input: open(part.path), start: part.start, name: part.path }));
  const sound = audioPath === null ? null : { input: open(audioPath), name: audioPath };
  try {
    const output = new Output({
      // The index goes first (fast start), its room reserved from the known packet counts.
      format: container === 'mp4' ? new Mp4OutputFormat({ fastStart: 'reserve' }) : new WebMOutputFormat(),
      target: new FilePathTarget(out),
    });
    return await joinPartInputs(videos, sound, output, frameRate);
  } finally {
    for (const { input } of [...videos, ...(sound === null ? [] : [sound])]) input.dispose();
  }
}
