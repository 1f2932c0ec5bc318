/** Placeholder until its helper lands it (issue 7). Contract: `LibraryPanel(Record<string, never>)`. */
export function LibraryPanel(_props: Record<string, never>) {
  return <section className="cw-panel" aria-label="Library" />;
}
