import { useMemo } from 'react';
import { CANVAS_SIZES, normalizeProject } from '../shared/index.ts';

/** Placeholder shell until the editor (issue 7) lands: shows that the page and the shared model load. */
export function App() {
  const project = useMemo(() => normalizeProject({ clips: [{}] }), []);
  const size = CANVAS_SIZES[project.layout];
  return (
    <main>
      <h1>Clipwright</h1>
      <p data-testid="model-status">
        New project: {project.clips.length} scene, {size.width}×{size.height}, {project.totalDuration} s
      </p>
    </main>
  );
}
