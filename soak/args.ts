/**
 * `npm run soak -- --minutes N [--users K] [--seed S] [--no-render] [--keep]`: what the soak test was asked,
 * checked. Minutes may be a fraction (0.5: a CI-sized run).
 */
import { integerOption, UsageError, walkArgs } from '../src/server/args.ts';

export interface SoakArgs {
  minutes: number;
  /** Accounts calling at once (at least 2: cross-user calls need another account). */
  users: number;
  /** Seed of the random choices; the same seed makes the same choices (timing aside). */
  seed: number;
  /** Render tasks on the server (needs the built app and Chromium). */
  render: boolean;
  /** Keep the data folder afterwards (it is kept anyway when the soak fails). */
  keep: boolean;
}

export const SOAK_USAGE = 'usage: npm run soak -- --minutes N [--users K] [--seed S] [--no-render] [--keep]';

function minutesOption(raw: string): number {
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0 || value > 24 * 60)
    throw new UsageError(`--minutes must be a number above 0 and at most 1440, got '${raw}'`);
  return value;
}

/** The options; `randomSeed` gives the seed when none is named (a run prints it, so it can be repeated). */
export function parseSoakArgs(argv: readonly string[], randomSeed: () => number): SoakArgs {
  let minutes: number | undefined;
  const args: Omit<SoakArgs, 'minutes' | 'seed'> & { seed?: number } = {
    users: 4,
    render: true,
    keep: false,
  };
  walkArgs(argv, (arg, value) => {
    if (arg === '--minutes') minutes = minutesOption(value());
    else if (arg === '--users') args.users = integerOption(arg, value(), 2, 16);
    else if (arg === '--seed') args.seed = integerOption(arg, value(), 0, 2 ** 32 - 1);
    else if (arg === '--no-render') args.render = false;
    else if (arg === '--keep') args.keep = true;
    else throw new UsageError(`unknown option '${arg}'\n${SOAK_USAGE}`);
  });
  if (minutes === undefined) throw new UsageError(`--minutes is required\n${SOAK_USAGE}`);
  return { ...args, minutes, seed: args.seed ?? randomSeed() };
}
