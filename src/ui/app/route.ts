/** The app's routes in the URL hash. */
export type Route = { kind: 'projects' } | { kind: 'project'; projectId: string };

export function parseRoute(hash: string): Route {
  const match = /^#\/project\/([^/?#]+)$/.exec(hash);
  if (match?.[1] !== undefined) {
    try {
      return { kind: 'project', projectId: decodeURIComponent(match[1]) };
    } catch {
      // A malformed escape is no project: the projects page.
    }
  }
  return { kind: 'projects' };
}

export function routeHash(route: Route): string {
  return route.kind === 'project' ? `#/project/${encodeURIComponent(route.projectId)}` : '#/';
}
