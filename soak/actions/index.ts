/** The whole catalogue, and one account's loop over it: a weighted random action, again and again. */
import { Run, type Soak } from '../context.ts';
import type { Random } from '../random.ts';
import { withBoth, type SoakUser } from '../users.ts';
import type { Action } from './action.ts';
import { AUTH_ACTIONS, refreshTokens } from './auth.ts';
import { CROSS_USER_ACTIONS } from './cross-user.ts';
import { MALFORMED_ACTIONS } from './malformed.ts';
import { PROJECT_ACTIONS } from './projects.ts';
import { askSpeech, TASK_ACTIONS } from './tasks.ts';
import { UPLOAD_ACTIONS } from './uploads.ts';

export const ACTIONS: readonly Action[] = [
  ...PROJECT_ACTIONS,
  ...UPLOAD_ACTIONS,
  ...TASK_ACTIONS,
  ...AUTH_ACTIONS,
  ...MALFORMED_ACTIONS,
  ...CROSS_USER_ACTIONS,
];

/** Access tokens live 15 minutes; the soak refreshes them well before. */
const REFRESH_AFTER_MS = 5 * 60_000;
/** A pause between two actions of one account (ms): a person's pace is slower, a script's faster. */
const PAUSE_MS = 40;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * What a server does before its memory counts: every account saves a project and uploads files, speech in
 * one voice of each language (the engine loads each language's data once), one render; then the tasks are
 * waited for. The speech worker, the render browser and the caches are then in use, as they stay for the run.
 */
export async function warmUp(soak: Soak, rng: Random): Promise<void> {
  const named = (name: string) => ACTIONS.find((a) => a.name === name)!;
  const each = ['create project', 'save project', 'upload media', 'upload media', 'upload HEVC (converted)'];
  await Promise.all(
    soak.users.map(async (user) => {
      for (const name of each) await runAction(soak, user, rng, named(name));
    }),
  );
  const languages = [...new Map(soak.voices.map((voice) => [voice.lan, voice])).values()];
  await Promise.all(
    soak.users.map(async (user, i) => {
      const run = new Run(soak, 'speech', 'speech (warm-up)', user, rng);
      for (const voice of languages.filter((_, l) => l % soak.users.length === i))
        await askSpeech(run, voice);
    }),
  );
  if (soak.renderSlotFree()) await runAction(soak, soak.users[0]!, rng, named('render'));
}

/** Runs one action, counted, holding the locks it needs; what it throws is a violation (unless the kill cut it). */
export async function runAction(soak: Soak, user: SoakUser, rng: Random, action: Action): Promise<void> {
  const other = rng.pick(soak.others(user));
  const run = new Run(soak, action.group, action.name, user, rng);
  soak.tally.action(action.name);
  try {
    await (action.cross === true
      ? withBoth(user, other, () => action.run(run, other))
      : user.lock.run(() => action.run(run, other)));
  } catch (error) {
    if (!run.cut)
      run.problem(
        'unexpected',
        `${action.name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
  }
}

/** One account's calls until `until` (ms), pausing while the server is being killed and restarted. */
export async function userLoop(soak: Soak, user: SoakUser, rng: Random, until: number): Promise<void> {
  const refresh: Action = {
    name: 'refresh tokens',
    group: 'auth',
    weight: 0,
    run: async (run) => void (await refreshTokens(run)),
  };
  for (;;) {
    await soak.whenOpen();
    if (Date.now() >= until) return;
    const ready = ACTIONS.filter((a) => a.ready?.(user, soak) ?? true);
    const action = Date.now() - user.tokenAt > REFRESH_AFTER_MS ? refresh : rng.weighted(ready);
    soak.active++;
    await runAction(soak, user, rng, action).finally(() => soak.active--);
    await sleep(rng.int(0, PAUSE_MS));
  }
}
