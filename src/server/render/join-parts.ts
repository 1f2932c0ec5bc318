/**
 * Joins the part files of a split render on disk into one file without re-encoding (the joining itself is
 * shared with the page's parallel export: src/mux/join.ts).
 */
import { FilePathSource, FilePathTarget, Output } from 'mediabunny';
import type { ExportContainer } from '../../shared/export/options.ts';
import { joinParts as joinPartSources, type JoinedFile } from '../../mux/join.ts';
import { formatOf } from '../../mux/output-format.ts';

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
  // The index goes first (fast start), its room reserved from the known packet counts.
  const output = new Output({ format: formatOf(container, true), target: new FilePathTarget(out) });
  return joinPartSources(
    parts.map((part) => ({ source: new FilePathSource(part.path), start: part.start, name: part.path })),
    audioPath === null ? null : { source: new FilePathSource(audioPath), name: audioPath },
    output,
    frameRate,
  );
}
