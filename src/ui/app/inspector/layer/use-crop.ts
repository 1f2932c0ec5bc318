/**
 * The crop of one layer on the editing canvas: the shape chosen, whether a crop is open, and starting,
 * confirming or cancelling it. A crop still open when the controls go away (the inspector moved to another
 * layer) is cancelled.
 */
import { useEffect, useRef, useState } from 'react';
import type { CropType } from '../../../../shared/constants.ts';
import { useT } from '../../../i18n/use-t.ts';
import { useEditorStore } from '../../../store/use-editor.ts';
import { useSession } from '../../session/context.ts';
import { useCropState } from '../crop-context.ts';

export interface Crop {
  type: CropType;
  setType(type: CropType): void;
  cropping: boolean;
  /** Why the last action failed, until the next one succeeds. */
  error: string | undefined;
  start(): void;
  confirm(): void;
  cancel(): void;
}

/** `types`: the shapes offered; `cropType`: the layer's current shape, chosen first when it is offered. */
export function useCrop(layerId: string, types: readonly CropType[], cropType: CropType | undefined): Crop {
  const t = useT('inspector');
  const session = useSession();
  const store = useEditorStore();
  const crop = useCropState();
  const [type, setType] = useState<CropType>(
    cropType !== undefined && types.includes(cropType) ? cropType : (types[0] ?? 'rect'),
  );
  const [cropping, setCropping] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  const open = useRef(false);
  const { setCropping: setCropLayer } = crop;
  useEffect(
    () => () => {
      if (!open.current) return;
      session.editing?.cancelCrop();
      setCropLayer(null);
    },
    [session, setCropLayer],
  );
  const run = (action: () => void, next: boolean) => {
    try {
      action();
      open.current = next;
      setCropping(next);
      setError(undefined);
      setCropLayer(next ? layerId : null);
      // The crop box held the canvas selection; the cropped layer is selected again when it ends.
      if (!next) store.select({ layerId });
    } catch (failure) {
      setError((failure as Error).message);
    }
  };
  const editing = () => {
    const canvas = session.editing;
    if (canvas === undefined) throw new Error(t('noCanvas'));
    return canvas;
  };
  return {
    type,
    setType,
    cropping,
    error,
    start: () => run(() => void editing().startCrop(layerId, type), true),
    confirm: () => run(() => editing().commitCrop(), false),
    cancel: () => run(() => editing().cancelCrop(), false),
  };
}
