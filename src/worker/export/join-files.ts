/**
 * Joins the part files of an export split over several workers into the export's file (in the private file
 * system, like any export's), without re-encoding: src/mux/join.ts does the copying.
 */
import { BlobSource, Output } from 'mediabunny';
import { MIME_TYPE_OF } from '../../shared/export/codecs.ts';
import { joinParts } from '../../mux/join.ts';
import type { JoinOutcome, JoinRequest } from '../../shared/protocol/export.ts';
import { openFileTarget, storageError } from './file-target.ts';
import { formatOf } from '../../mux/output-format.ts';

const source = (file: unknown): BlobSource => new BlobSource(file as Blob);

/** `stopped` says when to give up (a cancel): the partial file is removed and its error thrown. */
export async function joinFiles(request: JoinRequest, stopped: () => Error | null): Promise<JoinOutcome> {
  const videos = request.parts.map((part) => ({
    source: source(part.file),
    start: part.start,
    name: part.name,
  }));
  const sound =
    request.sound === null ? null : { source: source(request.sound.file), name: request.sound.name };
  const file = await openFileTarget(request.target ?? 'opfs', request.container);
  const output = new Output({
    format: formatOf(request.container, file.where === 'opfs'),
    target: file.target,
  });
  try {
    await joinParts(videos, sound, output, request.frameRate, stopped).catch((error: unknown) =>
      Promise.reject(
        stopped() ??
          (error instanceof Error && error.message.startsWith('join:') ? error : storageError(error)),
      ),
    );
    const mimeType = MIME_TYPE_OF[request.container];
    return { file: await file.file(mimeType), mimeType };
  } catch (error) {
    if (output.state !== 'finalized') await output.cancel().catch(() => {});
    await file.discard();
    throw error;
  }
}
