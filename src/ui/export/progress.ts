/**
 * Progress of an export as the creator sees it: one fraction over the whole run (preparing is the first 3%,
 * finishing the last 2%), the frame rate over the last few seconds, and the time left at that rate.
 */
import type { ExportWorkerProgress } from '../../shared/protocol/export.ts';
import type { ExportProgress } from './types.ts';

const PREPARING_SHARE = 0.03;
const FINISHING_SHARE = 0.02;
/** The frame rate is measured over this window (ms): recent enough to follow, long enough to be steady. */
const RATE_WINDOW_MS = 3000;

export class ProgressMeter {
  private readonly samples: Array<{ at: number; frames: number }> = [];

  /** Turns the worker's report at time `now` (ms) into what the page shows. */
  update(report: ExportWorkerProgress, now: number): ExportProgress {
    const { phase, framesDone, framesTotal } = report;
    this.samples.push({ at: now, frames: framesDone });
    while (this.samples.length > 2 && now - (this.samples[1]?.at ?? now) >= RATE_WINDOW_MS)
      this.samples.shift();
    const first = this.samples[0];
    const span = first === undefined ? 0 : now - first.at;
    const fps = first !== undefined && span > 0 ? ((framesDone - first.frames) * 1000) / span : 0;
    const share = framesTotal > 0 ? framesDone / framesTotal : 0;
    const fraction =
      phase === 'preparing'
        ? 0
        : phase === 'finishing'
          ? 1 - FINISHING_SHARE
          : PREPARING_SHARE + (1 - PREPARING_SHARE - FINISHING_SHARE) * share;
    const left = framesTotal - framesDone;
    const secondsLeft = phase === 'rendering' && fps > 0 ? left / fps : phase === 'finishing' ? 0 : null;
    return { phase, framesDone, framesTotal, fraction, fps, secondsLeft };
  }
}
