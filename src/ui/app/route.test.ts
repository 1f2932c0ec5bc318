import { describe, expect, it } from 'vitest';
import { parseRoute, routeHash, type Route } from './route.ts';

describe('routes', () => {
  it('reads the projects page, the editor and the editor with the export dialog', () => {
    expect(parseRoute('')).toEqual({ kind: 'projects' });
    expect(parseRoute('#/')).toEqual({ kind: 'projects' });
    expect(parseRoute('#/project/abcdefgh')).toEqual({ kind: 'project', projectId: 'abcdefgh' });
    expect(parseRoute('#/project/abcdefgh/export')).toEqual({
      kind: 'project',
      projectId: 'abcdefgh',
      openExport: true,
    });
    expect(parseRoute('#/project/abcdefgh/other')).toEqual({ kind: 'projects' });
    expect(parseRoute('#/project/%E0%A4%A')).toEqual({ kind: 'projects' });
  });

  it('writes hashes that read back the same', () => {
    const routes: Route[] = [
      { kind: 'projects' },
      { kind: 'project', projectId: 'abcdefgh' },
      { kind: 'project', projectId: 'a b/c', openExport: true },
    ];
    for (const route of routes) expect(parseRoute(routeHash(route))).toEqual(route);
    expect(routeHash({ kind: 'project', projectId: 'abcdefgh', openExport: true })).toBe(
      '#/project/abcdefgh/export',
    );
  });
});
