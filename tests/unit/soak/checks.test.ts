import { describe, expect, it } from 'vitest';
import {
  crossUserProblem,
  databaseProblems,
  durabilityProblem,
  foreignIds,
  isServerError,
  judgeMemory,
  median,
  MEMORY_RULE,
} from '../../../soak/checks.ts';

describe('server errors', () => {
  it('are an HTTP 5xx or a code of 500 or more, whatever the other says', () => {
    expect(isServerError({ status: 200, code: 200 })).toBe(false);
    expect(isServerError({ status: 200, code: 429 })).toBe(false);
    expect(isServerError({ status: 429, code: 429 })).toBe(false);
    expect(isServerError({ status: 200, code: 500 })).toBe(true);
    expect(isServerError({ status: 500, code: 500 })).toBe(true);
    expect(isServerError({ status: 502, code: 502 })).toBe(true);
    expect(isServerError({ status: 200, code: 503 })).toBe(true);
    // No answer at all (a connection cut off) is judged elsewhere.
    expect(isServerError({ status: 0, code: 0 })).toBe(false);
  });
});

describe('cross-user answers', () => {
  it('accept a refusal (404, or 403 where the thing is named as someone else’s) and nothing else', () => {
    expect(crossUserProblem({ status: 200, code: 404 })).toBeUndefined();
    expect(crossUserProblem({ status: 403, code: 403 })).toBeUndefined();
    expect(crossUserProblem({ status: 200, code: 200 })).toBe('answered 200 (HTTP 200), expected 403 or 404');
    expect(crossUserProblem({ status: 200, code: 409 })).toMatch(/^answered 409/);
    expect(crossUserProblem({ status: 200, code: 400 }, [400, 404])).toBeUndefined();
  });

  it('leave server errors to their own rule (one violation, not two)', () => {
    expect(crossUserProblem({ status: 500, code: 500 })).toBeUndefined();
  });

  it('find ids a list shows that the account does not own', () => {
    expect(foreignIds(['a', 'b', 'c'], new Set(['a', 'c', 'd']))).toEqual(['b']);
    expect(foreignIds([], new Set(['a']))).toEqual([]);
  });
});

describe('memory', () => {
  const flat = (n: number, mb: number) => Array.from({ length: n }, (_, i) => mb + (i % 5) * 3);

  it('passes a flat series with its swings, and says what it measured', () => {
    const verdict = judgeMemory(flat(200, 500));
    expect(verdict).toMatchObject({ samples: 200, judged: true, ok: true, startMB: 500, peakMB: 512 });
    expect(Math.abs(verdict.growthMB)).toBeLessThan(10);
    expect(verdict.limitMB).toBe(128);
  });

  it('fails steady growth past the limit: the larger of 128 MB and a quarter of the base', () => {
    const leak = Array.from({ length: 200 }, (_, i) => 500 + i * 2);
    const verdict = judgeMemory(leak);
    expect(verdict).toMatchObject({ ok: false, baseMB: 649, lastMB: 849, growthMB: 200, limitMB: 162.3 });
    // A quarter of a small base is less than 128 MB: the absolute limit holds.
    expect(judgeMemory(Array.from({ length: 200 }, (_, i) => 200 + i * 1.5))).toMatchObject({
      ok: false,
      limitMB: 128,
    });
    // Growth within the limit passes.
    expect(judgeMemory(Array.from({ length: 200 }, (_, i) => 500 + i * 0.5)).ok).toBe(true);
  });

  it('ignores the warm-up (the first quarter) and a passing peak', () => {
    const warm = [...Array.from({ length: 50 }, (_, i) => 100 + i * 8), ...flat(150, 500)];
    expect(judgeMemory(warm).ok).toBe(true);
    const peak = flat(200, 500).map((mb, i) => (i === 190 ? mb + 900 : mb));
    expect(judgeMemory(peak)).toMatchObject({ ok: true, peakMB: 1400 });
  });

  it('does not judge a series too short to tell', () => {
    const short = Array.from({ length: 40 }, (_, i) => 100 + i * 50);
    expect(judgeMemory(short)).toMatchObject({ judged: false, ok: true, growthMB: 1000 });
    expect(judgeMemory([])).toMatchObject({ judged: false, ok: true, samples: 0 });
    expect(judgeMemory(short, { ...MEMORY_RULE, minSamples: 10 }).ok).toBe(false);
  });

  it('takes medians', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
});

describe('the database', () => {
  it('is consistent when SQLite says ok, no foreign key is broken and every row has its file', () => {
    expect(
      databaseProblems({ integrity: 'ok', foreignKeyProblems: 0, missingFiles: [], strayTemps: [] }),
    ).toEqual([]);
    expect(
      databaseProblems({
        integrity: '*** in database main ***',
        foreignKeyProblems: 2,
        missingFiles: ['u/1/a.png'],
        strayTemps: ['.upload-tmp/upload-1'],
      }),
    ).toEqual([
      'integrity_check: *** in database main ***',
      'foreign_key_check: 2 rows',
      '1 rows without their file (u/1/a.png)',
    ]);
  });
});

describe('durability after the crash', () => {
  const told = { revision: 4, trashed: false, inDoubt: false };

  it('keeps every acknowledged write', () => {
    expect(durabilityProblem(told, { revision: 4, trashed: false })).toBeUndefined();
    expect(durabilityProblem(told, { revision: 3, trashed: false })).toBe(
      'at revision 3, but revision 4 was acknowledged',
    );
    expect(durabilityProblem(told, undefined)).toBe('gone (revision 4 was acknowledged)');
  });

  it('takes a later revision or another state only when a call on it was cut off', () => {
    expect(durabilityProblem(told, { revision: 5, trashed: false })).toMatch(/later than the acknowledged 4/);
    expect(durabilityProblem(told, { revision: 4, trashed: true })).toBe('in the trash, but it was live');
    const cut = { ...told, inDoubt: true };
    expect(durabilityProblem(cut, { revision: 5, trashed: true })).toBeUndefined();
    expect(durabilityProblem(cut, { revision: 3, trashed: false })).toMatch(/revision 4 was acknowledged/);
  });
});
