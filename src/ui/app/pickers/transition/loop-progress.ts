/**
 * Progress of the looping thumbnail at `ms` since it started: a hold on the first image, the transition, a
 * hold on the second image, then again.
 */
export function loopProgress(ms: number, periodMs = 2400, holdMs = 400): number {
  const t = ((ms % periodMs) + periodMs) % periodMs;
  const run = periodMs - 2 * holdMs;
  if (t < holdMs) return 0;
  if (t >= holdMs + run) return 1;
  return (t - holdMs) / run;
}
