/** What every group of layer fields receives: the layer and the way to change its property. */
import type { Layer } from '../../../../shared/model/layer.ts';
import type { CommitResult } from '../controls.tsx';

/**
 * Sets property fields of the layer as one undo step; `field` names the coalescing key
 * (`inspector:<layerId>:<field>`), `label` the undo step.
 */
export type EditProperty = (
  field: string,
  label: string,
  patch: Readonly<Record<string, unknown>>,
) => CommitResult;

export interface LayerFieldsProps<L extends Layer['property'] = Layer['property']> {
  layer: Layer;
  property: L;
  editProperty: EditProperty;
}
