import { PROJECT_LIMITS } from '../../shared/api/projects.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** An earlier revision as the retention rule sees it: its number and when it was written (ms). */
export interface RevisionTime {
  revision: number;
  updated_at: number;
}

export interface RetentionRule {
  /** Keep this many of the newest revisions. */
  newest: number;
  /** Also keep the newest revision of each UTC day written within this many days before now. */
  days: number;
}

export const HISTORY_RULE: RetentionRule = {
  newest: PROJECT_LIMITS.historyNewest,
  days: PROJECT_LIMITS.historyDays,
};

/**
 * The revisions a project's history keeps, from their numbers and times alone: the newest `rule.newest`,
 * plus the newest of each UTC day for revisions written less than `rule.days` days before `now`. A burst of
 * edits thus keeps fine steps for the recent past and one state per day for the last month; older ones go.
 */
export function revisionsToKeep(
  entries: readonly RevisionTime[],
  now: number,
  rule: RetentionRule = HISTORY_RULE,
): Set<number> {
  const newestFirst = [...entries].sort((a, b) => b.revision - a.revision);
  const keep = new Set(newestFirst.slice(0, rule.newest).map((entry) => entry.revision));
  const since = now - rule.days * DAY_MS;
  const daysSeen = new Set<number>();
  for (const entry of newestFirst) {
    if (entry.updated_at <= since) continue;
    const day = Math.floor(entry.updated_at / DAY_MS);
    if (daysSeen.has(day)) continue;
    daysSeen.add(day);
    keep.add(entry.revision);
  }
  return keep;
}
