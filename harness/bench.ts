/**
 * Benchmark page (driven by bench/browser): `window.harness.measure(options)` runs one measurement of our
 * worker renderer, the main-thread Fabric baseline or the Remotion Player peer (harness/bench/) and returns
 * its figures; `window.harness.decodeCeiling(options)` measures this machine's video decoder alone
 * (harness/bench/decode.ts); `exportSpeed` and `encodeCeiling` time an export and the encoder alone
 * (harness/bench/export.ts); `remotionExport` times the export peer (harness/bench/remotion/export.ts).
 * `lastExportChunk` and `remotionFileChunk` hand the last exported files back to the bench in parts.
 */
import { decodeCeiling } from './bench/decode.ts';
import { encodeCeiling, exportSpeed, lastExportChunk } from './bench/export.ts';
import { measure } from './bench/measure.ts';
import type { PeerExportOptions } from './bench/remotion/export.ts';

// The peer's code loads only when it is measured: our renderer's pages hold none of it.
const peer = () => import('./bench/remotion/export.ts');

window.harness = {
  measure,
  decodeCeiling,
  exportSpeed,
  encodeCeiling,
  lastExportChunk,
  remotionExport: async (options: PeerExportOptions) => (await peer()).remotionExport(options),
  remotionFileChunk: async (offset: number, length: number) =>
    (await peer()).remotionFileChunk(offset, length),
};
