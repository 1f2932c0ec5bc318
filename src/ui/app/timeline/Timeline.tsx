/** Placeholder until its helper lands it (issue 7). Contract: `Timeline(Record<string, never>)`. */
export function Timeline(_props: Record<string, never>) {
  return <section className="cw-panel" aria-label="Timeline" />;
}
