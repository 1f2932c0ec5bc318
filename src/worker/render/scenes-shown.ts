/** The ids of the scenes a frame at t draws: one, two inside a transition window, none past the end. */
import type { Project } from '../../shared/model/project.ts';
import { scenesAt } from '../../shared/timeline/visibility.ts';

export function scenesShownAt(project: Project, t: number): Set<string> {
  const at = scenesAt(project, t);
  switch (at.kind) {
    case 'empty':
      return new Set();
    case 'scene':
      return new Set([at.scene.id]);
    case 'transition':
      return new Set([at.from.scene.id, at.to.scene.id]);
  }
}
