/**
 * Benchmark page (driven by bench/browser): `window.harness.measure(options)` runs one measurement of our
 * worker renderer, the main-thread Fabric baseline or the Remotion Player peer (harness/bench/) and returns
 * its figures; `window.harness.decodeCeiling(options)` measures this machine's video decoder alone
 * (harness/bench/decode.ts); `exportSpeed` and `encodeCeiling` time an export and the encoder alone
 * (harness/bench/export.ts); `remotionExport` and `diffusionExport` time the export peers
 * (harness/bench/remotion/export.ts, harness/bench/diffusion/export.ts). `lastExportChunk`,
 * `remotionFileChunk` and `diffusionFileChunk` hand the last exported files back to the bench in parts.
 */
import { decodeCeiling } from './bench/decode.ts';
import { encodeCeiling, exportSpeed, lastExportChunk } from './bench/export.ts';
import { measure } from './bench/measure.ts';
import type { PeerExportOptions } from './bench/types.ts';

// The peers' code loads only when it is measured: our renderer's pages hold none of it.
const remotion = () => import('./bench/remotion/export.ts');
const diffusion = () => import('./bench/diffusion/export.ts');

window.harness = {
  measure,
  decodeCeiling,
  exportSpeed,
  encodeCeiling,
  lastExportChunk,
  remotionExport: async (options: PeerExportOptions) => (await remotion()).remotionExport(options),
  remotionFileChunk: async (offset: number, length: number) =>
    (await remotion()).remotionFileChunk(offset, length),
  diffusionExport: async (options: PeerExportOptions) => (await diffusion()).diffusionExport(options),
  diffusionFileChunk: async (offset: number, length: number) =>
    (await diffusion()).diffusionFileChunk(offset, length),
};
