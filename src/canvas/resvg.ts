/**
 * resvg (a complete SVG renderer, compiled to WebAssembly) started once per thread: the worker and the page
 * each instantiate it before their first icon, so both draw SVG with the same code. The wasm file is part of
 * the build (Vite copies it and gives its URL); tests in Node hand its bytes instead.
 */
import { initWasm } from '@resvg/resvg-wasm';
import type { InitInput } from '@resvg/resvg-wasm';
import wasmUrl from '@resvg/resvg-wasm/index_bg.wasm?url';

let started: Promise<void> | undefined;

/** Resolves once resvg can render; the first call's `load` is used, later calls share its start. */
export function startResvg(load: () => InitInput | Promise<InitInput> = () => fetch(wasmUrl)): Promise<void> {
  started ??= Promise.resolve()
    .then(load)
    .then((input) => initWasm(input))
    .catch((error: unknown) => {
      // A failed start (the file could not be fetched) is tried again by the next icon.
      started = undefined;
      throw new Error(`SVG renderer: resvg wasm (${wasmUrl}) failed to start`, { cause: error });
    });
  return started;
}
