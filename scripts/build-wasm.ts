// Compiles the AssemblyScript in wasm/ into the WebAssembly module the worker loads (`npm run wasm`). The
// module is committed, so building the app needs no compiler; a unit test compiles the source again and
// checks that the committed module is what it gives.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import asc from 'assemblyscript/asc';

export const KERNEL_SOURCE = 'wasm/yuv-scale.ts';
export const KERNEL_MODULE = 'src/worker/media/yuv-scale.wasm';

/** The module's bytes compiled from `source` (the text of wasm/yuv-scale.ts). */
export async function compileKernel(source: string): Promise<Uint8Array> {
  const result = await asc.compileString(
    { 'yuv-scale.ts': source },
    { optimizeLevel: 3, shrinkLevel: 0, runtime: 'stub', noAssert: true, enable: ['simd'] },
  );
  if (result.error !== null || result.binary === null)
    throw new Error(`wasm: ${KERNEL_SOURCE} did not compile: ${result.stderr.toString()}`);
  return result.binary;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const binary = await compileKernel(readFileSync(KERNEL_SOURCE, 'utf8'));
  writeFileSync(KERNEL_MODULE, binary);
  console.log(`wrote ${KERNEL_MODULE} (${binary.length} bytes)`);
}
