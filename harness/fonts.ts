// The fonts page: the same probe on the page (document.fonts via src/ui/fonts) and in a worker (self.fonts via
// src/worker/fonts), so tests/browser/fonts.spec.ts can compare both sides for every script.
import { ensurePageFonts } from '../src/ui/fonts/index.ts';
import { probe, type FontsHarness, type ProbeAnswer } from './fonts/probe.ts';

const worker = new Worker(new URL('./fonts/worker.ts', import.meta.url), { type: 'module' });
const pending = new Map<number, (answer: ProbeAnswer) => void>();
let nextId = 1;
worker.onmessage = (event: MessageEvent<{ id: number; answer: ProbeAnswer }>) => {
  pending.get(event.data.id)?.(event.data.answer);
  pending.delete(event.data.id);
};

const harness: FontsHarness = {
  page: (input) => probe((requests, text) => ensurePageFonts(requests, text), document.fonts, input),
  worker: (input) =>
    new Promise((resolve) => {
      const id = nextId++;
      pending.set(id, resolve);
      worker.postMessage({ id, input });
    }),
};
window.harness = harness;
