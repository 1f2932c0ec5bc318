/**
 * The second export peer's page side: Diffusion Studio's Encoder renders our project as a Diffusion Studio
 * composition (composition.ts) to an H.264 MP4 with the music at our export's bitrate, timed from building
 * the composition (its sources load then) to the finished file. The file stays in the page for the bench
 * to read back.
 *
 * Asked for what the other exporters make, it cannot make all of it. Its encoder is a copy of mediabunny
 * bundled inside the library, so mediabunny's AAC encoder (FFmpeg in WebAssembly), which our export and
 * Remotion's register where the browser has none, cannot be plugged into it: in this Chromium, without an
 * AAC encoder, the library falls back to Opus by itself. Nor does it take a key-frame interval: its bundled
 * mediabunny puts one every 5 s, where the others put one every 2 s.
 */
import { Encoder } from '@diffusionstudio/core';
import { videoBitrate } from '../../../src/shared/export/options.ts';
import { normalizeProject } from '../../../src/shared/normalize/project.ts';
import { blobChunk } from '../blob-chunk.ts';
import { loadPeerFonts } from '../peer-fonts.ts';
import type { PeerExport, PeerExportOptions } from '../types.ts';
import { diffusionComposition } from './composition.ts';

export interface DiffusionExport extends PeerExport {
  /** What the composition could not draw as our model does. */
  notes: string[];
}

let lastFile: Blob | undefined;

export async function diffusionExport(options: PeerExportOptions): Promise<DiffusionExport> {
  if (!crossOriginIsolated)
    throw new Error('the page is not cross-origin isolated: the encoder needs SharedArrayBuffer');
  const project = normalizeProject(options.project);
  await loadPeerFonts();
  lastFile = undefined;
  const started = performance.now();
  const built = await diffusionComposition(project, options.width, options.height, options.fps, true);
  const ready = performance.now();
  const encoder = new Encoder(built.composition, {
    format: 'mp4',
    // The same bitrate as our export at standard quality, so neither encoder gets an easier target.
    video: {
      codec: 'avc',
      bitrate: videoBitrate(options.width, options.height, options.fps, 'standard'),
      fps: options.fps,
    },
    audio: { codec: 'aac' },
  });
  const result = await encoder.render();
  if (result.type === 'error') throw result.error;
  if (result.type !== 'success' || result.data === undefined)
    throw new Error(`the encoder ended with ${result.type} and no file`);
  const elapsedMs = performance.now() - started;
  lastFile = result.data;
  const frames = Math.floor(built.duration * options.fps);
  return {
    frames,
    duration: frames / options.fps,
    elapsedMs: Math.round(elapsedMs),
    fps: frames / (elapsedMs / 1000),
    realTime: frames / options.fps / (elapsedMs / 1000),
    bytes: result.data.size,
    stagesMs: { build: Math.round(ready - started), encode: Math.round(performance.now() - ready) },
    notes: built.notes,
  };
}

/** Base64 of `length` bytes of the last Diffusion Studio export from `offset` (read by the bench in parts). */
export async function diffusionFileChunk(offset: number, length: number): Promise<string> {
  if (lastFile === undefined) throw new Error('bench: no Diffusion Studio export to read');
  return blobChunk(lastFile, offset, length);
}
