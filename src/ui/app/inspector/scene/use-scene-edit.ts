/** Scene edits from the inspector: one undo step each, coalesced per scene and field. */
import type { Project } from '../../../../shared/model/project.ts';
import type { CommitResult } from '../controls.tsx';
import { useApply } from '../use-apply.ts';

export type EditScene = (field: string, label: string, edit: (project: Project) => Project) => CommitResult;

export function useSceneEdit(sceneIndex: number): EditScene {
  const apply = useApply();
  return (field, label, edit) => apply(label, edit, `inspector:scene${sceneIndex}:${field}`);
}
