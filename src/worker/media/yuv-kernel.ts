/**
 * The SIMD converter's WebAssembly module (yuv-scale.wasm, built from wasm/yuv-scale.ts), compiled once per
 * worker. Null where it cannot be had (a browser without WebAssembly SIMD, a failed fetch): frames are then
 * converted in script, which draws the same pictures, slower.
 */
import kernelUrl from './yuv-scale.wasm?url';

let compiled: Promise<WebAssembly.Module | null> | undefined;

export function yuvKernel(): Promise<WebAssembly.Module | null> {
  compiled ??= fetch(kernelUrl)
    .then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return response.arrayBuffer();
    })
    .then((bytes) => WebAssembly.compile(bytes))
    .catch((error: unknown) => {
      console.warn(
        `video frames are converted in script: the SIMD converter (${kernelUrl}) did not start`,
        error,
      );
      return null;
    });
  return compiled;
}
