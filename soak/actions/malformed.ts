/**
 * Malformed calls: broken JSON, wrong types, huge strings, deep nesting, bodies over the limits, ids that are
 * not ids, unknown ids and routes, odd methods, keys that leave the storage folder, unsatisfiable ranges, an
 * oversized URL. Each must be refused with its 4xx, never a server error.
 */
import type { Answer } from '../client.ts';
import type { Run } from '../context.ts';
import { projectBody, projectPath } from './projects.ts';
import type { Action } from './action.ts';

const MIB = 1024 * 1024;

/** JSON nested `depth` levels deep inside a project. */
function deepProject(depth: number): string {
  return `{"name":"Deep","revision":0,"project":{"layout":"portrait","clips":[{"layers":[]}],"extra":${'['.repeat(depth)}${']'.repeat(depth)}}}`;
}

interface Malformed {
  name: string;
  codes: readonly number[];
  weight?: number;
  send: (run: Run) => Promise<Answer>;
}

const put = (run: Run, id: string, body: string) =>
  run.call({ method: 'PUT', path: projectPath(id), body, contentType: 'application/json' });
const fresh = (run: Run) => `${run.user.newProjectId()}x`;

const MALFORMED: readonly Malformed[] = [
  { name: 'broken JSON', codes: [400], send: (run) => put(run, fresh(run), '{"name": "x", "project": ') },
  { name: 'JSON list', codes: [400], send: (run) => put(run, fresh(run), '[1, 2, 3]') },
  { name: 'empty body', codes: [400], send: (run) => put(run, fresh(run), '') },
  {
    name: 'wrong types',
    codes: [400],
    send: (run) =>
      run.call({
        method: 'PUT',
        path: projectPath(fresh(run)),
        json: run.rng.pick([
          { name: 5, project: [], revision: '1' },
          { name: 'x', project: 'nope', revision: 0 },
          { name: 'x', project: projectBody(run.rng), revision: -1 },
          { name: 'x', project: projectBody(run.rng), revision: 1.5 },
        ]),
      }),
  },
  {
    name: 'huge name',
    codes: [400],
    send: (run) =>
      run.call({
        method: 'PUT',
        path: projectPath(fresh(run)),
        json: { name: 'n'.repeat(10_000), project: projectBody(run.rng), revision: 0 },
      }),
  },
  {
    name: 'not a project',
    codes: [400],
    send: (run) =>
      run.call({
        method: 'PUT',
        path: projectPath(fresh(run)),
        json: { name: 'x', project: { clips: 'nope', layout: 7 }, revision: 0 },
      }),
  },
  {
    name: 'deeply nested JSON',
    codes: [400, 413],
    send: (run) => put(run, fresh(run), deepProject(run.rng.pick([2_000, 20_000, 200_000]))),
  },
  {
    name: 'deeply nested task',
    codes: [400, 413],
    send: (run) =>
      run.call({
        method: 'POST',
        path: '/ai/task/generate',
        body: `{"action":"tts","param":{"text":"hi","x":${'['.repeat(100_000)}${']'.repeat(100_000)}}}`,
        contentType: 'application/json',
      }),
  },
  {
    name: 'body over 1 MiB',
    codes: [413],
    send: (run) =>
      run.call({
        method: 'POST',
        path: '/ai/task/generate',
        json: { action: 'tts', param: { text: 'x'.repeat(1.5 * MIB) } },
      }),
  },
  {
    name: 'project over 8 MiB',
    codes: [413],
    weight: 0.1,
    send: (run) =>
      run.call({
        method: 'PUT',
        path: projectPath(fresh(run)),
        json: { name: 'Big', project: { ...projectBody(run.rng), pad: 'x'.repeat(9 * MIB) }, revision: 0 },
      }),
  },
  {
    name: 'id too long',
    codes: [400],
    send: (run) => run.call({ method: 'GET', path: projectPath('a'.repeat(65)) }),
  },
  {
    name: 'id with odd characters',
    codes: [400, 404],
    send: (run) =>
      run.call({
        method: 'GET',
        path: `/api/projects/${run.rng.pick(['bad%20id', '%2e%2e%2fetc', '..', 'a%00b', '%E2%9C%93', '%ZZ'])}`,
      }),
  },
  {
    name: 'unknown project',
    codes: [404],
    send: (run) =>
      run.call({ method: run.rng.pick(['GET', 'DELETE']), path: projectPath(`nope${run.rng.text(6)}`) }),
  },
  {
    name: 'save unknown project',
    codes: [404],
    send: (run) =>
      run.call({
        method: 'PUT',
        path: projectPath(`nope${run.rng.text(6)}`),
        json: { name: 'x', project: projectBody(run.rng), revision: 3 },
      }),
  },
  {
    name: 'history of unknown project',
    codes: [404],
    send: (run) => run.call({ method: 'GET', path: `${projectPath(`nope${run.rng.text(6)}`)}/history` }),
  },
  {
    name: 'restore unknown revision',
    codes: [404],
    send: (run) =>
      run.call({
        method: 'POST',
        path: `${projectPath(`nope${run.rng.text(6)}`)}/history/999/restore`,
        json: {},
      }),
  },
  {
    name: 'revision not a number',
    codes: [400],
    send: (run) => run.call({ method: 'POST', path: `${projectPath('abc')}/history/abc/restore`, json: {} }),
  },
  {
    name: 'unknown route',
    codes: [404],
    send: (run) =>
      run.call({
        method: 'GET',
        path: run.rng.pick(['/api/nope', '/ai/nope/deeper', '/api/projects/a/b/c/d']),
      }),
  },
  {
    name: 'odd method',
    codes: [404],
    send: (run) =>
      run.call({ method: run.rng.pick(['PATCH', 'OPTIONS', 'POST']), path: '/api/projects/abc' }),
  },
  {
    name: 'unknown task',
    codes: [404],
    send: (run) => run.call({ method: 'GET', path: `/ai/task/detail?task_id=${run.rng.text(36)}` }),
  },
  {
    name: 'task id missing',
    codes: [400],
    send: (run) => run.call({ method: 'GET', path: '/ai/task/detail' }),
  },
  {
    name: 'cancel unknown task',
    codes: [404],
    send: (run) => run.call({ method: 'POST', path: '/ai/task/cancel', json: { task_id: 'no-such-task' } }),
  },
  {
    name: 'key leaving storage',
    codes: [400],
    send: (run) =>
      run.call({
        method: 'POST',
        path: '/ai/source/get-access-url',
        json: { key: run.rng.pick(['../../etc/passwd', '/etc/passwd', 'u/1/../../x', 'a//b', '']) },
      }),
  },
  {
    name: 'media path leaving storage',
    codes: [400, 404],
    send: (run) =>
      run.call(
        {
          method: 'GET',
          path: run.rng.pick([
            '/media/..%2f..%2fetc%2fpasswd',
            '/media/u%2f..%2f..%2fx',
            '/media/%E0%A4%A',
            '/media/u/1/x.png',
          ]),
        },
        { anonymous: true },
      ),
  },
  {
    name: 'unknown file',
    codes: [404],
    send: (run) =>
      run.call({
        method: 'GET',
        path: `/ai/source/media?key=u/${run.user.id}/uploads/none${run.rng.text(8)}.png`,
      }),
  },
  {
    name: 'range past the end',
    codes: [416],
    send: async (run) => {
      const avatar = await run.call({ method: 'POST', path: '/ai/avatar/avatar-info', json: { id: 101 } });
      const url = (avatar.data as { avatar?: { url: string } } | null)?.avatar?.url ?? '/media/none.png';
      return run.call(
        { method: 'GET', path: url, headers: { Range: 'bytes=999999999-' } },
        { anonymous: true },
      );
    },
  },
  {
    name: 'URL too long',
    codes: [400, 414, 431],
    send: (run) =>
      run.call({ method: 'GET', path: `/api/projects?trash=${'1'.repeat(64 * 1024)}` }, { resetOk: true }),
  },
  {
    name: 'unknown avatar',
    codes: [404, 400],
    send: (run) =>
      run.call({
        method: 'POST',
        path: '/ai/avatar/avatar-info',
        json: { id: run.rng.pick([0, 99999, -1]) },
      }),
  },
  {
    name: 'unknown template',
    codes: [404, 400],
    send: (run) =>
      run.call({
        method: 'GET',
        path: `/api/library/templates/${run.rng.pick(['nope', '..', 'x'.repeat(300)])}`,
      }),
  },
];

const malformed: Action = {
  name: 'malformed call',
  group: 'malformed',
  weight: 6,
  async run(run) {
    const call = run.rng.weighted(MALFORMED.map((m) => ({ ...m, weight: m.weight ?? 1 })));
    run.expect(await call.send(run), call.codes, call.name);
  },
};

/** Keys that look like JavaScript's own (`__proto__`, `constructor`) in a project: stored as data or refused. */
const prototypeKeys: Action = {
  name: 'prototype keys',
  group: 'malformed',
  weight: 0.5,
  ready: (user) => user.projects.size < 40,
  async run(run) {
    const id = run.user.newProjectId();
    const body = `{"name":"Proto","revision":0,"project":{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}},"layout":"square","clips":[{"layers":[]}]}}`;
    const answer = await put(run, id, body);
    if (answer.failure !== undefined) run.user.maybeProjects.add(id);
    if (run.expect(answer, [200, 400], 'project with prototype keys') && answer.code === 200)
      run.user.projects.set(id, { id, name: 'Proto', revision: 1, trashed: false, inDoubt: false });
    const check = await run.call({ method: 'GET', path: '/api/user/me' });
    run.expect(check, 200, 'me after prototype keys');
  },
};

export const MALFORMED_ACTIONS: readonly Action[] = [malformed, prototypeKeys];
