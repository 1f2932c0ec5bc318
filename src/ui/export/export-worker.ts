/**
 * The page's export worker: one per page, started on the first export and kept (its files stay readable
 * while it lives, see src/worker/export/file-target.ts). Exports run one at a time.
 */
import { wrap } from 'comlink';
import type { Remote } from 'comlink';
import type { ExportWorkerApi } from '../../shared/protocol/export.ts';

let worker: Remote<ExportWorkerApi> | undefined;

export function exportWorker(): Remote<ExportWorkerApi> {
  worker ??= wrap<ExportWorkerApi>(
    new Worker(new URL('../../worker/export/entry.ts', import.meta.url), { type: 'module' }),
  );
  return worker;
}
