/** A layer's label in the current language: its own name, else its kind ("Text", "Image"...). */
import { useCallback } from 'react';
import type { Layer } from '../../../shared/model/layer.ts';
import { useT } from '../../i18n/use-t.ts';
import { layerKind, layerName } from './layer-info.ts';

export function useLayerLabel(): (layer: Layer) => string {
  const t = useT('layers');
  return useCallback((layer: Layer) => layerName(layer) ?? t(`kind_${layerKind(layer.property.type)}`), [t]);
}
