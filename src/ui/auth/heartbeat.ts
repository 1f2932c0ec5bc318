import { DURATIONS } from '../../shared/constants.ts';
import { isAbortError } from '../api/errors.ts';

export interface Heartbeat {
  stop(): void;
}

/**
 * Calls `beat` every 60000 ms so that the session is checked (and refreshed on 401 by the client)
 * while the editor stays open. The next beat is scheduled only after the previous one settled, so beats never
 * pile up; `stop()` cancels the timer and the beat in flight.
 */
export function startHeartbeat(
  beat: (signal: AbortSignal) => Promise<unknown>,
  options: { intervalMs?: number; onError?: (error: unknown) => void } = {},
): Heartbeat {
  const intervalMs = options.intervalMs ?? DURATIONS.heartbeatMs;
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if (controller.signal.aborted) return;
    timer = setTimeout(() => {
      beat(controller.signal)
        .catch((error: unknown) => {
          if (!isAbortError(error)) options.onError?.(error);
        })
        .finally(schedule);
    }, intervalMs);
  };
  schedule();
  return {
    stop() {
      controller.abort();
      clearTimeout(timer);
    },
  };
}
