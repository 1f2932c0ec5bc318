/** Placeholder until its helper lands it (issue 7). Contract: `SceneList(Record<string, never>)`. */
export function SceneList(_props: Record<string, never>) {
  return <section className="cw-panel" aria-label="Scenes" />;
}
