/** Placeholder until its helper lands it (issue 7). Contract: `Inspector(Record<string, never>)`. */
export function Inspector(_props: Record<string, never>) {
  return <section className="cw-panel" aria-label="Inspector" />;
}
