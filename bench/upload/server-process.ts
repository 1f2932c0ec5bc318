/**
 * The server of the upload benchmark, in a process of its own so that its memory is measured alone: the API on
 * a data folder (no demo library, which would store files meanwhile), on 127.0.0.1 and a free port, which it
 * prints as one JSON line once listening. Usage: `node --import tsx bench/upload/server-process.ts DATA_DIR`.
 */
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createApp } from '../../src/server/app.ts';
import { setupServer } from '../../src/server/setup.ts';

const dataDir = process.argv[2];
if (dataDir === undefined) throw new Error('usage: server-process.ts DATA_DIR');
const running = setupServer({ dataDir, demoLibrary: false, log: () => {} });
const server = serve({ fetch: createApp({ api: running.ctx }).fetch, port: 0, hostname: '127.0.0.1' });
server.once('listening', () => {
  console.log(JSON.stringify({ port: (server.address() as AddressInfo).port }));
});
process.once('SIGTERM', () => {
  server.close();
  void running.close().then(() => process.exit(0));
});
