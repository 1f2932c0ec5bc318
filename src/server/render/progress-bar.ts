/**
 * A render's progress on a terminal: one line redrawn in place (`[#####-----]  48%  120/250 frames  31 fps
 * 4 s left`) when the stream is a terminal, else a plain line every tenth of the way (logs, CI).
 */
import type { RenderPageProgress } from '../../shared/render/page-protocol.ts';

const WIDTH = 30;

export function progressLine(p: RenderPageProgress): string {
  const fraction = Math.min(1, Math.max(0, p.fraction));
  const filled = Math.round(fraction * WIDTH);
  const bar = `[${'#'.repeat(filled)}${'-'.repeat(WIDTH - filled)}]`;
  const percent = `${Math.floor(fraction * 100)}%`.padStart(4);
  const frames = p.framesTotal > 0 ? `  ${p.framesDone}/${p.framesTotal} frames` : '';
  const speed = p.fps > 0 ? `  ${p.fps.toFixed(0)} fps` : '';
  const left =
    p.fps > 0 && p.framesTotal > p.framesDone
      ? `  ${Math.ceil((p.framesTotal - p.framesDone) / p.fps)} s left`
      : '';
  return `${bar} ${percent}  ${p.phase}${frames}${speed}${left}`;
}

export interface ProgressBar {
  update(progress: RenderPageProgress): void;
  /** Ends the line (the bar stays on screen). */
  done(): void;
}

export function progressBar(stream: NodeJS.WriteStream): ProgressBar {
  let lastTenth = -1;
  let drawn = false;
  return {
    update(progress) {
      if (stream.isTTY) {
        stream.write(`\r${progressLine(progress)}\x1b[K`);
        drawn = true;
        return;
      }
      const tenth = Math.floor(progress.fraction * 10);
      if (tenth > lastTenth) {
        lastTenth = tenth;
        stream.write(`${progressLine(progress)}\n`);
      }
    },
    done() {
      if (drawn) stream.write('\n');
      drawn = false;
    },
  };
}
