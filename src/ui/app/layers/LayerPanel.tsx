/**
 * The layer panel: the selected scene's layers, front first. Each row selects its layer and has
 * lock, hide, forward/backward and delete buttons; rows are dragged to change the z-order, and Alt+ArrowUp/
 * Down on a row does the same from the keyboard. Every change is one store step.
 */
import type { Layer } from '../../../shared/model/layer.ts';
import { useT } from '../../i18n/use-t.ts';
import { useEditorState } from '../../store/use-editor.ts';
import { LayerRow } from './LayerRow.tsx';
import { useLayerRows } from './use-layer-rows.ts';
import './layers.css';

const NO_LAYERS: readonly Layer[] = [];

export function LayerPanel(_props: Record<string, never>) {
  const t = useT('layers');
  const scene = useEditorState((s) => s.project.clips[s.selection.sceneIndex]);
  const selectedId = useEditorState((s) => s.selection.layerId);
  // Listed front to back: the last layer drawn is the first row.
  const rows = [...(scene?.layers ?? NO_LAYERS)].reverse();
  const { list, rowProps } = useLayerRows(rows);

  if (scene === undefined) return null;
  const count = rows.length;

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
              {...rowProps(layer, row)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
