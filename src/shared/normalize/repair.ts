/**
 * Small readers that repair raw JSON values (Excalidraw `restore()` style): each returns the value when it
 * has the right type and range, else the fallback, and notes the repair with its JSON path.
 */

export type Draft = Record<string, unknown>;

/** Where repairs are written down, so that callers can tell the user what was fixed. */
export class RepairLog {
  readonly entries: string[] = [];
  note(path: string, message: string): void {
    this.entries.push(`${path}: ${message}`);
  }
}

export function isRecord(value: unknown): value is Draft {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function describe(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (typeof value === 'number' && !Number.isFinite(value)) return String(value);
  try {
    const text = JSON.stringify(value);
    return text.length > 60 ? `${text.slice(0, 57)}...` : text;
  } catch {
    return typeof value;
  }
}

/** A finite number, or a numeric string such as '1.5' read as one; else undefined. */
export function asNumber(raw: unknown): number | undefined {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : undefined;
  if (typeof raw === 'string' && raw.trim() !== '' && Number.isFinite(Number(raw))) return Number(raw);
  return undefined;
}

/** A string, or a finite number written as one; else undefined. */
function asString(raw: unknown): string | undefined {
  if (typeof raw === 'string') return raw;
  if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw);
  return undefined;
}

/** Accepts finite numbers and numeric strings ('1.5'); anything else is replaced. */
export function readNumber(
  draft: Draft,
  key: string,
  fallback: number,
  log: RepairLog,
  path: string,
  range: { min?: number; max?: number } = {},
): number {
  const raw = draft[key];
  let value = asNumber(raw);
  if (value === undefined) {
    if (raw !== undefined) log.note(`${path}.${key}`, `${describe(raw)} is not a number; set to ${fallback}`);
    draft[key] = fallback;
    return fallback;
  }
  if (range.min !== undefined && value < range.min) {
    log.note(`${path}.${key}`, `${value} is below ${range.min}; set to ${range.min}`);
    value = range.min;
  }
  if (range.max !== undefined && value > range.max) {
    log.note(`${path}.${key}`, `${value} is above ${range.max}; set to ${range.max}`);
    value = range.max;
  }
  draft[key] = value;
  return value;
}

/** An optional field: kept when `coerce` accepts it, else removed (and logged as not being `kind`). */
function readOptional<T>(
  draft: Draft,
  key: string,
  log: RepairLog,
  path: string,
  coerce: (raw: unknown) => T | undefined,
  kind: string,
): T | undefined {
  const raw = draft[key];
  if (raw === undefined) return undefined;
  const value = coerce(raw);
  if (value !== undefined) {
    draft[key] = value;
    return value;
  }
  log.note(`${path}.${key}`, `${describe(raw)} is not ${kind}; removed`);
  delete draft[key];
  return undefined;
}

/** Like readNumber, but an absent or invalid value is removed instead of defaulted. */
export function readOptionalNumber(
  draft: Draft,
  key: string,
  log: RepairLog,
  path: string,
): number | undefined {
  return readOptional(draft, key, log, path, asNumber, 'a number');
}

export function readString(
  draft: Draft,
  key: string,
  fallback: string,
  log: RepairLog,
  path: string,
): string {
  const raw = draft[key];
  const value = asString(raw);
  if (value !== undefined) {
    draft[key] = value;
    return value;
  }
  if (raw !== undefined) log.note(`${path}.${key}`, `${describe(raw)} is not a string; set to '${fallback}'`);
  draft[key] = fallback;
  return fallback;
}

export function readOptionalString(
  draft: Draft,
  key: string,
  log: RepairLog,
  path: string,
): string | undefined {
  return readOptional(draft, key, log, path, asString, 'a string');
}

/** A non-empty string, else the fallback. */
export function readNonEmptyString(
  draft: Draft,
  key: string,
  fallback: string,
  log: RepairLog,
  path: string,
): string {
  const value = readString(draft, key, fallback, log, path);
  if (value.trim() === '') {
    if (draft[key] !== fallback) log.note(`${path}.${key}`, `empty; set to '${fallback}'`);
    draft[key] = fallback;
    return fallback;
  }
  return value;
}

/** Booleans, and the 0/1 and 'true'/'false' spellings older projects used. */
export function readBoolean(
  draft: Draft,
  key: string,
  fallback: boolean,
  log: RepairLog,
  path: string,
): boolean {
  const raw = draft[key];
  let value: boolean | undefined;
  if (typeof raw === 'boolean') value = raw;
  else if (raw === 1 || raw === 'true') value = true;
  else if (raw === 0 || raw === 'false') value = false;
  if (value === undefined) {
    if (raw !== undefined)
      log.note(`${path}.${key}`, `${describe(raw)} is not a boolean; set to ${fallback}`);
    value = fallback;
  }
  draft[key] = value;
  return value;
}

export function readEnum<T extends string>(
  draft: Draft,
  key: string,
  allowed: readonly T[],
  fallback: T,
  log: RepairLog,
  path: string,
): T {
  const raw = draft[key];
  if (typeof raw === 'string' && (allowed as readonly string[]).includes(raw)) return raw as T;
  if (raw !== undefined)
    log.note(`${path}.${key}`, `${describe(raw)} is not one of ${allowed.join(', ')}; set to '${fallback}'`);
  draft[key] = fallback;
  return fallback;
}

/** The record at `key`, created (and noted) when missing or not an object. */
export function readRecord(draft: Draft, key: string, log: RepairLog, path: string): Draft {
  const raw = draft[key];
  if (isRecord(raw)) return raw;
  if (raw !== undefined) log.note(`${path}.${key}`, `${describe(raw)} is not an object; replaced`);
  const fresh: Draft = {};
  draft[key] = fresh;
  return fresh;
}

/** The array at `key` (a non-array is replaced by an empty one). */
export function readArray(draft: Draft, key: string, log: RepairLog, path: string): unknown[] {
  const raw = draft[key];
  if (Array.isArray(raw)) return raw;
  if (raw !== undefined) log.note(`${path}.${key}`, `${describe(raw)} is not a list; replaced by []`);
  const fresh: unknown[] = [];
  draft[key] = fresh;
  return fresh;
}

/** Deep copy of plain JSON data; drops functions, undefined, cycles become errors upstream. */
export function cloneJson(value: unknown, seen: WeakSet<object> = new WeakSet()): unknown {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'number' && !Number.isFinite(value)) return null;
    if (typeof value === 'function' || typeof value === 'symbol' || typeof value === 'bigint')
      return undefined;
    return value;
  }
  if (seen.has(value)) return null;
  seen.add(value);
  let result: unknown;
  if (Array.isArray(value)) result = value.map((item) => cloneJson(item, seen) ?? null);
  else {
    const copy: Draft = {};
    for (const [key, item] of Object.entries(value)) {
      if (key === '__proto__') continue;
      const cloned = cloneJson(item, seen);
      if (cloned !== undefined) copy[key] = cloned;
    }
    result = copy;
  }
  seen.delete(value);
  return result;
}
