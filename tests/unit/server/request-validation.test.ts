import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = startTestServer();
  token = (await server.signUp('Valid')).access_token;
}, 60_000);
afterAll(async () => {
  await server.close();
});

describe('each route family refuses a malformed request with 400 naming the field and the value', () => {
  it.each([
    ['POST', '/api/user/sign-in', { email: 'a@b.co', password: 7 }, /^password: .*\(got 7\)$/],
    ['POST', '/ai/avatar/avatar-info', { id: 'seven' }, /^id: .*\(got "seven"\)$/],
    ['POST', '/ai/source/get-access-url', { key: '' }, /^key: must not be empty \(got ""\)$/],
    ['POST', '/ai/audio/list-v3', { audio_type: 'web' }, /^audio_type: must be 'app' \(got "web"\)$/],
    ['POST', '/ai/clone-voice/get-info', { id: -3 }, /^id: .*\(got -3\)$/],
    ['POST', '/ai/clone-voice/create', { key: 'k', name: ' ' }, /^name: must not be empty \(got " "\)$/],
    [
      'POST',
      '/ai/task/generate',
      { action: 'dance', param: {} },
      /^action: must be 'tts', .*\(got "dance"\)$/,
    ],
    ['POST', '/ai/task/cancel', { task_id: 12 }, /^task_id: must be a task id \(got 12\)$/],
    ['PUT', '/api/projects/abc', { name: 'n', project: {}, revision: -1 }, /^revision: .*\(got -1\)$/],
    [
      'PUT',
      '/api/projects/abc',
      { name: 'n', project: { clips: 'nope' }, revision: 0 },
      /^project\.clips: must be a list of scenes, got "nope"$/,
    ],
    ['POST', '/api/projects/abc/history/1/restore', { revision: 'x' }, /^revision: .*\(got "x"\)$/],
  ])('%s %s', async (method, path, body, message) => {
    const answer = await server.call(method, path, { token, body });
    expect(answer.code).toBe(400);
    expect(answer.data).toBeNull();
    expect(answer.message).toMatch(message);
  });

  it('a query string (stock video look-up)', async () => {
    const answer = await server.call('GET', '/ai/pexels/info?id=abc', { token });
    expect(answer).toMatchObject({ code: 400, data: null, message: 'id: Invalid input (got "abc")' });
  });

  it('a query string (task detail): a missing or blank task id', async () => {
    const missing = await server.call('GET', '/ai/task/detail', { token });
    expect(missing).toMatchObject({
      code: 400,
      data: null,
      message: 'task_id: must be a task id (got nothing)',
    });
    const blank = await server.call('GET', '/ai/task/detail?task_id=%20', { token });
    expect(blank).toMatchObject({ code: 400, message: 'task_id: must not be empty (got " ")' });
  });

  it('a query string and a path parameter (projects)', async () => {
    const trash = await server.call('GET', '/api/projects?trash=2', { token });
    expect(trash).toMatchObject({ code: 400, message: 'trash: must be 0 or 1 (got "2")' });
    const id = await server.call('GET', '/api/projects/a.b', { token });
    expect(id).toMatchObject({
      code: 400,
      message: 'id: must be a project id (1 to 64 letters, digits, _ or -) (got "a.b")',
    });
    const revision = await server.call('POST', '/api/projects/abc/history/x/restore', { token });
    expect(revision).toMatchObject({ code: 400, message: 'revision: Invalid input (got "x")' });
  });

  it('a path parameter (template)', async () => {
    const answer = await server.call('GET', '/api/library/templates/Bad_Id', { token });
    expect(answer.code).toBe(400);
    expect(answer.message).toBe('id: must be a template id (lowercase letters, digits and -) (got "Bad_Id")');
  });

  it('reads an empty body as {} and answers malformed JSON in its own words, with or without a JSON type', async () => {
    for (const options of [{ token }, { token, raw: '' }, { token, raw: '  ' }]) {
      const empty = await server.call('POST', '/ai/clone-voice/get-info', options);
      expect(empty).toMatchObject({ code: 400, message: 'id: Invalid input (got nothing)' });
    }
    const untyped = await server.app.request('/ai/task/cancel', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: '{"task_id": ',
    });
    const answer = (await untyped.json()) as { code: number; message: string };
    expect(answer.code).toBe(400);
    expect(answer.message).toMatch(/^body: malformed JSON \(/);
  });

  it('refuses JSON nested deeper than 256 levels with 400, on every JSON route (a stack overflow was a 500)', async () => {
    const nest = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
    const deep = nest(20_000);
    const project = `{"name":"Deep","revision":0,"project":{"layout":"portrait","clips":[{"layers":[]}],"x":${deep}}}`;
    for (const [method, path, raw] of [
      ['PUT', '/api/projects/deep', project],
      ['POST', '/ai/task/generate', `{"action":"tts","param":{"text":"hi","x":${deep}}}`],
      ['POST', '/ai/clone-voice/get-info', `{"x":${nest(257)}}`],
    ] as const) {
      const answer = await server.call(method, path, { token, raw });
      expect(answer, path).toMatchObject({ code: 400, message: 'body: nested deeper than 256 levels' });
    }
    const render = await server.call('POST', '/ai/task/generate', {
      token,
      body: { action: 'render', param: { project: `{"clips":${deep}}` } },
    });
    expect(render.code).not.toBe(500);
    // Brackets inside strings are text, not nesting; 256 levels are fine.
    const raw = `{"x":${nest(255)},"t":"${'[\\"'.repeat(5000)}"}`;
    const fine = await server.call('POST', '/ai/clone-voice/get-info', { token, raw });
    expect(fine.message).toBe('id: Invalid input (got nothing)');
  });

  it('refuses a body over 1 MiB (413)', async () => {
    const answer = await server.call('POST', '/ai/audio/list-v3', {
      token,
      raw: JSON.stringify({ pad: 'x'.repeat(1024 * 1024) }),
    });
    expect(answer).toMatchObject({ code: 413, message: 'body: larger than 1048576 bytes' });
  });
});
