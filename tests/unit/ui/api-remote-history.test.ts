import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRemote } from '../../../src/ui/store/sync/api-remote.ts';
import type { ProjectsRemote } from '../../../src/ui/store/sync/remote.ts';
import { clientFor, startHttpServer, type HttpTestServer } from './helpers.ts';

let http: HttpTestServer;
let remote: ProjectsRemote;

beforeAll(async () => {
  http = await startHttpServer();
  const kit = clientFor(http.origin);
  await kit.api.signUp({ email: 'history@example.com', password: 'correct horse battery', name: 'H' });
  remote = apiRemote(kit.api);
}, 60_000);
afterAll(async () => {
  await http.close();
});

const project = (bgColor: string) => ({ clips: [{ bgColor, layers: [] }], layout: 'square' });

describe('the projects remote: trash and history over the local server', () => {
  it('lists the history, restores a revision on top of the current one, and reads a stale one as a conflict', async () => {
    await remote.save('histproj', { name: 'One', project: project('#ff0000'), revision: 0 });
    await remote.save('histproj', { name: 'Two', project: project('#00ff00'), revision: 1 });
    expect(await remote.history('histproj')).toEqual([
      { revision: 1, updated_at: expect.any(Number), name: 'One', size: expect.any(Number) },
    ]);
    expect(await remote.restoreRevision('histproj', 1, 1)).toEqual({ kind: 'conflict', revision: 2 });
    expect(await remote.restoreRevision('histproj', 1, 2)).toEqual({ kind: 'saved', revision: 3 });
    expect(await remote.load('histproj')).toMatchObject({ name: 'One', revision: 3 });
    await expect(remote.restoreRevision('histproj', 99, 3)).rejects.toThrow(/99/);
  });

  it('lists the trash with its dates; restoring twice is refused with the server’s message', async () => {
    await remote.remove('histproj');
    const [row, ...rest] = await remote.trash();
    expect(rest).toEqual([]);
    expect(row).toMatchObject({ id: 'histproj', name: 'One', revision: 3 });
    expect(row!.purge_at - row!.deleted_at).toBe(30 * 24 * 60 * 60 * 1000);
    await remote.restore('histproj');
    await expect(remote.restore('histproj')).rejects.toThrow("project 'histproj' is not in the trash");
    expect(await remote.trash()).toEqual([]);
  });
});
