import { describe, expect, it } from 'vitest';
import {
  normalizeProject,
  ProjectFormatError,
  serializeProject,
  validateProject,
} from '../../../src/shared/index.ts';
import { richProject, seeded } from '../../fixtures/projects.ts';

type Json = unknown;
type Random = () => number;

/** Every path (list of keys) in a JSON tree, the root included. */
function paths(value: Json, prefix: (string | number)[] = []): (string | number)[][] {
  const out: (string | number)[][] = [prefix];
  if (Array.isArray(value)) value.forEach((item, i) => out.push(...paths(item, [...prefix, i])));
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) out.push(...paths(item, [...prefix, key]));
  }
  return out;
}

const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;

const JUNK: ((random: Random) => Json)[] = [
  () => null,
  () => undefined,
  () => Number.NaN,
  () => Number.POSITIVE_INFINITY,
  () => -1e9,
  (r) => Math.floor(r() * 200) - 50,
  (r) => r() * 3,
  () => '',
  () => 'junk',
  () => '12.5',
  () => true,
  () => [],
  () => [1, 'a', null],
  () => ({}),
  () => ({ type: 'weird', nested: { x: 1 } }),
  (r) =>
    pick(r, [
      'CustomImage',
      'Avatar',
      'textbox',
      'conversation',
      'upload',
      'fadein',
      'none',
      'voice',
      'clone',
    ]),
];

/** Damages 1–6 random places of the tree: deletes, replaces with junk, or swaps in another subtree. */
function damage(project: Record<string, unknown>, random: Random): Json {
  let root: Json = project;
  const count = 1 + Math.floor(random() * 6);
  for (let n = 0; n < count; n++) {
    const all = paths(root);
    const path = pick(random, all);
    const junk =
      random() < 0.15 ? structuredClone(getAt(root, pick(random, all))) : pick(random, JUNK)(random);
    if (path.length === 0) {
      if (random() < 0.05) root = junk;
      continue;
    }
    const parent = getAt(root, path.slice(0, -1)) as Record<string | number, Json>;
    const key = path[path.length - 1] as string | number;
    if (random() < 0.3 && !Array.isArray(parent)) delete parent[key];
    else parent[key] = junk;
  }
  return root;
}

function getAt(root: Json, path: (string | number)[]): Json {
  let value = root;
  for (const key of path) value = (value as Record<string | number, Json>)[key];
  return value;
}

describe('normalizeProject on thousands of damaged projects', () => {
  it('either normalises to a valid, stable project or throws ProjectFormatError — nothing else', () => {
    const random = seeded(20261121);
    const outcomes = { valid: 0, formatError: 0 };
    for (let i = 0; i < 3000; i++) {
      const raw = damage(richProject(), random);
      let project;
      try {
        project = normalizeProject(raw, { random });
      } catch (error) {
        if (!(error instanceof ProjectFormatError)) {
          throw new Error(`sample ${i} threw ${String(error)} for ${JSON.stringify(raw)?.slice(0, 400)}`, {
            cause: error,
          });
        }
        outcomes.formatError++;
        continue;
      }
      const issues = validateProject(project);
      if (issues.length > 0) {
        throw new Error(`sample ${i} is invalid after normalising: ${JSON.stringify(issues.slice(0, 3))}`);
      }
      if (i % 10 === 0)
        expect(normalizeProject(serializeProject(project), { random }), `sample ${i}`).toEqual(project);
      outcomes.valid++;
    }
    // Most damage is repairable; only a damaged root or clips list is not.
    expect(outcomes.valid).toBeGreaterThan(2500);
    expect(outcomes.formatError).toBeGreaterThan(0);
    // 3000 samples take ~5 s on an idle 2-core machine; the budget is generous because CI machines are shared.
  }, 120_000);
});
