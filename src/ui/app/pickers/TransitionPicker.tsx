/** Placeholder until its helper lands it (issue 7). Contract: `TransitionPicker({ sceneIndex: number })`. */
export function TransitionPicker(_props: { sceneIndex: number }) {
  return <section className="cw-panel" aria-label="Transition" />;
}
