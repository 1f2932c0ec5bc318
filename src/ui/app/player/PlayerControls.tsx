/** Placeholder until its helper lands it (issue 7). Contract: `PlayerControls(Record<string, never>)`. */
export function PlayerControls(_props: Record<string, never>) {
  return <section className="cw-panel" aria-label="Player" />;
}
