/**
 * The export worker (a dedicated module worker, one per page, reused): runs one export at a time with a
 * renderer of its own, apart from the preview's worker, so previewing and editing go on meanwhile.
 */
import { expose } from 'comlink';
import type { ExportHooks, ExportJob, ExportWorkerApi } from '../../shared/protocol/export.ts';
import { resourceCounts } from '../media/resources.ts';
import { stageStats } from '../stats/stages.ts';
import { Exporter } from './exporter.ts';

let running: Exporter | undefined;

const api: ExportWorkerApi = {
  async run(job: ExportJob, hooks: ExportHooks) {
    if (running !== undefined) throw new Error('an export is already running in this page');
    const exporter = new Exporter();
    running = exporter;
    try {
      return await exporter.run(job, hooks);
    } finally {
      running = undefined;
    }
  },
  async cancel() {
    running?.cancel();
  },
  async resourceCounts() {
    return resourceCounts();
  },
  async stageStats(reset = false) {
    return stageStats(reset);
  },
  async heapBytes() {
    const memory = (performance as Performance & { memory?: { usedJSHeapSize: number } }).memory;
    return memory?.usedJSHeapSize ?? null;
  },
};

expose(api);
