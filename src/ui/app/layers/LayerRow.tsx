/** One row of the layer panel: select (with the kind's icon and the name), lock, hide, order, delete. */
import type { KeyboardEvent } from 'react';
import type { Layer } from '../../../shared/model/layer.ts';
import { reorderDragProps } from '../common/reorder-drag.ts';
import { useT } from '../../i18n/use-t.ts';
import { EyeIcon, LockIcon } from './icons.tsx';
import { kindOf } from '../../../shared/kinds/registry.ts';
import { UI_KINDS } from '../layer-kinds.tsx';
import { isLocked } from './layer-info.ts';
import { useLayerLabel } from './use-layer-label.ts';

export function LayerRow(props: {
  layer: Layer;
  selected: boolean;
  first: boolean;
  last: boolean;
  dragging: boolean;
  dropMark: 'before' | 'after' | undefined;
  onSelect(): void;
  onToggleLock(): void;
  onToggleVisible(): void;
  /** -1: one row up (forward), +1: one row down (backward). */
  onStep(delta: -1 | 1, fromKeyboard: boolean): void;
  onDelete(): void;
  onDragStart(): void;
  onDragOver(after: boolean): void;
  onDrop(): void;
  onDragEnd(): void;
}) {
  const t = useT('layers');
  const label = useLayerLabel();
  const { layer } = props;
  const name = label(layer);
  const kind = kindOf(layer.property.type);
  const locked = isLocked(layer);
  const visible = layer.property.visible;

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
      data-hidden={!visible || undefined}
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
      <button
        type="button"
        className="cw-icon-button"
        aria-pressed={locked}
        aria-label={t('lock', { name })}
        title={t(locked ? 'unlock' : 'lock', { name })}
        onClick={props.onToggleLock}
      >
        <LockIcon locked={locked} />
      </button>
      <button
        type="button"
        className="cw-icon-button"
        aria-pressed={!visible}
        aria-label={t('hide', { name })}
        title={t(visible ? 'hide' : 'show', { name })}
        onClick={props.onToggleVisible}
      >
        <EyeIcon visible={visible} />
      </button>
      <button
        type="button"
        className="cw-icon-button"
        aria-label={t('forward', { name })}
        disabled={props.first}
        onClick={() => props.onStep(-1, false)}
      >
        <span aria-hidden="true">↑</span>
      </button>
      <button
        type="button"
        className="cw-icon-button"
        aria-label={t('backward', { name })}
        disabled={props.last}
        onClick={() => props.onStep(1, false)}
      >
        <span aria-hidden="true">↓</span>
      </button>
      <button
        type="button"
        className="cw-icon-button"
        aria-label={t('delete', { name })}
        onClick={props.onDelete}
      >
        <span aria-hidden="true">✕</span>
      </button>
    </li>
  );
}
