/** Placeholder until its helper lands it (issue 7). Contract: `LayerPanel(Record<string, never>)`. */
export function LayerPanel(_props: Record<string, never>) {
  return <section className="cw-panel" aria-label="Layers" />;
}
