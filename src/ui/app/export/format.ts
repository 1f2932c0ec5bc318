/**
 * How the export dialog writes its numbers: clocks as mm:ss, sizes in megabytes, speed as a multiple of real
 * time. Pure, so every rounding rule is unit-tested; the numbers go through the language's intl object.
 */
import type { IntlShape } from 'react-intl';
import { fractionDigits } from '../../i18n/intl.ts';

type NumberFormatter = Pick<IntlShape, 'formatNumber'>;

/**
 * Seconds as `mm:ss` (minutes grow past two digits for an hour-long video). `up` rounds a fraction up, for a
 * time left that must not read 00:00 while work remains; `nearest` suits a duration.
 */
export function formatClock(seconds: number, round: 'nearest' | 'up' = 'nearest'): string {
  const safe = Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
  // The small epsilon keeps 3.0000001 s (float noise) from rounding up to 00:04.
  const whole = round === 'up' ? Math.ceil(safe - 1e-6) : Math.round(safe);
  const minutes = Math.floor(whole / 60);
  return `${String(minutes).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

/** Decimal megabytes (what file managers show): one decimal under 100 MB, whole numbers above. */
export function formatMegabytes(bytes: number, intl: NumberFormatter): string {
  const mb = Math.max(0, Number.isFinite(bytes) ? bytes : 0) / 1_000_000;
  const digits = mb >= 100 ? 0 : 1;
  // Never "0.0" for a file that has bytes: the smallest step shows instead.
  const shown = mb > 0 && mb < 0.1 ? 0.1 : mb;
  return intl.formatNumber(shown, fractionDigits(digits));
}

/** How many seconds of video each second of exporting made, e.g. "2.4" (× real time); "–" without a time. */
export function formatSpeed(videoSeconds: number, elapsedMs: number, intl: NumberFormatter): string {
  if (!(elapsedMs > 0) || !(videoSeconds >= 0)) return '–';
  const speed = videoSeconds / (elapsedMs / 1000);
  return intl.formatNumber(speed, fractionDigits(speed >= 10 ? 0 : 1));
}

/** Whole frames per second for the progress line (one decimal under 10, where it matters). */
export function formatRate(fps: number, intl: NumberFormatter): string {
  const safe = Number.isFinite(fps) && fps > 0 ? fps : 0;
  return intl.formatNumber(safe, fractionDigits(safe > 0 && safe < 10 ? 1 : 0));
}

/** A fraction 0..1 as a whole percentage, floored so 100 shows only when done. */
export function percentOf(fraction: number): number {
  if (!Number.isFinite(fraction) || fraction <= 0) return 0;
  return Math.min(100, Math.floor(fraction * 100 + 1e-9));
}

/**
 * Wraps text in a left-to-right isolate (U+2066 … U+2069): sizes such as "1920 × 1080" and "120 / 750" keep
 * their order inside an Arabic sentence instead of being mirrored by the bidi algorithm.
 */
export function ltr(text: string): string {
  return `\u2066${text}\u2069`;
}
