/**
 * The app's routes in the URL hash: `#/` the projects, `#/project/<id>` the editor, and
 * `#/project/<id>/export` the editor with the export dialog open (the projects page's Export action).
 */
export type Route = { kind: 'projects' } | { kind: 'project'; projectId: string; openExport?: boolean };

export function parseRoute(hash: string): Route {
  const match = /^#\/project\/([^/?#]+)(\/export)?$/.exec(hash);
  if (match?.[1] !== undefined) {
    try {
      const projectId = decodeURIComponent(match[1]);
      return match[2] !== undefined
        ? { kind: 'project', projectId, openExport: true }
        : { kind: 'project', projectId };
    } catch {
      // A malformed escape is no project: the projects page.
    }
  }
  return { kind: 'projects' };
}

export function routeHash(route: Route): string {
  if (route.kind === 'projects') return '#/';
  return `#/project/${encodeURIComponent(route.projectId)}${route.openExport === true ? '/export' : ''}`;
}
