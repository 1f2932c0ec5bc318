/**
 * Editing the scene's subtitle style: a patch is checked first (its problem shown, nothing applied when it
 * has one), then applied as an undo step; a `coalesce` key joins a slider's quick changes into one.
 */
import { useState } from 'react';
import type { SubtitleStyle } from '../../../shared/model/text-style.ts';
import { updateScene } from '../../../shared/project/edits/scenes.ts';
import { useT } from '../../i18n/use-t.ts';
import { patchSubtitleStyle, subtitlePatchProblem } from './subtitle-style.ts';
import { useSceneSpeech } from './use-scene-speech.ts';

export type SetSubtitleStyle = (patch: Partial<SubtitleStyle>, coalesce?: string) => void;

export function useSubtitleStyle(sceneIndex: number): { problem: string | undefined; set: SetSubtitleStyle } {
  const t = useT('speech');
  const { applyProject } = useSceneSpeech(sceneIndex);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const set: SetSubtitleStyle = (patch, coalesce) => {
    const issue = subtitlePatchProblem(patch);
    setProblem(issue);
    if (issue !== undefined) return;
    applyProject(
      t('subtitleStyle'),
      (project) => {
        const scene = project.clips[sceneIndex];
        return scene === undefined
          ? project
          : updateScene(project, sceneIndex, {
              subtitleStyle: patchSubtitleStyle(scene.subtitleStyle, patch),
            });
      },
      coalesce,
    );
  };
  return { problem, set };
}
