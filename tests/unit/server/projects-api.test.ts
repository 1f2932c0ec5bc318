import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSession } from '../../../src/server/auth/tokens.ts';
import type {
  ProjectHistoryResponse,
  ProjectListResponse,
  ProjectResponse,
  ProjectSaveResponse,
  TrashListResponse,
} from '../../../src/shared/api/projects.ts';
import { startTestServer, type TestServer } from './helpers.ts';

const DAY = 24 * 60 * 60 * 1000;
let server: TestServer;
let alice: string;
let bob: string;
const users = { alice: 0, bob: 0 };

/** A token of a session started at the server's clock now (tests move the clock past tokens' lifetime). */
function tokenOf(userId: number): string {
  const { db, secrets } = server.running.ctx;
  return startSession(db, secrets.tokens, userId, server.clock.now).accessToken;
}

beforeAll(async () => {
  server = startTestServer({ demoLibrary: false });
  users.alice = (await server.signUp('Alice')).user.id;
  users.bob = (await server.signUp('Bob')).user.id;
}, 60_000);
beforeEach(() => {
  alice = tokenOf(users.alice);
  bob = tokenOf(users.bob);
});
afterAll(async () => {
  await server.close();
});

const project = (extra: Record<string, unknown> = {}) => ({
  clips: [{ layers: [] }],
  layout: 'portrait',
  ...extra,
});

function put(token: string, id: string, revision: number, name = 'Trip', body = project()) {
  return server.call<ProjectSaveResponse>('PUT', `/api/projects/${id}`, {
    token,
    body: { name, project: body, revision },
  });
}

async function create(token: string, id: string, name = 'Trip'): Promise<void> {
  expect(await put(token, id, 0, name)).toMatchObject({ code: 200, data: { revision: 1 } });
}

const list = async (token: string) =>
  (await server.call<ProjectListResponse>('GET', '/api/projects', { token })).data.list;

describe('saving and reading', () => {
  it('creates with revision 0, stores the normalised project and lists it', async () => {
    const created = await put(alice, 'abcdefgh', 0, 'Holiday', project({ keep: 'me' }));
    expect(created).toMatchObject({ code: 200, data: { revision: 1, repairs: [] } });
    const got = await server.call<ProjectResponse>('GET', '/api/projects/abcdefgh', { token: alice });
    expect(got.code).toBe(200);
    expect(got.data).toMatchObject({ id: 'abcdefgh', name: 'Holiday', revision: 1 });
    expect(got.data.updated_at).toBe(server.clock.now);
    expect(got.data.project).toMatchObject({ layout: 'portrait', schemaVersion: 3, keep: 'me' });
    expect(got.data.project.clips[0]?.id).toMatch(/\w+/); // the scene got an id on loading
    const row = (await list(alice)).find((entry) => entry.id === 'abcdefgh');
    expect(row).toEqual({
      id: 'abcdefgh',
      name: 'Holiday',
      layout: 'portrait',
      totalDuration: got.data.project.totalDuration,
      revision: 1,
      updated_at: got.data.updated_at,
      thumbnail_url: null,
    });
  });

  it('reports what loading repaired', async () => {
    const saved = await put(alice, 'repaired', 0, 'R', project({ clips: [7] }));
    expect(saved.data.repairs).toEqual(['$.clips[0]: 7 is not a scene; removed']);
  });

  it('a write with the stored revision makes the next one; a stale one is a 409 that changes nothing', async () => {
    await create(alice, 'concur');
    expect(await put(alice, 'concur', 1, 'Second')).toMatchObject({ code: 200, data: { revision: 2 } });
    const stale = await put(alice, 'concur', 1, 'Lost edit');
    expect(stale).toMatchObject({ code: 409, data: { revision: 2 } });
    expect(stale.message).toBe(
      "revision: 1 is not the stored revision 2 of project 'concur' (read it again)",
    );
    const again = await put(alice, 'concur', 0, 'Duplicate');
    expect(again).toMatchObject({ code: 409, data: { revision: 2 } });
    expect(again.message).toMatch(/^revision: 0 creates a project, but project 'concur' exists/);
    const got = await server.call<ProjectResponse>('GET', '/api/projects/concur', { token: alice });
    expect(got.data).toMatchObject({ name: 'Second', revision: 2 });
  });

  it('a revision other than 0 for an unknown id is not found', async () => {
    const answer = await put(alice, 'nowhere', 4);
    expect(answer).toMatchObject({ code: 404, data: null });
    expect(answer.message).toBe("id: no project 'nowhere' (a new project is created with revision 0)");
  });
});

describe('privacy between accounts', () => {
  it('another account sees, reads, changes, trashes and restores none of them', async () => {
    await create(alice, 'private', 'Alice only');
    expect((await list(bob)).map((row) => row.id)).not.toContain('private');
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/api/projects/private'],
      ['PUT', '/api/projects/private', { name: 'Bob', project: project(), revision: 1 }],
      ['DELETE', '/api/projects/private'],
      ['POST', '/api/projects/private/restore'],
      ['GET', '/api/projects/private/history'],
      ['POST', '/api/projects/private/history/1/restore', {}],
      ['GET', '/api/projects/private/thumbnail'],
    ];
    for (const [method, path, body] of calls) {
      const answer = await server.call(method, path, { token: bob, ...(body === undefined ? {} : { body }) });
      expect({ method, path, code: answer.code }).toEqual({ method, path, code: 404 });
    }
    const trash = await server.call<TrashListResponse>('GET', '/api/projects?trash=1', { token: bob });
    expect(trash.data.list.map((row) => row.id)).not.toContain('private');
  });

  it('the same id in two accounts is two projects: creating one never overwrites the other', async () => {
    await create(alice, 'shared1', 'Alice');
    expect(await put(bob, 'shared1', 0, 'Bob')).toMatchObject({ code: 200, data: { revision: 1 } });
    expect(await put(bob, 'shared1', 1, 'Bob again')).toMatchObject({ code: 200, data: { revision: 2 } });
    await server.call('DELETE', '/api/projects/shared1', { token: bob });
    const mine = await server.call<ProjectResponse>('GET', '/api/projects/shared1', { token: alice });
    expect(mine).toMatchObject({ code: 200, data: { name: 'Alice', revision: 1 } });
  });

  it('needs a signed-in account', async () => {
    expect((await server.call('GET', '/api/projects')).code).toBe(401);
    expect((await server.call('PUT', '/api/projects/x', { body: {} })).code).toBe(401);
  });
});

describe('trash', () => {
  it('moves to the trash, lists it there, and restores it as it was', async () => {
    await create(alice, 'trashme');
    const trashed = await server.call('DELETE', '/api/projects/trashme', { token: alice });
    const now = server.clock.now;
    expect(trashed).toEqual({
      code: 200,
      data: { id: 'trashme', deleted_at: now, purge_at: now + 30 * DAY },
    });
    expect((await list(alice)).map((row) => row.id)).not.toContain('trashme');
    const trash = await server.call<TrashListResponse>('GET', '/api/projects?trash=1', { token: alice });
    expect(trash.data.list.find((row) => row.id === 'trashme')).toMatchObject({
      deleted_at: now,
      revision: 1,
    });
    const read = await server.call('GET', '/api/projects/trashme', { token: alice });
    expect(read).toMatchObject({
      code: 404,
      message: "id: project 'trashme' is in the trash (restore it first)",
    });
    expect((await put(alice, 'trashme', 1)).code).toBe(404);
    expect((await put(alice, 'trashme', 0)).code).toBe(409);
    const restored = await server.call('POST', '/api/projects/trashme/restore', { token: alice });
    expect(restored).toMatchObject({ code: 200, data: { id: 'trashme', revision: 1 } });
    expect((await list(alice)).map((row) => row.id)).toContain('trashme');
    const twice = await server.call('POST', '/api/projects/trashme/restore', { token: alice });
    expect(twice).toMatchObject({ code: 409, message: "id: project 'trashme' is not in the trash" });
  });

  it('purges a project 30 days after it was trashed, with its history', async () => {
    const start = server.clock.now;
    await create(alice, 'purged');
    await put(alice, 'purged', 1, 'Two');
    await server.call('DELETE', '/api/projects/purged', { token: alice });
    server.clock.now = start + 30 * DAY - 1;
    alice = tokenOf(users.alice);
    const kept = await server.call<TrashListResponse>('GET', '/api/projects?trash=1', { token: alice });
    expect(kept.data.list.map((row) => row.id)).toContain('purged');
    server.clock.now = start + 30 * DAY;
    alice = tokenOf(users.alice);
    const gone = await server.call<TrashListResponse>('GET', '/api/projects?trash=1', { token: alice });
    expect(gone.data.list.map((row) => row.id)).not.toContain('purged');
    expect((await server.call('POST', '/api/projects/purged/restore', { token: alice })).code).toBe(404);
    const revisions = server.running.ctx.db
      .prepare("SELECT COUNT(*) AS n FROM project_revisions WHERE project_id = 'purged'")
      .get() as { n: number };
    expect(revisions.n).toBe(0);
    expect((await list(alice)).length).toBeGreaterThan(0); // live projects are never purged
  });
});

describe('history', () => {
  const history = async (id: string) =>
    (await server.call<ProjectHistoryResponse>('GET', `/api/projects/${id}/history`, { token: alice })).data
      .list;

  it('lists the earlier revisions, newest first, and restores one as the newest', async () => {
    await create(alice, 'hist', 'First');
    await put(alice, 'hist', 1, 'Second', project({ layout: 'square' }));
    await put(alice, 'hist', 2, 'Third');
    const entries = await history('hist');
    expect(entries.map((entry) => [entry.revision, entry.name])).toEqual([
      [2, 'Second'],
      [1, 'First'],
    ]);
    expect(entries[0]?.size).toBeGreaterThan(100);
    expect(entries[0]?.updated_at).toBe(server.clock.now);
    const restored = await server.call<ProjectSaveResponse>('POST', '/api/projects/hist/history/2/restore', {
      token: alice,
      body: { revision: 3 },
    });
    expect(restored).toMatchObject({ code: 200, data: { revision: 4 } });
    const got = await server.call<ProjectResponse>('GET', '/api/projects/hist', { token: alice });
    expect(got.data).toMatchObject({ name: 'Second', revision: 4, project: { layout: 'square' } });
    expect((await list(alice)).find((row) => row.id === 'hist')).toMatchObject({
      layout: 'square',
      revision: 4,
    });
    expect((await history('hist')).map((entry) => entry.revision)).toEqual([3, 2, 1]);
  });

  it('refuses a stale revision and a revision the history does not hold', async () => {
    await create(alice, 'hist2');
    await put(alice, 'hist2', 1, 'Two');
    const stale = await server.call('POST', '/api/projects/hist2/history/1/restore', {
      token: alice,
      body: { revision: 1 },
    });
    expect(stale).toMatchObject({ code: 409, data: { revision: 2 } });
    const missing = await server.call('POST', '/api/projects/hist2/history/9/restore', { token: alice });
    expect(missing).toMatchObject({
      code: 404,
      message: "revision: project 'hist2' has no earlier revision 9 in its history",
    });
  });

  it('keeps the newest 50 of a burst of writes', async () => {
    await create(alice, 'burst');
    for (let revision = 1; revision <= 60; revision++)
      await put(alice, 'burst', revision, `v${revision + 1}`);
    const revisions = (await history('burst')).map((entry) => entry.revision);
    expect(revisions).toHaveLength(50);
    expect(revisions[0]).toBe(60);
    expect(revisions.at(-1)).toBe(11);
  });

  it('keeps the newest 50 and the last revision of each day for 30 days', async () => {
    // Three writes a day for 40 days: write i (day d, k-th of the day) makes revision i + 1.
    const start = Math.floor(server.clock.now / DAY) * DAY + DAY + 60 * 60 * 1000;
    for (let day = 0; day < 40; day++) {
      server.clock.now = start + day * DAY;
      alice = tokenOf(users.alice);
      for (let k = 0; k < 3; k++) {
        server.clock.now = start + day * DAY + k * 60_000;
        const revision = day * 3 + k;
        expect((await put(alice, 'daily', revision, `d${day}k${k}`)).code).toBe(200);
      }
    }
    // Revision 120 is the stored one; the newest 50 earlier ones are 70..119; the last of each day from
    // day 10 on (day 9 is 30 days before the last write) is 3d + 3: 33, 36, …, 69 below those.
    const expected = [
      ...Array.from({ length: 50 }, (_, i) => 119 - i),
      ...[69, 66, 63, 60, 57, 54, 51, 48, 45, 42, 39, 36, 33],
    ];
    expect((await history('daily')).map((entry) => entry.revision)).toEqual(expected);
  });
});

describe('checks and limits', () => {
  it('refuses a project the editor could not load, naming the path and the value', async () => {
    const clips = await put(alice, 'broken', 0, 'B', { clips: 'nope' } as never);
    expect(clips).toEqual({
      code: 400,
      data: null,
      message: 'project.clips: must be a list of scenes, got "nope"',
    });
    const notObject = await server.call('PUT', '/api/projects/broken', {
      token: alice,
      body: { name: 'B', project: 5, revision: 0 },
    });
    expect(notObject).toMatchObject({ code: 400, message: 'project: must be a project object (got 5)' });
    const name = await put(alice, 'broken', 0, '  ');
    expect(name).toMatchObject({ code: 400, message: 'name: must not be empty (got "  ")' });
    const badId = await put(alice, 'no%20spaces', 0);
    expect(badId.code).toBe(400);
    expect(badId.message).toMatch(/^id: must be a project id .*\(got "no spaces"\)$/);
    expect((await server.call('GET', '/api/projects/broken', { token: alice })).code).toBe(404);
  });

  it('takes projects over the API’s usual 1 MiB and refuses one over 8 MiB with 413 naming the limit', async () => {
    const big = await put(alice, 'big', 0, 'Big', project({ notes: 'x'.repeat(2 * 1024 * 1024) }));
    expect(big).toMatchObject({ code: 200, data: { revision: 1 } });
    const huge = await put(alice, 'huge', 0, 'Huge', project({ notes: 'x'.repeat(8 * 1024 * 1024) }));
    expect(huge).toEqual({
      code: 413,
      data: null,
      message: 'body: larger than 8388608 bytes (8 MiB), the most a project may take',
    });
  });
});

describe('thumbnails', () => {
  const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  const image = (bytes: number[], size = 64) =>
    new Uint8Array([...bytes, ...new Array<number>(size).fill(0)]);

  async function upload(token: string, id: string, bytes: Uint8Array<ArrayBuffer>, type = 'image/png') {
    const form = new FormData();
    form.append('file', new Blob([bytes], { type }), 'thumb');
    const response = await server.app.request(`/api/projects/${id}/thumbnail`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    return (await response.json()) as {
      code: number;
      data: { thumbnail_url: string } | null;
      message?: string;
    };
  }

  it('stores one for the owner, lists its URL and serves it to the owner only', async () => {
    await create(alice, 'pictured');
    const stored = await upload(alice, 'pictured', image(PNG));
    const url = `/api/projects/pictured/thumbnail?v=${server.clock.now}`;
    expect(stored).toEqual({ code: 200, data: { thumbnail_url: url } });
    expect((await list(alice)).find((row) => row.id === 'pictured')?.thumbnail_url).toBe(url);
    const mine = await server.app.request(url, { headers: { Authorization: `Bearer ${alice}` } });
    expect(mine.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await mine.arrayBuffer())).toEqual(image(PNG));
    expect((await server.call('GET', url, { token: bob })).code).toBe(404);
    expect((await upload(bob, 'pictured', image(PNG))).code).toBe(404);
  });

  it('refuses what is not a PNG, JPEG or WebP image, and images over the limit', async () => {
    await create(alice, 'pictured2');
    const gif = await upload(alice, 'pictured2', image([0x47, 0x49, 0x46, 0x38, 0x39, 0x61]), 'image/png');
    expect(gif).toMatchObject({
      code: 415,
      message: 'file: must be a PNG, JPEG or WebP image (got image/gif)',
    });
    const large = await upload(alice, 'pictured2', image(PNG, 256 * 1024));
    expect(large).toMatchObject({ code: 413 });
    expect(large.message).toMatch(/^file: 262152 bytes is larger than 262144 bytes \(256 KiB\)/);
    const huge = await upload(alice, 'pictured2', image(PNG, 1024 * 1024));
    expect(huge).toMatchObject({ code: 413 });
    expect(huge.message).toMatch(/the most a thumbnail form may take$/);
  });
});

describe('paths', () => {
  it('answers a call that does not exist under /api/projects as the API does', async () => {
    const answer = await server.call('GET', '/api/projects/a/b/c', { token: alice });
    expect(answer).toMatchObject({ code: 404, message: 'GET /api/projects/a/b/c: no such call' });
  });
});
