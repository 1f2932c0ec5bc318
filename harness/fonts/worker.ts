// The fonts harness worker: loads through src/worker/fonts (self.fonts) and answers probes by id.
import { ensureFonts, workerFontSet } from '../../src/worker/fonts/index.ts';
import { probe, type ProbeInput } from './probe.ts';

const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<{ id: number; input: ProbeInput }>) => void) | null;
  postMessage(message: unknown): void;
};

scope.onmessage = (event) => {
  const { id, input } = event.data;
  void probe((requests, text) => ensureFonts(requests, text), workerFontSet(), input).then((answer) =>
    scope.postMessage({ id, answer }),
  );
};
