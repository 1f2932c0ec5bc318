/** Placeholder until its helper lands it (issue 7). Contract: `AnimationPicker({ layerId: string })`. */
export function AnimationPicker(_props: { layerId: string }) {
  return <section className="cw-panel" aria-label="Animation" />;
}
