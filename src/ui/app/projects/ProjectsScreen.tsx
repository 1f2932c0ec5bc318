/** Placeholder until its helper lands it (issue 7). Contract: `ProjectsScreen({ onOpen(projectId: string): void })`. */
export function ProjectsScreen(_props: { onOpen(projectId: string): void }) {
  return <section className="cw-panel" aria-label="Projects" />;
}
