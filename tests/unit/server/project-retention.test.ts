import { describe, expect, it } from 'vitest';
import { revisionsToKeep, type RevisionTime } from '../../../src/server/projects/retention.ts';

const DAY = 24 * 60 * 60 * 1000;
const MIDNIGHT = Date.UTC(2025, 0, 1);
const sorted = (set: Set<number>) => [...set].sort((a, b) => a - b);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('history retention (a pure rule over revision numbers and times)', () => {
  it('keeps everything while there are at most 50', () => {
    const entries = range(1, 50).map((revision) => ({ revision, updated_at: MIDNIGHT + revision }));
    expect(sorted(revisionsToKeep(entries, MIDNIGHT + DAY))).toEqual(range(1, 50));
  });

  it('keeps the newest 50 of one day, whatever order they come in', () => {
    const entries = range(1, 80)
      .reverse()
      .map((revision) => ({ revision, updated_at: MIDNIGHT + revision * 1000 }));
    expect(sorted(revisionsToKeep(entries, MIDNIGHT + 100_000))).toEqual(range(31, 80));
  });

  it('adds the newest revision of each UTC day of the last 30 days', () => {
    // Ten revisions a day for 60 days, the last written just now.
    const entries: RevisionTime[] = [];
    for (let day = 0; day < 60; day++)
      for (let k = 0; k < 10; k++)
        entries.push({ revision: day * 10 + k + 1, updated_at: MIDNIGHT + day * DAY + k * 3_600_000 });
    const now = MIDNIGHT + 59 * DAY + 9 * 3_600_000;
    // Newest 50: the last five days (551..600). Days 30..54 (within 30 days of now) add their last one.
    const daily = range(30, 54).map((day) => day * 10 + 10);
    expect(sorted(revisionsToKeep(entries, now))).toEqual([...daily, ...range(551, 600)]);
  });

  it('counts a revision exactly 30 days old as outside the window', () => {
    const entries = [{ revision: 1, updated_at: MIDNIGHT }];
    const rule = { newest: 0, days: 30 };
    expect(sorted(revisionsToKeep(entries, MIDNIGHT + 30 * DAY, rule))).toEqual([]);
    expect(sorted(revisionsToKeep(entries, MIDNIGHT + 30 * DAY - 1, rule))).toEqual([1]);
  });

  it('judges days by the UTC calendar: two revisions either side of midnight both stay', () => {
    const entries = [
      { revision: 1, updated_at: MIDNIGHT - 1 },
      { revision: 2, updated_at: MIDNIGHT },
      { revision: 3, updated_at: MIDNIGHT + 1000 },
    ];
    expect(sorted(revisionsToKeep(entries, MIDNIGHT + DAY, { newest: 0, days: 30 }))).toEqual([1, 3]);
  });
});
