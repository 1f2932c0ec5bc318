/**
 * The preview's copies of large videos, as the player shows them: while any is waiting or being made, how
 * many are done of how many, and the share of the work done; nothing once all are made.
 */
import type { ProxyStatus } from '../../../shared/protocol/renderer.ts';

export interface CopiesProgress {
  /** Copies made or given up. */
  readonly done: number;
  readonly total: number;
  /** 0..1 of all the copies' work (by their videos' durations). */
  readonly fraction: number;
}

export function copiesProgress(status: readonly ProxyStatus[]): CopiesProgress | null {
  if (!status.some((s) => s.state === 'waiting' || s.state === 'making')) return null;
  const weight = (s: ProxyStatus) => Math.max(0.1, s.seconds);
  const all = status.reduce((sum, s) => sum + weight(s), 0);
  const worked = status.reduce(
    (sum, s) => sum + weight(s) * (s.state === 'ready' || s.state === 'failed' ? 1 : s.progress),
    0,
  );
  return {
    done: status.filter((s) => s.state === 'ready' || s.state === 'failed').length,
    total: status.length,
    fraction: all > 0 ? Math.min(1, worked / all) : 0,
  };
}

const same = (a: CopiesProgress | null, b: CopiesProgress | null): boolean =>
  a === b ||
  (a !== null && b !== null && a.done === b.done && a.total === b.total && a.fraction === b.fraction);

/**
 * Asks the preview every `intervalMs` where its copies stand and reports each change; returns the stop.
 * A failed question (the preview is closing) reports nothing.
 */
export function watchCopies(
  preview: { proxyStatus(): Promise<readonly ProxyStatus[]> },
  report: (copies: CopiesProgress | null) => void,
  intervalMs = 1000,
): () => void {
  let last: CopiesProgress | null = null;
  const timer = setInterval(() => {
    void preview.proxyStatus().then(
      (status) => {
        const next = copiesProgress(status);
        if (same(next, last)) return;
        last = next;
        report(next);
      },
      () => {},
    );
  }, intervalMs);
  return () => clearInterval(timer);
}
