/**
 * Which layer is being cropped. Starting a crop puts the crop box in the canvas selection, so the store's
 * selection goes to no layer; the inspector keeps showing the cropped layer (and its Confirm/Cancel buttons)
 * until the crop ends.
 */
import { createContext, useContext } from 'react';

export interface CropState {
  cropping: string | null;
  setCropping(layerId: string | null): void;
}

export const CropContext = createContext<CropState>({ cropping: null, setCropping: () => {} });

export function useCropState(): CropState {
  return useContext(CropContext);
}
