/**
 * The scene list's edits: show a scene, add, duplicate, delete or move one. Each change is one store step
 * that selects the scene it leaves in view; deleting the last scene is refused with a message instead.
 */
import { useState } from 'react';
import type { Project } from '../../../shared/model/project.ts';
import type { Scene } from '../../../shared/model/scene.ts';
import {
  blankScene,
  deleteScene,
  duplicateScene,
  insertScene,
  moveScene,
} from '../../../shared/project/edits/scenes.ts';
import { useT } from '../../i18n/use-t.ts';
import { useEditorState, useEditorStore } from '../../store/use-editor.ts';
import { useSession } from '../session/context.ts';

export interface SceneEdits {
  clips: readonly Scene[];
  selected: number;
  /** Why the last change was refused, until the next one. */
  message: string | undefined;
  show(index: number): void;
  add(): void;
  duplicate(): void;
  remove(): void;
  /** Moves scene `from` to `to`; `undefined` (no step past either end) does nothing. */
  move(from: number, to: number | undefined): void;
}

export function useSceneEdits(): SceneEdits {
  const t = useT('scenes');
  const store = useEditorStore();
  const session = useSession();
  const clips = useEditorState((s) => s.project.clips);
  const selected = useEditorState((s) => s.selection.sceneIndex);
  const [message, setMessage] = useState<string | undefined>(undefined);

  const show = (index: number) => {
    setMessage(undefined);
    void session.showScene(index).catch((error: unknown) => console.error('clipwright scenes:', error));
  };

  const edit = (label: string, change: (p: Project) => Project, sceneIndex: number) => {
    setMessage(undefined);
    store.apply(label, change, { select: { sceneIndex, layerId: null } });
    show(sceneIndex);
  };

  const add = () => edit(t('add'), (p) => insertScene(p, blankScene(p.layout), selected + 1), selected + 1);
  const duplicate = () => edit(t('duplicate'), (p) => duplicateScene(p, selected), selected + 1);
  const remove = () => {
    if (clips.length <= 1) {
      setMessage(t('lastScene'));
      return;
    }
    edit(t('delete'), (p) => deleteScene(p, selected), Math.min(selected, clips.length - 2));
  };
  const move = (from: number, to: number | undefined) => {
    if (to === undefined) return;
    edit(t('move'), (p) => moveScene(p, from, to), to);
  };

  return { clips, selected, message, show, add, duplicate, remove, move };
}
