/**
 * The scene strip, docked above the timeline: one option per scene with its thumbnail, number and duration,
 * in playing order along the strip. Clicking (or the arrow keys) shows a scene; the toolbar adds, duplicates,
 * deletes and moves the selected scene; scenes are reordered by dragging or with Alt and an arrow key. Every
 * change is one store step.
 */
import { useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { useEditorState } from '../../store/use-editor.ts';
import { stepIndex } from './reorder.ts';
import { SceneItem } from './SceneItem.tsx';
import { SerialQueue } from './serial-queue.ts';
import { useSceneDrag } from './use-scene-drag.ts';
import { useSceneEdits, type SceneEdits } from './use-scene-edits.ts';
import { useSceneKeys } from './use-scene-keys.ts';
import './scenes.css';

export function SceneList(_props: Record<string, never>) {
  const t = useT('scenes');
  const layout = useEditorState((s) => s.project.layout);
  const [queue] = useState(() => new SerialQueue());
  const edits = useSceneEdits();
  const { clips, selected, message, show } = edits;
  const drag = useSceneDrag(edits.move);
  const { list, onKeyDown } = useSceneKeys(edits);

  return (
    <section className="cw-panel cw-scenes" aria-label={t('scenes')}>
      <h2 className="cw-visually-hidden">{t('scenes')}</h2>
      <p id="cw-scenes-hint" className="cw-visually-hidden">
        {t('reorderHint')}
      </p>
      <ol
        ref={list}
        className="cw-scene-list"
        role="listbox"
        aria-label={t('scenes')}
        aria-orientation="horizontal"
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
            onSelect={() => show(index)}
            {...drag(index)}
          />
        ))}
      </ol>
      <SceneActions edits={edits} />
      {message !== undefined && (
        <p className="cw-scene-message" role="alert">
          {message}
        </p>
      )}
    </section>
  );
}

/** The toolbar after the strip: add, duplicate, delete, and move the selected scene earlier or later. */
function SceneActions({ edits }: { edits: SceneEdits }) {
  const t = useT('scenes');
  const { selected, move } = edits;
  const count = edits.clips.length;
  return (
    <div className="cw-scene-actions" role="toolbar" aria-label={t('actions')}>
      <button type="button" onClick={edits.add}>
        {t('add')}
      </button>
      <button type="button" onClick={edits.duplicate}>
        {t('duplicate')}
      </button>
      <button type="button" onClick={edits.remove}>
        {t('delete')}
      </button>
      <button
        type="button"
        aria-keyshortcuts="Alt+ArrowLeft Alt+ArrowUp"
        disabled={selected === 0}
        onClick={() => move(selected, stepIndex(selected, -1, count))}
      >
        <span aria-hidden="true" className="cw-flip-rtl">
          ←
        </span>
        <span className="cw-visually-hidden">{t('moveEarlier')}</span>
      </button>
      <button
        type="button"
        aria-keyshortcuts="Alt+ArrowRight Alt+ArrowDown"
        disabled={selected >= count - 1}
        onClick={() => move(selected, stepIndex(selected, 1, count))}
      >
        <span aria-hidden="true" className="cw-flip-rtl">
          →
        </span>
        <span className="cw-visually-hidden">{t('moveLater')}</span>
      </button>
    </div>
  );
}
