/**
 * The scene list: one option per scene with its thumbnail, number and duration. Clicking (or the
 * arrow keys) shows a scene; the toolbar adds, duplicates, deletes and moves the selected scene; scenes are
 * reordered by dragging or with Alt+ArrowUp/Down. Every change is one store step.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import type { Project } from '../../../shared/model/project.ts';
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
import { dropIndex, stepIndex } from './reorder.ts';
import { SceneItem } from './SceneItem.tsx';
import { SerialQueue } from './serial-queue.ts';
import './scenes.css';

interface DropMark {
  index: number;
  after: boolean;
}

export function SceneList(_props: Record<string, never>) {
  const t = useT('scenes');
  const store = useEditorStore();
  const session = useSession();
  const clips = useEditorState((s) => s.project.clips);
  const layout = useEditorState((s) => s.project.layout);
  const selected = useEditorState((s) => s.selection.sceneIndex);
  const [queue] = useState(() => new SerialQueue());
  const [message, setMessage] = useState<string | undefined>(undefined);
  const [dragFrom, setDragFrom] = useState<number | undefined>(undefined);
  const [dropMark, setDropMark] = useState<DropMark | undefined>(undefined);
  const list = useRef<HTMLOListElement>(null);
  /** After a keyboard move or selection the selected option takes the focus (React may have moved it). */
  const focusSelected = useRef(false);

  useLayoutEffect(() => {
    if (!focusSelected.current) return;
    focusSelected.current = false;
    list.current?.querySelector<HTMLElement>(`[data-scene-index="${selected}"]`)?.focus();
  });

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

  const onKeyDown = (event: KeyboardEvent<HTMLOListElement>) => {
    const delta = event.key === 'ArrowUp' ? -1 : event.key === 'ArrowDown' ? 1 : undefined;
    let target: number | undefined;
    if (delta !== undefined) {
      target = stepIndex(selected, delta, clips.length);
      if (event.altKey) {
        event.preventDefault();
        focusSelected.current = true;
        move(selected, target);
        return;
      }
    } else if (event.key === 'Home') target = 0;
    else if (event.key === 'End') target = clips.length - 1;
    else return;
    event.preventDefault();
    if (target === undefined || target === selected) return;
    focusSelected.current = true;
    show(target);
  };

  return (
    <section className="cw-panel cw-scenes" aria-label={t('scenes')}>
      <h2 className="cw-panel-title">{t('scenes')}</h2>
      <p id="cw-scenes-hint" className="cw-visually-hidden">
        {t('reorderHint')}
      </p>
      <ol
        ref={list}
        className="cw-scene-list"
        role="listbox"
        aria-label={t('scenes')}
        aria-describedby="cw-scenes-hint"
        onKeyDown={onKeyDown}
      >
        {clips.map((scene, index) => (
          <SceneItem
            key={scene.id}
            scene={scene}
            index={index}
            layout={layout}
            selected={index === selected}
            queue={queue}
            dragging={dragFrom === index}
            dropMark={dropMark?.index === index ? (dropMark.after ? 'after' : 'before') : undefined}
            onSelect={() => show(index)}
            onDragStart={() => setDragFrom(index)}
            onDragOver={(after) => {
              if (dropMark?.index !== index || dropMark.after !== after) setDropMark({ index, after });
            }}
            onDrop={() => {
              if (dragFrom !== undefined && dropMark !== undefined)
                move(dragFrom, dropIndex(dragFrom, dropMark.index, dropMark.after));
              setDragFrom(undefined);
              setDropMark(undefined);
            }}
            onDragEnd={() => {
              setDragFrom(undefined);
              setDropMark(undefined);
            }}
          />
        ))}
      </ol>
      <div className="cw-scene-actions" role="toolbar" aria-label={t('actions')}>
        <button type="button" onClick={add}>
          {t('add')}
        </button>
        <button type="button" onClick={duplicate}>
          {t('duplicate')}
        </button>
        <button type="button" onClick={remove}>
          {t('delete')}
        </button>
        <button
          type="button"
          aria-keyshortcuts="Alt+ArrowUp"
          disabled={selected === 0}
          onClick={() => move(selected, stepIndex(selected, -1, clips.length))}
        >
          <span aria-hidden="true">↑</span>
          <span className="cw-visually-hidden">{t('moveUp')}</span>
        </button>
        <button
          type="button"
          aria-keyshortcuts="Alt+ArrowDown"
          disabled={selected >= clips.length - 1}
          onClick={() => move(selected, stepIndex(selected, 1, clips.length))}
        >
          <span aria-hidden="true">↓</span>
          <span className="cw-visually-hidden">{t('moveDown')}</span>
        </button>
      </div>
      {message !== undefined && (
        <p className="cw-scene-message" role="alert">
          {message}
        </p>
      )}
    </section>
  );
}
