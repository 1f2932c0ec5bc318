import { type Draft, describe, readBoolean, readNumber, type RepairLog } from './repair.ts';

/** Formats a playback speed the way projects store it: '1.0', '1.5', '0.75'. */
export function formatSpeed(speed: number): string {
  return Number.isInteger(speed) ? speed.toFixed(1) : String(speed);
}

/**
 * Video layers (scene normalisation step 6): speed defaults to '1.0', start to 0, end to the source duration;
 * loop on, volume 1. The plain element names (start, end, duration, speed, volume, loop) are read when the
 * saved `_`-prefixed ones are missing.
 */
export function normalizeVideoProperty(property: Draft, log: RepairLog, path: string): void {
  for (const key of ['start', 'end', 'duration', 'speed', 'volume', 'loop']) {
    if (property[`_${key}`] === undefined && property[key] !== undefined) property[`_${key}`] = property[key];
  }
  const rawSpeed = property._speed;
  const speed = Number(rawSpeed);
  if (
    rawSpeed === undefined ||
    !(Number.isFinite(speed) && speed > 0) ||
    (typeof rawSpeed !== 'string' && typeof rawSpeed !== 'number')
  ) {
    if (rawSpeed !== undefined)
      log.note(`${path}._speed`, `${describe(rawSpeed)} is not a speed; set to '1.0'`);
    property._speed = '1.0';
  } else
    property._speed =
      typeof rawSpeed === 'string' && /^\d+(\.\d+)?$/.test(rawSpeed) ? rawSpeed : formatSpeed(speed);
  const end0 = typeof property._end === 'number' && Number.isFinite(property._end) ? property._end : 0;
  const duration = readNumber(property, '_duration', Math.max(0, end0), log, path, { min: 0 });
  const start = readNumber(property, '_start', 0, log, path, { min: 0, max: duration });
  readNumber(property, '_end', duration, log, path, { min: start, max: duration });
  readNumber(property, '_volume', 1, log, path, { min: 0 });
  readBoolean(property, '_loop', true, log, path);
}
