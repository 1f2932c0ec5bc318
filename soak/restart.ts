/**
 * The crash in the middle: SIGKILL while calls are in flight, the database checked as the crash left it, the
 * server started again on the same data folder and port, the database checked again, and every account's data
 * checked against what it was told before the crash.
 */
import { warmUp } from './actions/index.ts';
import { databaseProblems } from './checks.ts';
import type { Soak } from './context.ts';
import { checkDatabase } from './database.ts';
import type { Random } from './random.ts';
import type { Tally } from './tally.ts';
import { drainTasks, verifyUser } from './verify.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs the database checks, counting problems as violations; a line for the summary. */
export function databaseCheck(tally: Tally, dataDir: string, when: string, tempsSince?: number): void {
  try {
    const figures = checkDatabase(dataDir, tempsSince);
    for (const problem of databaseProblems(figures)) tally.violation('database', `${when}: ${problem}`);
    if (figures.strayTemps.length > 0)
      tally.note(`${when}: temporary files left since the restart: ${figures.strayTemps.join(', ')}`);
    tally.note(
      `database ${when}: integrity_check ${figures.integrity}, foreign_key_check ${figures.foreignKeyProblems} rows, ` +
        `files missing ${figures.missingFiles.length}; ${figures.users} users, ${figures.projects} projects, ` +
        `${figures.revisions} earlier revisions, ${figures.assets} files, ${figures.tasks} tasks`,
    );
  } catch (error) {
    tally.violation('database', `${when}: cannot be read: ${(error as Error).message}`);
  }
}

/** Processes a killed server left behind: noted, then ended by their ids. */
export function endLeftovers(soak: Soak, when: string): void {
  const pids = soak.server.leftovers();
  if (pids.length === 0) return;
  soak.tally.note(
    `${pids.length} processes of the server were still running ${when} (ended by the soak): ${pids.join(' ')}`,
  );
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // ended meanwhile
    }
  }
}

/** Warms the server up (see warmUp) and starts counting its memory. */
export async function warm(soak: Soak, rng: Random): Promise<void> {
  await warmUp(soak, rng);
  await drainTasks(soak, rng, 60_000);
  soak.server.measure();
}

export async function killAndRestart(soak: Soak, dataDir: string, rng: Random): Promise<void> {
  const { tally, server } = soak;
  const deadline = Date.now() + 5000;
  while (soak.inFlight < 2 && Date.now() < deadline) await sleep(5);
  soak.close();
  soak.down = true;
  tally.inFlightAtKill = soak.inFlight;
  const killed = Date.now();
  await server.kill();
  while (soak.active > 0) await sleep(20);
  await sleep(500);
  endLeftovers(soak, 'after the SIGKILL');
  databaseCheck(tally, dataDir, 'after the SIGKILL');
  await server.start();
  soak.restartedAt = Date.now();
  soak.client.reset(server.base);
  soak.down = false;
  tally.note(
    `SIGKILL at ${Math.round((killed - tally.started) / 1000)} s with ${tally.inFlightAtKill} calls in flight; serving again after ${((Date.now() - killed) / 1000).toFixed(1)} s`,
  );
  databaseCheck(tally, dataDir, 'after the restart');
  for (const user of soak.users) await verifyUser(soak, user, rng, 'after the restart');
  await warm(soak, rng);
  soak.open();
}
