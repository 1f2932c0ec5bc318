/** Placeholder until its helper lands it (issue 7). Contract: `SpeechEditor({ sceneIndex: number })`. */
export function SpeechEditor(_props: { sceneIndex: number }) {
  return <section className="cw-panel" aria-label="Speech" />;
}
