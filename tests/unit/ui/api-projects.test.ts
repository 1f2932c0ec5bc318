import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/shared/errors.ts';
import { clientFor, startHttpServer, type ClientKit, type HttpTestServer } from './helpers.ts';

let http: HttpTestServer;
let kit: ClientKit;

beforeAll(async () => {
  http = await startHttpServer();
  kit = clientFor(http.origin);
  await kit.api.signUp({ email: 'projects@example.com', password: 'correct horse battery', name: 'P' });
}, 60_000);
afterAll(async () => {
  await http.close();
});

const project = { clips: [{ layers: [] }], layout: 'square' };

describe('the client’s project calls against the local server', () => {
  it('saves, reads, lists, and reads a conflict’s stored revision from the rejection', async () => {
    const { api } = kit;
    await expect(api.saveProject('clientp', { name: 'One', project, revision: 0 })).resolves.toMatchObject({
      revision: 1,
    });
    await api.saveProject('clientp', { name: 'Two', project, revision: 1 });
    expect(await api.project('clientp')).toMatchObject({ name: 'Two', revision: 2 });
    expect((await api.projects()).list.map((row) => row.id)).toEqual(['clientp']);
    const stale = await api.saveProject('clientp', { name: 'Stale', project, revision: 1 }).catch((e) => e);
    expect(stale).toBeInstanceOf(ApiError);
    expect(stale).toMatchObject({ code: 409, cause: { data: { revision: 2 } } });
  });

  it('trashes, restores, lists the history and restores an earlier revision', async () => {
    const { api } = kit;
    await expect(api.trashProject('clientp')).resolves.toMatchObject({ id: 'clientp' });
    expect((await api.projectTrash()).list.map((row) => row.id)).toEqual(['clientp']);
    await expect(api.restoreProject('clientp')).resolves.toMatchObject({ revision: 2 });
    expect((await api.projectHistory('clientp')).list.map((entry) => entry.name)).toEqual(['One']);
    await expect(api.restoreProjectRevision('clientp', 1, { revision: 2 })).resolves.toMatchObject({
      revision: 3,
    });
    expect(await api.project('clientp')).toMatchObject({ name: 'One', revision: 3 });
  });

  it('sends a thumbnail as a form', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const saved = await kit.api.saveProjectThumbnail('clientp', new Blob([png], { type: 'image/png' }));
    expect(saved.thumbnail_url).toMatch(/^\/api\/projects\/clientp\/thumbnail\?v=\d+$/);
    expect((await kit.api.projects()).list[0]?.thumbnail_url).toBe(saved.thumbnail_url);
  });

  it('reads the thumbnail back as its bytes, and a missing one as a 404 naming the project', async () => {
    const image = await kit.api.projectThumbnail('clientp');
    expect(image.type).toBe('image/png');
    expect([...new Uint8Array(await image.arrayBuffer())].slice(0, 4)).toEqual([0x89, 0x50, 0x4e, 0x47]);
    await kit.api.saveProject('nothumb', { name: 'Bare', project, revision: 0 });
    const missing = await kit.api.projectThumbnail('nothumb').catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(ApiError);
    expect(missing).toMatchObject({
      code: 404,
      cause: { message: "id: project 'nothumb' has no thumbnail" },
    });
  });
});
