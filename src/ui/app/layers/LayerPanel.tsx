/**
 * The layer panel: the selected scene's layers, front first. Each row selects its layer and has
 * lock, hide, forward/backward and delete buttons; rows are dragged to change the z-order, and Alt+ArrowUp/
 * Down on a row does the same from the keyboard. Every change is one store step.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import type { Project } from '../../../shared/model/project.ts';
import {
  deleteLayer,
  moveLayer,
  updateLayer,
  updateLayerProperty,
} from '../../../shared/project/edits/layers.ts';
import { useT } from '../../i18n/use-t.ts';
import { useEditorState, useEditorStore } from '../../store/use-editor.ts';
import { dropIndex, mirrorIndex, stepIndex } from '../scenes/reorder.ts';
import { isLocked, lockPatch } from './layer-info.ts';
import { LayerRow } from './LayerRow.tsx';
import './layers.css';

export function LayerPanel(_props: Record<string, never>) {
  const t = useT('layers');
  const store = useEditorStore();
  const scene = useEditorState((s) => s.project.clips[s.selection.sceneIndex]);
  const selectedId = useEditorState((s) => s.selection.layerId);
  const [drag, setDrag] = useState<{ from: number; over?: number; after?: boolean } | undefined>(undefined);
  const list = useRef<HTMLUListElement>(null);
  /** After a keyboard move, the moved layer's select button keeps the focus (React moved its row). */
  const refocus = useRef<string | undefined>(undefined);

  useLayoutEffect(() => {
    const id = refocus.current;
    if (id === undefined) return;
    refocus.current = undefined;
    list.current?.querySelector<HTMLElement>(`[data-layer-select="${CSS.escape(id)}"]`)?.focus();
  });

  if (scene === undefined) return null;
  // Listed front to back: the last layer drawn is the first row.
  const rows = [...scene.layers].reverse();
  const count = rows.length;

  const edit = (label: string, change: (p: Project) => Project) => store.apply(label, change);
  /** Moves the layer to row `toRow` (rows are the z-order mirrored). */
  const reorder = (layerId: string, toRow: number | undefined) => {
    if (toRow === undefined) return;
    edit(t('orderStep'), (p) => moveLayer(p, layerId, mirrorIndex(toRow, count)));
  };

  return (
    <section className="cw-panel cw-layers" aria-label={t('layers')}>
      <h2 className="cw-panel-title">{t('layers')}</h2>
      <p id="cw-layers-hint" className="cw-visually-hidden">
        {t('reorderHint')}
      </p>
      {count === 0 ? (
        <p className="cw-layers-empty">{t('noLayers')}</p>
      ) : (
        <ul ref={list} className="cw-layer-list" aria-label={t('layers')} aria-describedby="cw-layers-hint">
          {rows.map((layer, row) => (
            <LayerRow
              key={layer.id}
              layer={layer}
              selected={layer.id === selectedId}
              first={row === 0}
              last={row === count - 1}
              dragging={drag?.from === row}
              dropMark={drag?.over === row ? (drag.after === true ? 'after' : 'before') : undefined}
              onSelect={() => store.select({ layerId: layer.id })}
              onToggleLock={() => {
                const locked = isLocked(layer);
                edit(t(locked ? 'unlockStep' : 'lockStep'), (p) =>
                  updateLayer(p, layer.id, lockPatch(!locked)),
                );
              }}
              onToggleVisible={() => {
                const visible = layer.property.visible;
                edit(t(visible ? 'hideStep' : 'showStep'), (p) =>
                  updateLayerProperty(p, layer.id, { visible: !visible }),
                );
              }}
              onStep={(delta, fromKeyboard) => {
                if (fromKeyboard) refocus.current = layer.id;
                reorder(layer.id, stepIndex(row, delta, count));
              }}
              onDelete={() => edit(t('deleteStep'), (p) => deleteLayer(p, layer.id))}
              onDragStart={() => setDrag({ from: row })}
              onDragOver={(after) => {
                if (drag !== undefined && (drag.over !== row || drag.after !== after))
                  setDrag({ ...drag, over: row, after });
              }}
              onDrop={() => {
                const moved = drag === undefined ? undefined : rows[drag.from];
                if (drag?.over !== undefined && moved !== undefined)
                  reorder(moved.id, dropIndex(drag.from, drag.over, drag.after === true));
                setDrag(undefined);
              }}
              onDragEnd={() => setDrag(undefined)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
