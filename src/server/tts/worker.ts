// Entry of the synthesis worker thread: espeak-ng is synchronous, so it runs here, off the server's thread.
import { parentPort } from 'node:worker_threads';
import { synthesize } from './engine.ts';
import type { WorkerReply, WorkerRequest } from './protocol.ts';

const port = parentPort;
if (port === null) throw new Error('tts/worker.ts must run in a worker thread');

port.on('message', (message: WorkerRequest) => {
  if (message.type === 'crash') {
    // Fault injection for tests: the thread dies as a crashed engine would.
    process.exit(70);
  }
  synthesize(message.request).then(
    (result) => {
      const reply: WorkerReply = { id: message.id, ok: true, result };
      port.postMessage(reply, [result.samples.buffer as ArrayBuffer]);
    },
    (error: unknown) => {
      const reply: WorkerReply = {
        id: message.id,
        ok: false,
        error: error instanceof Error ? error.message : String(error),
      };
      port.postMessage(reply);
    },
  );
});
