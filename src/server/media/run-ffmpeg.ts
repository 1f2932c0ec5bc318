/**
 * Runs one ffmpeg conversion: progress from `-progress pipe:1` (out_time_us against the probed duration),
 * stopped by an abort signal, failing with ffmpeg's last stderr line (the one that says what went wrong).
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

export interface RunFfmpeg {
  ffmpeg: string;
  args: readonly string[];
  /** Seconds of media, to turn out_time_us into 0..1; 0 = unknown (no progress until the end). */
  duration: number;
  onProgress(fraction: number): void;
  signal?: AbortSignal;
}

/** ffmpeg exited with a failure; `lastLine` is its last stderr line. */
export class FfmpegError extends Error {
  override name = 'FfmpegError';
  constructor(
    message: string,
    readonly lastLine: string,
  ) {
    super(message);
  }
}

export function runFfmpeg(run: RunFfmpeg): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(run.ffmpeg, run.args, { stdio: ['ignore', 'pipe', 'pipe'], signal: run.signal });
    let lastLine = '';
    createInterface({ input: child.stderr }).on('line', (line) => {
      if (line.trim() !== '') lastLine = line.trim();
    });
    createInterface({ input: child.stdout }).on('line', (line) => {
      const fraction = progressOf(line, run.duration);
      if (fraction !== undefined) run.onProgress(fraction);
    });
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code === 0) return resolve();
      const how = code !== null ? `exit code ${code}` : `signal ${String(signal)}`;
      const detail = lastLine === '' ? '' : `: ${lastLine}`;
      reject(new FfmpegError(`ffmpeg failed (${how})${detail}`, lastLine));
    });
  });
}

/** 0..1 from a `-progress` line `out_time_us=N`; undefined for every other line. */
export function progressOf(line: string, duration: number): number | undefined {
  const match = /^out_time_us=(\d+)$/.exec(line.trim());
  if (match?.[1] === undefined || !(duration > 0)) return undefined;
  return Math.min(1, Math.max(0, Number(match[1]) / 1e6 / duration));
}
