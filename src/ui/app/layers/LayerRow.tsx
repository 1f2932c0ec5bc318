/** One row of the layer panel: select (with the kind's icon and the name), lock, hide, order, delete. */
import type { KeyboardEvent } from 'react';
import type { Layer } from '../../../shared/model/layer.ts';
import { reorderDragProps, type ReorderDragHandlers } from '../common/reorder-drag.ts';
import { useT } from '../../i18n/use-t.ts';
import { kindOf } from '../../../shared/kinds/registry.ts';
import { UI_KINDS } from '../layer-kinds.tsx';
import { LayerRowButtons, type LayerRowActions } from './LayerRowButtons.tsx';
import { useLayerLabel } from './use-layer-label.ts';

export interface LayerRowProps extends LayerRowActions, ReorderDragHandlers {
  layer: Layer;
  selected: boolean;
  first: boolean;
  last: boolean;
  dragging: boolean;
  dropMark: 'before' | 'after' | undefined;
  onSelect(): void;
}

export function LayerRow(props: LayerRowProps) {
  const t = useT('layers');
  const label = useLayerLabel();
  const { layer } = props;
  const name = label(layer);
  const kind = kindOf(layer.property.type);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    props.onStep(event.key === 'ArrowUp' ? -1 : 1, true);
  };

  return (
    <li
      className="cw-layer-row"
      data-layer-id={layer.id}
      data-selected={props.selected || undefined}
      data-hidden={!layer.property.visible || undefined}
      data-dragging={props.dragging || undefined}
      data-drop={props.dropMark}
      {...reorderDragProps(layer.id, props)}
    >
      <button
        type="button"
        className="cw-layer-select"
        data-layer-select={layer.id}
        aria-current={props.selected ? 'true' : undefined}
        aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown"
        aria-describedby="cw-layers-hint"
        title={`${t(`kind_${kind}`)}: ${name}`}
        onClick={props.onSelect}
        onKeyDown={onKeyDown}
      >
        <span className="cw-layer-icon" aria-hidden="true">
          {UI_KINDS[kind].icon}
        </span>
        <span className="cw-layer-name">{name}</span>
      </button>
      <LayerRowButtons {...props} name={name} />
    </li>
  );
}
