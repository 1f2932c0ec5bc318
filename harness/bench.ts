/**
 * Benchmark page (driven by bench/browser): `window.harness.measure(options)` runs one measurement
 * of our worker renderer or of the main-thread Fabric baseline (harness/bench/) and returns its figures;
 * `window.harness.decodeCeiling(options)` measures this machine's video decoder alone (harness/bench/decode.ts).
 */
import { decodeCeiling } from './bench/decode.ts';
import { measure } from './bench/measure.ts';

window.harness = { measure, decodeCeiling };
