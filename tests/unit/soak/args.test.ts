import { describe, expect, it } from 'vitest';
import { parseSoakArgs } from '../../../soak/args.ts';
import { Random } from '../../../soak/random.ts';

const seed = () => 42;

describe('soak options', () => {
  it('need --minutes (fractions too) and default to 4 accounts, renders on, a random seed', () => {
    expect(parseSoakArgs(['--minutes', '0.5'], seed)).toEqual({
      minutes: 0.5,
      users: 4,
      seed: 42,
      render: true,
      keep: false,
    });
    expect(
      parseSoakArgs(['--minutes', '2', '--users', '6', '--seed', '7', '--no-render', '--keep'], seed),
    ).toEqual({
      minutes: 2,
      users: 6,
      seed: 7,
      render: false,
      keep: true,
    });
  });

  it('name the option and the value they refuse', () => {
    expect(() => parseSoakArgs([], seed)).toThrow(/^--minutes is required/);
    expect(() => parseSoakArgs(['--minutes', '0'], seed)).toThrow(
      "--minutes must be a number above 0 and at most 1440, got '0'",
    );
    expect(() => parseSoakArgs(['--minutes', 'ten'], seed)).toThrow(/got 'ten'/);
    expect(() => parseSoakArgs(['--minutes'], seed)).toThrow('option --minutes needs a value');
    expect(() => parseSoakArgs(['--minutes', '1', '--users', '1'], seed)).toThrow(
      "--users must be an integer from 2 to 16, got '1'",
    );
    expect(() => parseSoakArgs(['--minutes', '1', '--seed', '-3'], seed)).toThrow(
      /--seed must be an integer/,
    );
    expect(() => parseSoakArgs(['--minutes', '1', '--fast'], seed)).toThrow(/^unknown option '--fast'/);
  });
});

describe('seeded randomness', () => {
  it('repeats itself for a seed and differs between seeds', () => {
    const draw = (s: number) => {
      const rng = new Random(s);
      return Array.from({ length: 5 }, () => rng.int(0, 1000));
    };
    expect(draw(1)).toEqual(draw(1));
    expect(draw(1)).not.toEqual(draw(2));
  });

  it('picks by weight, never a weight of 0', () => {
    const rng = new Random(3);
    const counts = { a: 0, b: 0, c: 0 };
    const items = [
      { name: 'a' as const, weight: 3 },
      { name: 'b' as const, weight: 1 },
      { name: 'c' as const, weight: 0 },
    ];
    for (let i = 0; i < 4000; i++) counts[rng.weighted(items).name]++;
    expect(counts.c).toBe(0);
    expect(counts.a / counts.b).toBeGreaterThan(2.5);
    expect(counts.a / counts.b).toBeLessThan(3.5);
  });
});
