/** The speech of one scene from the store, and speech edits as undo steps (`store.apply`). */
import { useCallback } from 'react';
import type { Project } from '../../../shared/model/project.ts';
import type { Speech } from '../../../shared/model/speech.ts';
import { updateScene } from '../../../shared/project/edits/scenes.ts';
import { useEditorState, useEditorStore } from '../../store/use-editor.ts';

export type SpeechEdit = (speech: Speech) => Speech;

export function useSceneSpeech(sceneIndex: number) {
  const store = useEditorStore();
  const scene = useEditorState((s) => s.project.clips[sceneIndex]);
  /** One undo step (typing with the same `coalesce` key within a second joins the previous one). */
  const applySpeech = useCallback(
    (label: string, edit: SpeechEdit, coalesce?: string) =>
      store.apply(
        label,
        (project) => {
          const clip = project.clips[sceneIndex];
          if (clip === undefined) return project;
          const speech = edit(clip.speech);
          return speech === clip.speech ? project : updateScene(project, sceneIndex, { speech });
        },
        coalesce !== undefined ? { coalesce: `speech:${scene?.id ?? sceneIndex}:${coalesce}` } : {},
      ),
    [store, sceneIndex, scene?.id],
  );
  const applyProject = useCallback(
    (label: string, edit: (project: Project) => Project, coalesce?: string) =>
      store.apply(
        label,
        edit,
        coalesce !== undefined ? { coalesce: `scene:${scene?.id ?? sceneIndex}:${coalesce}` } : {},
      ),
    [store, sceneIndex, scene?.id],
  );
  return { store, scene, applySpeech, applyProject };
}
