/**
 * Cross-user calls: an account tries another's projects, files, tasks and cloned voices (read, change, trash,
 * restore, history, thumbnails, signed URLs, renders naming the file, cancel). Every one must be refused (404,
 * or 403 where the API says the thing is someone else's), and the owner then finds its data as it was.
 */
import type { Run } from '../context.ts';
import { FORM_TYPE, formBody } from '../multipart.ts';
import type { SoakUser } from '../users.ts';
import type { Action } from './action.ts';
import { checkOwnProject, projectBody, projectPath, putProject, thumbnailOf } from './projects.ts';
import { generate, renderParam } from './tasks.ts';

/** The owner's projects the prober has no project of its own under (same ids are separate projects). */
const theirProjects = (prober: SoakUser, owner: SoakUser) =>
  [...owner.projects.values()].filter((p) => !prober.ownIds().has(p.id));

const projectProbe: Action = {
  name: "another's project",
  group: 'cross-user',
  weight: 4,
  cross: true,
  ready: (user, soak) => soak.others(user).some((o) => theirProjects(user, o).length > 0),
  async run(run, owner) {
    const candidates = theirProjects(run.user, owner);
    if (candidates.length === 0) return;
    const project = run.rng.pick(candidates);
    const path = projectPath(project.id);
    const tries: Array<[string, () => ReturnType<Run['call']>]> = [
      ['read', () => run.call({ method: 'GET', path })],
      ['save', () => putProject(run, project.id, project.revision, 'Stolen')],
      ['trash', () => run.call({ method: 'DELETE', path })],
      ['restore', () => run.call({ method: 'POST', path: `${path}/restore` })],
      ['history', () => run.call({ method: 'GET', path: `${path}/history` })],
      ['history restore', () => run.call({ method: 'POST', path: `${path}/history/1/restore`, json: {} })],
      ['thumbnail', () => run.call({ method: 'GET', path: `${path}/thumbnail` })],
      [
        'thumbnail replace',
        () => {
          const body = formBody([
            {
              name: 'file',
              filename: 't.png',
              type: 'image/png',
              content: thumbnailOf(run.soak.media.png, run.rng),
            },
          ]);
          return run.call({ method: 'PUT', path: `${path}/thumbnail`, body, contentType: FORM_TYPE });
        },
      ],
    ];
    for (const [what, send] of tries.filter(() => run.rng.chance(0.6)))
      run.denied(await send(), `${what} ${owner.name}'s '${project.id}'`);
    await checkOwnProject(run, owner, project, `after ${run.user.name} tried it`);
  },
};

/** The prober makes a project of its own under the owner's id: a separate project; the owner's is untouched. */
const sameId: Action = {
  name: 'same id, own project',
  group: 'cross-user',
  weight: 0.5,
  cross: true,
  ready: (user, soak) => soak.others(user).some((o) => theirProjects(user, o).some((p) => !p.trashed)),
  async run(run, owner) {
    const candidates = theirProjects(run.user, owner).filter((p) => !p.trashed);
    if (candidates.length === 0) return;
    const project = run.rng.pick(candidates);
    const answer = await run.call({
      method: 'PUT',
      path: projectPath(project.id),
      json: { name: 'Mine too', project: projectBody(run.rng), revision: 0 },
    });
    if (answer.failure !== undefined) run.user.maybeProjects.add(project.id);
    if (run.expect(answer, 200, `own project under ${owner.name}'s id '${project.id}'`))
      run.user.projects.set(project.id, {
        id: project.id,
        name: 'Mine too',
        revision: 1,
        trashed: false,
        inDoubt: false,
      });
    await checkOwnProject(run, owner, project, `after ${run.user.name} made its own '${project.id}'`);
  },
};

const fileProbe: Action = {
  name: "another's file",
  group: 'cross-user',
  weight: 2,
  cross: true,
  ready: (user, soak) => soak.others(user).some((o) => o.files.size > 0),
  async run(run, owner) {
    if (owner.files.size === 0) return;
    const file = run.rng.pick([...owner.files.values()]);
    const key = encodeURIComponent(file.key);
    run.denied(
      await run.call({ method: 'POST', path: '/ai/source/get-access-url', json: { key: file.key } }),
      `access URL of ${owner.name}'s ${file.key}`,
    );
    run.denied(
      await run.call({ method: 'GET', path: `/ai/source/media?key=${key}` }),
      `status of ${owner.name}'s ${file.key}`,
    );
    run.denied(
      await run.call({ method: 'GET', path: `/media/${file.key}` }, { anonymous: true }),
      `unsigned GET of ${owner.name}'s file`,
    );
    const forged = `/media/${file.key}?expires=${Math.floor(Date.now() / 1000) + 3600}&sig=${run.rng.text(43)}`;
    run.denied(
      await run.call({ method: 'GET', path: forged }, { anonymous: true }),
      `forged signature on ${owner.name}'s file`,
    );
    if (file.contentType === 'audio/wav')
      run.denied(
        await run.call({
          method: 'POST',
          path: '/ai/clone-voice/create',
          json: { key: file.key, name: 'Theirs' },
        }),
        `clone ${owner.name}'s recording`,
      );
    if (run.soak.render && file.kind === 'image')
      run.denied(
        await generate(run, 'render', renderParam(run, file.key)),
        `render with ${owner.name}'s image`,
        [400, 403, 404],
      );
    const status = await run.call(
      { method: 'GET', path: `/ai/source/media?key=${key}`, token: owner.access },
      { owner: true },
    );
    run.expect(status, 200, `${owner.name} reads its file after ${run.user.name} tried it`);
  },
};

const taskProbe: Action = {
  name: "another's task",
  group: 'cross-user',
  weight: 1.5,
  cross: true,
  ready: (user, soak) => soak.others(user).some((o) => o.tasks.size > 0),
  async run(run, owner) {
    if (owner.tasks.size === 0) return;
    const task = run.rng.pick([...owner.tasks.values()]);
    run.denied(
      await run.call({ method: 'GET', path: `/ai/task/detail?task_id=${task.id}` }),
      `detail of ${owner.name}'s task`,
    );
    run.denied(
      await run.call({ method: 'POST', path: '/ai/task/cancel', json: { task_id: task.id } }),
      `cancel ${owner.name}'s task`,
    );
    const mine = await run.call(
      { method: 'GET', path: `/ai/task/detail?task_id=${task.id}`, token: owner.access },
      { owner: true },
    );
    if (!run.expect(mine, 200, `${owner.name} reads its task after ${run.user.name} tried it`)) return;
    const detail = mine.data as { status: number; reason?: string };
    if (detail.status === 1 && !task.cancelled && /cancel/i.test(detail.reason ?? ''))
      run.problem('cross-user', `${owner.name}'s task was cancelled by ${run.user.name}: ${detail.reason}`);
  },
};

const voiceProbe: Action = {
  name: "another's cloned voice",
  group: 'cross-user',
  weight: 0.5,
  cross: true,
  ready: (user, soak) => soak.others(user).some((o) => o.voices.length > 0),
  async run(run, owner) {
    if (owner.voices.length === 0) return;
    const id = run.rng.pick(owner.voices);
    run.denied(
      await run.call({ method: 'POST', path: '/ai/clone-voice/get-info', json: { id } }),
      `info of ${owner.name}'s voice`,
    );
    run.denied(
      await generate(run, 'tts_by_cloned_voice', { model: id, script: { text: 'Not mine.' } }),
      `speak in ${owner.name}'s voice`,
    );
  },
};

export const CROSS_USER_ACTIONS: readonly Action[] = [projectProbe, sameId, fileProbe, taskProbe, voiceProbe];
