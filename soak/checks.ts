/**
 * The soak test's rules, as pure functions of what it saw: a server error, a cross-user answer, a list that
 * shows another account's projects, memory that grows, a database check, an acknowledged write that a crash
 * lost.
 */

/** What a call answered: the HTTP status and the `code` of the `{code, data}` envelope (the status when none). */
export interface Outcome {
  status: number;
  code: number;
}

/** A server error: an HTTP 5xx or a `code` of 500 or more, whatever the call. */
export const isServerError = (outcome: Outcome): boolean => outcome.status >= 500 || outcome.code >= 500;

/** Codes another account's data may answer: it does not exist for the caller (404) or is not theirs (403). */
export const DENIED_CODES: readonly number[] = [403, 404];

/**
 * Why an answer to a call on another account's project, file, task or voice is wrong, or undefined when it is
 * a refusal. A server error is not counted here (it is one already).
 */
export function crossUserProblem(
  outcome: Outcome,
  allowed: readonly number[] = DENIED_CODES,
): string | undefined {
  if (isServerError(outcome) || allowed.includes(outcome.code)) return undefined;
  return `answered ${outcome.code} (HTTP ${outcome.status}), expected ${allowed.join(' or ')}`;
}

/** Ids a list shows that the account does not own: another account's (a leak) or ones nobody made. */
export function foreignIds(listed: readonly string[], own: ReadonlySet<string>): string[] {
  return listed.filter((id) => !own.has(id));
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** How much a server's memory may grow over a run: the larger of `absoluteMB` and `relative` × the base. */
export interface MemoryRule {
  /** Share of the samples left out at the start (start-up, caches filling). */
  warmup: number;
  absoluteMB: number;
  relative: number;
  /** Fewer samples after warm-up than this: too short to judge (passes, and says so). */
  minSamples: number;
}

/**
 * V8 grows and shrinks its heap in slow swings (up to ~100 MB on this server within a minute), so the limit
 * stands above them: what it catches is growth that keeps going. A life with less than ~20 s of samples
 * after warm-up (at 2 per second) is not judged.
 */
export const MEMORY_RULE: MemoryRule = { warmup: 0.25, absoluteMB: 128, relative: 0.25, minSamples: 40 };

export interface MemoryVerdict {
  samples: number;
  startMB: number;
  peakMB: number;
  endMB: number;
  /** Median of the second quarter of the samples (the first after warm-up), MB. */
  baseMB: number;
  /** Median of the last quarter of all samples, MB. */
  lastMB: number;
  growthMB: number;
  limitMB: number;
  judged: boolean;
  ok: boolean;
}

const round = (value: number) => Math.round(value * 10) / 10;

/**
 * Judges one server life's resident memory, sampled at a steady rate (MB, in order): after the warm-up
 * (the first quarter), the median of the next quarter is the base and the median of the last quarter is where
 * it ended; growth beyond the rule's limit fails. Medians ignore a passing peak (a garbage collection due, an
 * upload in flight); a leak moves them.
 */
export function judgeMemory(samplesMB: readonly number[], rule: MemoryRule = MEMORY_RULE): MemoryVerdict {
  const n = samplesMB.length;
  const quarter = Math.floor(n / 4);
  const skip = Math.floor(n * rule.warmup);
  const base = median(samplesMB.slice(skip, skip + quarter));
  const last = median(samplesMB.slice(n - quarter));
  const judged = n - skip >= rule.minSamples && quarter > 0;
  const limit = Math.max(rule.absoluteMB, rule.relative * base);
  const growth = quarter > 0 ? last - base : 0;
  return {
    samples: n,
    startMB: round(samplesMB[0] ?? Number.NaN),
    peakMB: round(n === 0 ? Number.NaN : Math.max(...samplesMB)),
    endMB: round(samplesMB[n - 1] ?? Number.NaN),
    baseMB: round(base),
    lastMB: round(last),
    growthMB: round(growth),
    limitMB: round(limit),
    judged,
    ok: !judged || growth <= limit,
  };
}

/**
 * What `PRAGMA integrity_check` and `PRAGMA foreign_key_check` said, stored files missing for rows, and
 * temporary files left behind by a server that was not killed meanwhile (reported, not a failure: one empty
 * upload temporary was seen once and could not be reproduced).
 */
export interface DatabaseReport {
  integrity: string;
  foreignKeyProblems: number;
  missingFiles: readonly string[];
  strayTemps: readonly string[];
}

/** Why the database is not consistent, or an empty list. */
export function databaseProblems(report: DatabaseReport): string[] {
  const problems: string[] = [];
  if (report.integrity !== 'ok') problems.push(`integrity_check: ${report.integrity}`);
  if (report.foreignKeyProblems > 0) problems.push(`foreign_key_check: ${report.foreignKeyProblems} rows`);
  if (report.missingFiles.length > 0)
    problems.push(
      `${report.missingFiles.length} rows without their file (${report.missingFiles.slice(0, 3).join(', ')})`,
    );
  return problems;
}

/**
 * A project after a crash, against what its owner was told before it: every acknowledged write survives
 * (revision at least the acknowledged one). A later revision or another state is fine only when a call on
 * it was cut off by the crash (it may have been written without its answer arriving).
 */
export function durabilityProblem(
  acknowledged: { revision: number; trashed: boolean; inDoubt: boolean },
  found: { revision: number; trashed: boolean } | undefined,
): string | undefined {
  if (found === undefined) return `gone (revision ${acknowledged.revision} was acknowledged)`;
  if (found.revision < acknowledged.revision)
    return `at revision ${found.revision}, but revision ${acknowledged.revision} was acknowledged`;
  if (acknowledged.inDoubt) return undefined;
  if (found.revision > acknowledged.revision)
    return `at revision ${found.revision}, later than the acknowledged ${acknowledged.revision}, with no call cut off`;
  if (found.trashed !== acknowledged.trashed)
    return found.trashed ? 'in the trash, but it was live' : 'live, but it was in the trash';
  return undefined;
}
