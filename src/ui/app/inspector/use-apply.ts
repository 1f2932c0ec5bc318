/**
 * Applying an inspector edit to the store: one undo step (coalesced by `coalesce`, so typing and dragging a slider
 * make one step). An edit the model refuses (EditError and friends, which name the field and the value) changes
 * nothing and its message comes back for the field to show.
 */
import { useCallback } from 'react';
import type { Project } from '../../../shared/model/project.ts';
import { useEditorStore } from '../../store/use-editor.ts';
import type { CommitResult } from './controls.tsx';

export type ApplyEdit = (
  label: string,
  edit: (project: Project) => Project,
  coalesce?: string,
) => CommitResult;

export function useApply(): ApplyEdit {
  const store = useEditorStore();
  return useCallback(
    (label, edit, coalesce) => {
      try {
        store.apply(label, edit, coalesce !== undefined ? { coalesce } : {});
        return undefined;
      } catch (error) {
        return error instanceof Error ? error.message : String(error);
      }
    },
    [store],
  );
}
