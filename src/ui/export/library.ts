/**
 * Keeps a finished export in the creator's library on the local API: a cover image (the video's first
 * frame, read back from the file itself) and the video are uploaded, then listed with the uploaded videos.
 * The cover goes first, so a failed video upload leaves no entry in the list.
 */
import { ALL_FORMATS, BlobSource, CanvasSink, Input } from 'mediabunny';
import type { Api } from '../api/calls.ts';
import { uploadWithApi } from '../api/upload-with-api.ts';
import { uploadsStore } from '../app/libraries/uploads.ts';
import type { ExportResult, LibraryVideo } from './types.ts';

const COVER_WIDTH = 480;

/** A JPEG of the video's first frame, COVER_WIDTH wide. */
async function coverOf(video: Blob): Promise<Blob> {
  const input = new Input({ source: new BlobSource(video), formats: ALL_FORMATS });
  try {
    const track = await input.getPrimaryVideoTrack();
    if (track === null) throw new Error('the exported file has no video track');
    const width = Math.min(COVER_WIDTH, track.displayWidth);
    const height = Math.round((width * track.displayHeight) / track.displayWidth);
    const sink = new CanvasSink(track, { width, height, fit: 'fill', poolSize: 1 });
    const frame = await sink.getCanvas(await track.getFirstTimestamp());
    if (frame === null) throw new Error('the exported file has no first frame');
    const canvas = frame.canvas;
    return canvas instanceof OffscreenCanvas
      ? canvas.convertToBlob({ type: 'image/jpeg', quality: 0.85 })
      : new Promise<Blob>((resolve, reject) =>
          canvas.toBlob(
            (b) => (b === null ? reject(new Error('no cover image')) : resolve(b)),
            'image/jpeg',
            0.85,
          ),
        );
  } finally {
    input.dispose();
  }
}

export async function saveExportToLibrary(
  api: Api,
  result: ExportResult,
  name: string,
  options: { signal?: AbortSignal } = {},
): Promise<LibraryVideo> {
  const base = name.trim() === '' ? 'video' : name.trim();
  const coverFile = new File([await coverOf(result.blob)], `${base}-cover.jpg`, { type: 'image/jpeg' });
  const cover = await uploadWithApi(api, coverFile, { kind: 'image', signal: options.signal });
  const file = new File([result.blob], `${base}.${result.container}`, { type: result.blob.type });
  const video = await uploadWithApi(api, file, { kind: 'video', signal: options.signal });
  uploadsStore.add({
    key: video.key,
    url: video.static_url,
    kind: 'video',
    name: file.name,
    width: result.width,
    height: result.height,
    duration: result.duration,
    at: Date.now(),
    cover: cover.static_url,
  });
  return { key: video.key, url: video.static_url, coverUrl: cover.static_url };
}
