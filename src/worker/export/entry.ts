/**
 * An export worker (a dedicated module worker, reused; a page starts one per part it exports at once): runs
 * one export at a time with a renderer of its own, apart from the preview's worker, so previewing and editing
 * go on meanwhile, and joins the part files of an export split over several workers.
 */
import { expose } from 'comlink';
import type { ExportHooks, ExportJob, ExportWorkerApi, JoinRequest } from '../../shared/protocol/export.ts';
import { resourceCounts } from '../media/resources.ts';
import { stageStats } from '../stats/stages.ts';
import { abortError, Exporter } from './exporter.ts';
import { removePartFiles } from './file-target.ts';
import { joinFiles } from './join-files.ts';

let running: Exporter | undefined;
/** The join in progress: cancel sets its flag, checked between packets. */
let joining: { cancelled: boolean } | undefined;

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
    if (joining !== undefined) joining.cancelled = true;
  },
  async join(request: JoinRequest) {
    if (running !== undefined || joining !== undefined)
      throw new Error('an export is already running in this worker');
    const state = { cancelled: false };
    joining = state;
    try {
      return await joinFiles(request, () => (state.cancelled ? abortError() : null));
    } finally {
      joining = undefined;
    }
  },
  async removePartFiles() {
    await removePartFiles();
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
