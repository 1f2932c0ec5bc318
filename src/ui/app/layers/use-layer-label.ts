/** A layer's label in the current language: its own name, else its kind ("Text", "Image"...). */
import { useCallback } from 'react';
import type { Layer } from '../../../shared/model/layer.ts';
import { useT } from '../../i18n/use-t.ts';
import { kindOf } from '../../../shared/kinds/registry.ts';
import { layerName } from './layer-info.ts';

export function useLayerLabel(): (layer: Layer) => string {
  const t = useT('layers');
  return useCallback((layer: Layer) => layerName(layer) ?? t(`kind_${kindOf(layer.property.type)}`), [t]);
}
