/**
 * Joins the part files of an export split over several workers into the export's file (in the private file
 * system, like any export's), without re-encoding: src/mux/join.ts does the copying.
 */
import { ALL_FORMATS, BlobSource, Input, Output } from 'mediabunny';
import { MIME_TYPE_OF } from '../../shared/export/codecs.ts';
import { joinPartInputs } from '../../mux/join.ts';
import type { JoinOutcome, JoinRequest } from '../../shared/protocol/export.ts';
import { openFileTarget, storageError } from './file-target.ts';
import { formatOf } from './output-format.ts';

const open = (file: unknown): Input =>
  new Input({ source: new BlobSource(file as Blob), formats: ALL_FORMATS });

/** `stopped` says when to give up (a cancel): the partial file is removed and its error thrown. */
export async function joinFiles(request: JoinRequest, stopped: () => Error | null): Promise<JoinOutcome> {
  const videos = request.parts.map((part) => ({
    input: open(part.file),
    start: part.start,
    name: part.name,
  }));
  const sound = request.sound === null ? null : { input: open(request.sound.file), name: request.sound.name };
  const file = await openFileTarget(request.target ?? 'opfs', request.container);
  const output = new Output({
    format: formatOf(request.container, file.where === 'opfs'),
    target: file.target,
  });
  try {
    await joinPartInputs(videos, sound, output, request.frameRate, stopped).catch((error: unknown) =>
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
  } finally {
    for (const { input } of [...videos, ...(sound === null ? [] : [sound])]) input.dispose();
  }
}
