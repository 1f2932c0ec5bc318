/**
 * The export peer's page side: @remotion/web-renderer's renderMediaOnWeb renders our project as a Remotion
 * composition (composition.tsx) to an H.264 MP4 with AAC music, at our export's bitrate and key-frame
 * interval, timed from the call to the finished file. The file stays in the page for the bench to read back.
 */
import { renderMediaOnWeb } from '@remotion/web-renderer';
import { videoBitrate } from '../../../src/shared/export/options.ts';
import { normalizeProject } from '../../../src/shared/normalize/project.ts';
import { projectComposition } from './composition.tsx';
import { loadPeerFonts } from '../peer-fonts.ts';
import { blobChunk } from '../blob-chunk.ts';
import type { PeerExport, PeerExportOptions } from '../types.ts';

let lastFile: Blob | undefined;

/** Our export's key frames come every 2 s (src/worker/export): the peer gets the same. */
const KEY_FRAME_SECONDS = 2;

export async function remotionExport(options: PeerExportOptions): Promise<PeerExport> {
  const project = normalizeProject(options.project);
  await loadPeerFonts();
  const composition = projectComposition(project, options.width, options.height, options.fps, true);
  lastFile = undefined;
  const started = performance.now();
  const { getBlob, internalState } = await renderMediaOnWeb({
    composition,
    inputProps: composition.defaultProps,
    container: 'mp4',
    videoCodec: 'h264',
    audioCodec: 'aac',
    // The same bitrate as our export at standard quality, so neither encoder gets an easier target.
    videoBitrate: videoBitrate(options.width, options.height, options.fps, 'standard'),
    keyframeIntervalInSeconds: KEY_FRAME_SECONDS,
    logLevel: 'warn',
  });
  const blob = await getBlob();
  const elapsedMs = performance.now() - started;
  lastFile = blob;
  const seconds = composition.durationInFrames / options.fps;
  return {
    frames: composition.durationInFrames,
    duration: seconds,
    elapsedMs: Math.round(elapsedMs),
    fps: composition.durationInFrames / (elapsedMs / 1000),
    realTime: seconds / (elapsedMs / 1000),
    bytes: blob.size,
    stagesMs: {
      waitForReady: Math.round(internalState.getWaitForReadyTime()),
      createFrame: Math.round(internalState.getCreateFrameTime()),
      addSample: Math.round(internalState.getAddSampleTime()),
      audioMixing: Math.round(internalState.getAudioMixingTime()),
    },
  };
}

/** Base64 of `length` bytes of the last peer export from `offset` (the bench reads the file in parts). */
export async function remotionFileChunk(offset: number, length: number): Promise<string> {
  if (lastFile === undefined) throw new Error('bench: no peer export to read');
  return blobChunk(lastFile, offset, length);
}
