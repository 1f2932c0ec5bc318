/**
 * An account's data against what it was told: after the restart (every acknowledged write survived the
 * SIGKILL; what a cut-off call may have written is taken as it is found) and at the end (everything exactly
 * as acknowledged). Files and tasks the server acknowledged are still there.
 */
import { durabilityProblem, foreignIds } from './checks.ts';
import { Run, type Soak } from './context.ts';
import { refreshTokens, signIn } from './actions/auth.ts';
import { projectPath } from './actions/projects.ts';
import type { Random } from './random.ts';
import type { SoakUser } from './users.ts';

type Found = Map<string, { revision: number; trashed: boolean; name: string }>;

async function listAll(run: Run): Promise<Found | undefined> {
  const found: Found = new Map();
  for (const trashed of [false, true]) {
    const answer = await run.call({ method: 'GET', path: `/api/projects${trashed ? '?trash=1' : ''}` });
    if (!run.expect(answer, 200, trashed ? 'list trash' : 'list')) return undefined;
    for (const row of (answer.data as { list: Array<{ id: string; revision: number; name: string }> }).list)
      found.set(row.id, { revision: row.revision, trashed, name: row.name });
  }
  return found;
}

async function verifyProjects(run: Run, found: Found): Promise<void> {
  const { user } = run;
  for (const project of user.projects.values()) {
    const problem = durabilityProblem(project, found.get(project.id));
    if (problem !== undefined) run.problem('durability', `project '${project.id}' ${problem}`);
    const now = found.get(project.id);
    if (now === undefined) {
      user.projects.delete(project.id);
      continue;
    }
    if (project.inDoubt) {
      Object.assign(project, { revision: now.revision, trashed: now.trashed, name: now.name });
      const thumb = now.trashed
        ? undefined
        : await run.call({ method: 'GET', path: `${projectPath(project.id)}/thumbnail` });
      if (thumb?.code === 200) project.thumbnail = thumb.bytes;
      else delete project.thumbnail;
    }
    project.inDoubt = false;
  }
  for (const id of user.maybeProjects) {
    const now = found.get(id);
    if (now !== undefined && !user.projects.has(id)) user.projects.set(id, { id, ...now, inDoubt: false });
  }
  user.maybeProjects.clear();
  const foreign = foreignIds([...found.keys()], user.ownIds());
  if (foreign.length > 0) run.problem('cross-user', `lists projects it never made: ${foreign.join(', ')}`);
}

/** `when`: 'after the restart' or 'at the end'. */
export async function verifyUser(soak: Soak, user: SoakUser, rng: Random, when: string): Promise<void> {
  const run = new Run(soak, 'projects', `check ${when}`, user, rng);
  soak.tally.action(run.name);
  if (!(await refreshTokens(run))) {
    const answer = await signIn(run);
    if (answer.code === 200) user.useTokens(answer.data as { access_token: string; refresh_token: string });
  }
  const found = await listAll(run);
  if (found !== undefined) await verifyProjects(run, found);
  for (const file of user.files.values()) {
    const answer = await run.call({
      method: 'GET',
      path: `/ai/source/media?key=${encodeURIComponent(file.key)}`,
    });
    if (answer.code === 404) run.problem('durability', `file ${file.key} is gone`);
    else run.expect(answer, 200, `status of ${file.key}`);
  }
  for (const task of user.tasks.values()) {
    const answer = await run.call({ method: 'GET', path: `/ai/task/detail?task_id=${task.id}` });
    if (answer.code === 404) run.problem('durability', `${task.action} task ${task.id} is gone`);
    else if (run.expect(answer, 200, `detail of task ${task.id}`))
      task.status = (answer.data as { status: number }).status;
  }
}

/** Waits until every task is done or failed (the render slot frees), at most `ms`; what still waits is a violation. */
export async function drainTasks(soak: Soak, rng: Random, ms: number): Promise<void> {
  const end = Date.now() + ms;
  const waiting = () => soak.users.flatMap((u) => u.pendingTasks().map((task) => ({ user: u, task })));
  while (waiting().length > 0 && Date.now() < end) {
    for (const { user, task } of waiting()) {
      const run = new Run(soak, 'speech', 'drain tasks', user, rng);
      const answer = await run.call({ method: 'GET', path: `/ai/task/detail?task_id=${task.id}` });
      if (!run.expect(answer, 200, `detail of task ${task.id}`)) continue;
      const detail = answer.data as { status: number; reason?: string };
      task.status = detail.status;
      if (detail.status === 1 && !task.cancelled)
        run.problem('task', `${task.action} task failed: ${detail.reason ?? 'no reason'}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  for (const { user, task } of waiting())
    soak.tally.violation(
      'task',
      `${user.name}: ${task.action} task ${task.id} still waiting ${Math.round((Date.now() - task.at) / 1000)} s after it was submitted`,
    );
}
