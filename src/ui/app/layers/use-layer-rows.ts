/**
 * What each row of the layer panel does: select, lock, hide, step forward or backward, delete, and
 * reorder by dragging. Every change is one store step. After a keyboard step the moved layer's select button
 * keeps the focus (React moved its row).
 */
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { Layer } from '../../../shared/model/layer.ts';
import type { Project } from '../../../shared/model/project.ts';
import {
  deleteLayer,
  moveLayer,
  updateLayer,
  updateLayerProperty,
} from '../../../shared/project/edits/layers.ts';
import { useT } from '../../i18n/use-t.ts';
import { useEditorStore } from '../../store/use-editor.ts';
import { dropIndex, mirrorIndex, stepIndex } from '../scenes/reorder.ts';
import { isLocked, lockPatch } from './layer-info.ts';
import type { LayerRowProps } from './LayerRow.tsx';

type RowProps = Omit<LayerRowProps, 'layer' | 'selected' | 'first' | 'last'>;

/** `rows`: the scene's layers front first (the last layer drawn is the first row). */
export function useLayerRows(rows: readonly Layer[]): {
  list: RefObject<HTMLUListElement | null>;
  rowProps(layer: Layer, row: number): RowProps;
} {
  const t = useT('layers');
  const store = useEditorStore();
  const [drag, setDrag] = useState<{ from: number; over?: number; after?: boolean } | undefined>(undefined);
  const list = useRef<HTMLUListElement>(null);
  const refocus = useRef<string | undefined>(undefined);

  useLayoutEffect(() => {
    const id = refocus.current;
    if (id === undefined) return;
    refocus.current = undefined;
    list.current?.querySelector<HTMLElement>(`[data-layer-select="${CSS.escape(id)}"]`)?.focus();
  });

  const count = rows.length;
  const edit = (label: string, change: (p: Project) => Project) => store.apply(label, change);
  /** Moves the layer to row `toRow` (rows are the z-order mirrored). */
  const reorder = (layerId: string, toRow: number | undefined) => {
    if (toRow === undefined) return;
    edit(t('orderStep'), (p) => moveLayer(p, layerId, mirrorIndex(toRow, count)));
  };

  const rowProps = (layer: Layer, row: number): RowProps => ({
    dragging: drag?.from === row,
    dropMark: drag?.over === row ? (drag.after === true ? 'after' : 'before') : undefined,
    onSelect: () => store.select({ layerId: layer.id }),
    onToggleLock: () => {
      const locked = isLocked(layer);
      edit(t(locked ? 'unlockStep' : 'lockStep'), (p) => updateLayer(p, layer.id, lockPatch(!locked)));
    },
    onToggleVisible: () => {
      const visible = layer.property.visible;
      edit(t(visible ? 'hideStep' : 'showStep'), (p) =>
        updateLayerProperty(p, layer.id, { visible: !visible }),
      );
    },
    onStep: (delta, fromKeyboard) => {
      if (fromKeyboard) refocus.current = layer.id;
      reorder(layer.id, stepIndex(row, delta, count));
    },
    onDelete: () => edit(t('deleteStep'), (p) => deleteLayer(p, layer.id)),
    onDragStart: () => setDrag({ from: row }),
    onDragOver: (after) => {
      if (drag !== undefined && (drag.over !== row || drag.after !== after))
        setDrag({ ...drag, over: row, after });
    },
    onDrop: () => {
      const moved = drag === undefined ? undefined : rows[drag.from];
      if (drag?.over !== undefined && moved !== undefined)
        reorder(moved.id, dropIndex(drag.from, drag.over, drag.after === true));
      setDrag(undefined);
    },
    onDragEnd: () => setDrag(undefined),
  });

  return { list, rowProps };
}
