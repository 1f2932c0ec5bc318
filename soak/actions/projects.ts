/**
 * An account's own projects: create (revision 0), save on the acknowledged revision, a stale save (409 with
 * the stored revision), read, list (exactly its own), trash and restore, history and its restore, thumbnails.
 */
import type { Answer } from '../client.ts';
import type { Run } from '../context.ts';
import { foreignIds } from '../checks.ts';
import { FORM_TYPE, formBody } from '../multipart.ts';
import type { Random } from '../random.ts';
import type { OwnProject, SoakUser } from '../users.ts';
import { liveProjects, trashedProjects, type Action } from './action.ts';

const NAMES = ['Holiday', 'Voyage à Paris 🎬', 'مشروع', '企画 2', 'Launch — v2', 'Q3 "review"', 'a'];
const COLOURS = ['#e02020', '#2040e0', '#20a040', '#ffffff', '#101010'];

/** A small project the editor could have made: 1–3 scenes of shapes and text. */
export function projectBody(rng: Random, scenes = rng.int(1, 3)): Record<string, unknown> {
  const layer = (i: number) =>
    rng.chance(0.5)
      ? {
          id: `box${i}`,
          type: 'object',
          property: {
            type: 'rect',
            left: rng.int(0, 1500),
            top: rng.int(0, 800),
            width: 200,
            height: 120,
            fill: rng.pick(COLOURS),
          },
        }
      : {
          id: `txt${i}`,
          type: 'object',
          property: {
            type: 'textbox',
            text: rng.pick(NAMES),
            left: 100,
            top: 100,
            width: 800,
            fontSize: rng.int(20, 160),
            fill: rng.pick(COLOURS),
          },
        };
  return {
    layout: rng.pick(['landscape', 'portrait', 'square']),
    clips: Array.from({ length: scenes }, (_, s) => ({
      id: `scene${s}`,
      duration: rng.int(5, 40) / 10,
      bgColor: rng.pick(COLOURS),
      layers: Array.from({ length: rng.int(0, 4) }, (_, i) => layer(i)),
    })),
  };
}

export const projectPath = (id: string) => `/api/projects/${encodeURIComponent(id)}`;

/** A thumbnail: the PNG with a few bytes of its own after it (so two thumbnails differ). */
export const thumbnailOf = (png: Buffer, rng: Random) => Buffer.concat([png, Buffer.from(rng.text(8))]);

export function putProject(run: Run, id: string, revision: number, name: string): Promise<Answer> {
  return run.call({
    method: 'PUT',
    path: projectPath(id),
    json: { name, project: projectBody(run.rng), revision },
  });
}

/** Reads the project as its owner and checks it against what the owner was told. */
export async function checkOwnProject(
  run: Run,
  owner: SoakUser,
  project: OwnProject,
  after: string,
): Promise<void> {
  const as = { owner: owner !== run.user };
  if (project.trashed) {
    const trash = await run.call({ method: 'GET', path: '/api/projects?trash=1', token: owner.access }, as);
    const row = (trash.data as { list?: Array<{ id: string; revision: number }> } | null)?.list?.find(
      (p) => p.id === project.id,
    );
    if (trash.code === 200 && row?.revision !== project.revision)
      run.problem(
        'cross-user',
        `${after}: ${owner.name}'s trashed '${project.id}' is now ${JSON.stringify(row)}`,
      );
    return;
  }
  const read = await run.call({ method: 'GET', path: projectPath(project.id), token: owner.access }, as);
  const data = read.data as { revision?: number; name?: string } | null;
  if (!run.expect(read, 200, `${owner.name} reads '${project.id}' ${after}`)) return;
  if (data?.revision !== project.revision || data.name !== project.name)
    run.problem(
      'cross-user',
      `${after}: ${owner.name}'s '${project.id}' is revision ${data?.revision} '${data?.name}', ` +
        `expected ${project.revision} '${project.name}'`,
    );
  if (project.thumbnail === undefined) return;
  const path = `${projectPath(project.id)}/thumbnail`;
  const thumb = await run.call({ method: 'GET', path, token: owner.access }, as);
  if (thumb.code === 200 && thumb.bytes?.equals(project.thumbnail) !== true)
    run.problem('cross-user', `${after}: ${owner.name}'s thumbnail of '${project.id}' changed`);
}

/** The revision a 409 answer says is stored. */
const storedRevision = (answer: Answer) => (answer.data as { revision?: number } | null)?.revision;

const create: Action = {
  name: 'create project',
  group: 'projects',
  weight: 5,
  ready: (user) => user.projects.size < 40,
  async run(run) {
    const id = run.user.newProjectId();
    const name = run.rng.pick(NAMES);
    const answer = await putProject(run, id, 0, name);
    if (answer.failure !== undefined) run.user.maybeProjects.add(id);
    if (!run.expect(answer, 200, `PUT '${id}' revision 0`)) return;
    const revision = (answer.data as { revision: number }).revision;
    if (revision !== 1) run.problem('unexpected', `create '${id}': revision ${revision}, expected 1`);
    run.user.projects.set(id, { id, name, revision, trashed: false, inDoubt: false });
  },
};

const save: Action = {
  name: 'save project',
  group: 'projects',
  weight: 12,
  ready: (user) => liveProjects(user).length > 0,
  async run(run) {
    const project = run.rng.pick(liveProjects(run.user));
    const name = run.rng.pick(NAMES);
    const answer = await putProject(run, project.id, project.revision, name);
    if (answer.failure !== undefined) project.inDoubt = true;
    if (!run.expect(answer, 200, `PUT '${project.id}' on revision ${project.revision}`)) return;
    const revision = (answer.data as { revision: number }).revision;
    if (revision !== project.revision + 1)
      run.problem('unexpected', `save '${project.id}': revision ${revision} after ${project.revision}`);
    Object.assign(project, { revision, name });
  },
};

const staleSave: Action = {
  name: 'stale save',
  group: 'projects',
  weight: 3,
  ready: (user) => liveProjects(user).length > 0,
  async run(run) {
    const project = run.rng.pick(liveProjects(run.user));
    const stale =
      project.revision > 1 && run.rng.chance(0.7)
        ? run.rng.int(1, project.revision - 1)
        : project.revision + run.rng.int(1, 5);
    const answer = await putProject(run, project.id, stale, 'Stale');
    if (answer.failure !== undefined) project.inDoubt = true;
    if (
      run.expect(answer, 409, `PUT '${project.id}' on stale revision ${stale}`) &&
      storedRevision(answer) !== project.revision
    )
      run.problem(
        'unexpected',
        `stale save '${project.id}': 409 says revision ${storedRevision(answer)}, expected ${project.revision}`,
      );
    if (run.rng.chance(0.3)) {
      const again = await putProject(run, project.id, 0, 'Again');
      run.expect(again, 409, `PUT revision 0 on existing '${project.id}'`);
    }
  },
};

const read: Action = {
  name: 'read project',
  group: 'projects',
  weight: 8,
  ready: (user) => user.projects.size > 0,
  async run(run) {
    const project = run.rng.pick([...run.user.projects.values()]);
    if (project.trashed) {
      const answer = await run.call({ method: 'GET', path: projectPath(project.id) });
      run.expect(answer, 404, `GET trashed '${project.id}'`);
    } else await checkOwnProject(run, run.user, project, 'read');
  },
};

/** The account's list (or trash) holds exactly its own projects, at the revisions it was told. */
const list: Action = {
  name: 'list projects',
  group: 'projects',
  weight: 5,
  async run(run) {
    const trash = run.rng.chance(0.3);
    const answer = await run.call({ method: 'GET', path: `/api/projects${trash ? '?trash=1' : ''}` });
    if (!run.expect(answer, 200, trash ? 'list trash' : 'list')) return;
    const rows = (answer.data as { list: Array<{ id: string; revision: number }> }).list;
    const foreign = foreignIds(
      rows.map((r) => r.id),
      run.user.ownIds(),
    );
    const theirs = foreign.filter((id) => run.soak.others(run.user).some((o) => o.ownIds().has(id)));
    if (theirs.length > 0)
      run.problem('cross-user', `list shows other accounts' projects ${theirs.join(', ')}`);
    if (foreign.length > theirs.length)
      run.problem('unexpected', `list shows ids it never made: ${foreign.join(', ')}`);
    const expected = (trash ? trashedProjects : liveProjects)(run.user);
    for (const project of expected) {
      const row = rows.find((r) => r.id === project.id);
      if (row?.revision !== project.revision && !project.inDoubt)
        run.problem(
          'unexpected',
          `${trash ? 'trash' : 'list'}: '${project.id}' ${row === undefined ? 'missing' : `at ${row.revision}`}, expected ${project.revision}`,
        );
    }
  },
};

const trash: Action = {
  name: 'trash project',
  group: 'projects',
  weight: 2,
  ready: (user) => liveProjects(user).length > 2,
  async run(run) {
    const project = run.rng.pick(liveProjects(run.user));
    const answer = await run.call({ method: 'DELETE', path: projectPath(project.id) });
    if (answer.failure !== undefined) project.inDoubt = true;
    if (run.expect(answer, 200, `DELETE '${project.id}'`)) project.trashed = true;
  },
};

const restore: Action = {
  name: 'restore project',
  group: 'projects',
  weight: 2,
  ready: (user) => user.projects.size > 0,
  async run(run) {
    const project = run.rng.pick([...run.user.projects.values()]);
    const answer = await run.call({ method: 'POST', path: `${projectPath(project.id)}/restore` });
    if (answer.failure !== undefined) project.inDoubt = true;
    if (!project.trashed) run.expect(answer, 409, `restore live '${project.id}'`);
    else if (run.expect(answer, 200, `restore '${project.id}'`)) project.trashed = false;
  },
};

const history: Action = {
  name: 'history',
  group: 'projects',
  weight: 4,
  ready: (user) => liveProjects(user).some((p) => p.revision > 1),
  async run(run) {
    const project = run.rng.pick(liveProjects(run.user).filter((p) => p.revision > 1));
    const answer = await run.call({ method: 'GET', path: `${projectPath(project.id)}/history` });
    if (!run.expect(answer, 200, `history of '${project.id}'`)) return;
    const entries = (answer.data as { list: Array<{ revision: number; name: string }> }).list;
    if (
      entries.some(
        (e, i) => e.revision >= project.revision || (i > 0 && e.revision >= (entries[i - 1]?.revision ?? 0)),
      )
    )
      run.problem(
        'unexpected',
        `history of '${project.id}' at ${project.revision}: ${entries.map((e) => e.revision).join(',')}`,
      );
    const entry = entries.length > 0 && run.rng.chance(0.5) ? run.rng.pick(entries) : undefined;
    if (entry === undefined) return;
    const stale = run.rng.chance(0.2);
    const restored = await run.call({
      method: 'POST',
      path: `${projectPath(project.id)}/history/${entry.revision}/restore`,
      json: { revision: stale ? project.revision - 1 : project.revision },
    });
    if (restored.failure !== undefined) project.inDoubt = true;
    if (stale) run.expect(restored, 409, `history restore on a stale revision`);
    else if (run.expect(restored, 200, `restore revision ${entry.revision} of '${project.id}'`))
      Object.assign(project, { revision: project.revision + 1, name: entry.name });
  },
};

const thumbnail: Action = {
  name: 'thumbnail',
  group: 'projects',
  weight: 3,
  ready: (user) => liveProjects(user).length > 0,
  async run(run) {
    const project = run.rng.pick(liveProjects(run.user));
    const path = `${projectPath(project.id)}/thumbnail`;
    if (run.rng.chance(0.5) || project.thumbnail === undefined) {
      const image = thumbnailOf(run.soak.media.png, run.rng);
      const body = formBody([{ name: 'file', filename: 'thumb.png', type: 'image/png', content: image }]);
      const answer = await run.call({ method: 'PUT', path, body, contentType: FORM_TYPE });
      if (answer.failure !== undefined) project.inDoubt = true;
      if (run.expect(answer, 200, `PUT thumbnail of '${project.id}'`)) project.thumbnail = image;
      return;
    }
    const answer = await run.call({ method: 'GET', path });
    if (
      run.expect(answer, 200, `GET thumbnail of '${project.id}'`) &&
      answer.bytes?.equals(project.thumbnail) !== true
    )
      run.problem('unexpected', `thumbnail of '${project.id}' is not the one stored`);
  },
};

export const PROJECT_ACTIONS: readonly Action[] = [
  create,
  save,
  staleSave,
  read,
  list,
  trash,
  restore,
  history,
  thumbnail,
];
