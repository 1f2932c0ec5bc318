/** A layer row's buttons after its name: lock, hide, one step forward or backward, delete. */
import type { Layer } from '../../../shared/model/layer.ts';
import { useT } from '../../i18n/use-t.ts';
import { EyeIcon, LockIcon } from './icons.tsx';
import { isLocked } from './layer-info.ts';

export interface LayerRowActions {
  onToggleLock(): void;
  onToggleVisible(): void;
  /** -1: one row up (forward), +1: one row down (backward). */
  onStep(delta: -1 | 1, fromKeyboard: boolean): void;
  onDelete(): void;
}

export function LayerRowButtons(
  props: LayerRowActions & {
    layer: Layer;
    /** The layer's name, as its row shows it. */
    name: string;
    /** Whether the row is the first or the last (no step further that way). */
    first: boolean;
    last: boolean;
  },
) {
  const t = useT('layers');
  const { name } = props;
  const locked = isLocked(props.layer);
  const visible = props.layer.property.visible;
  return (
    <>
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
    </>
  );
}
