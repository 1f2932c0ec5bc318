/**
 * Time as the player shows it: `mm:ss.t` (minutes grow past two digits for long projects). Tenths are
 * floored, so the display never shows a time the preview has not reached yet (4.96 s reads 00:04.9).
 */
export function formatTime(seconds: number): string {
  const safe = Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
  // The small epsilon keeps 0.3 (0.29999… in binary) from reading 00:00.2.
  const tenths = Math.floor(safe * 10 + 1e-6);
  const minutes = Math.floor(tenths / 600);
  const secondsPart = Math.floor((tenths % 600) / 10);
  const tenth = tenths % 10;
  return `${String(minutes).padStart(2, '0')}:${String(secondsPart).padStart(2, '0')}.${tenth}`;
}
