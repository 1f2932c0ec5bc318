/**
 * Cropping an image, video or avatar on the editing canvas: choose the crop shape, start, then
 * confirm (the canvas emits the new clip, which the session applies as one undo step) or cancel (nothing
 * changes). An avatar crops to a rectangle only, in halfbody (the canvas shows it so while cropping, and the
 * confirmed crop stores the type). A crop still open when the inspector moves to another layer is cancelled.
 */
import { useEffect, useRef, useState } from 'react';
import { CROP_TYPES, type CropType } from '../../../../shared/constants.ts';
import { useT } from '../../../i18n/use-t.ts';
import { useEditorStore } from '../../../store/use-editor.ts';
import { useSession } from '../../session/context.ts';
import { SelectField } from '../controls.tsx';
import { useCropState } from '../crop-context.ts';

export function CropControls(props: {
  layerId: string;
  cropType: CropType | undefined;
  /** The shapes offered (default: every crop type); with one, no choice is shown. */
  types?: readonly CropType[];
  /** What starting the crop does besides (an avatar goes to half body). */
  hint?: string;
}) {
  const types = props.types ?? CROP_TYPES;
  const t = useT('inspector');
  const session = useSession();
  const store = useEditorStore();
  const crop = useCropState();
  const [type, setType] = useState<CropType>(
    props.cropType !== undefined && types.includes(props.cropType) ? props.cropType : (types[0] ?? 'rect'),
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
      setCropLayer(next ? props.layerId : null);
      // The crop box held the canvas selection; the cropped layer is selected again when it ends.
      if (!next) store.select({ layerId: props.layerId });
    } catch (failure) {
      setError((failure as Error).message);
    }
  };
  const editing = () => {
    const canvas = session.editing;
    if (canvas === undefined) throw new Error(t('noCanvas'));
    return canvas;
  };
  const label = {
    circle: t('circle'),
    rect: t('cropRect'),
    triangle: t('cropTriangle'),
    heart: t('cropHeart'),
  };
  return (
    <div className="cw-crop" role="group" aria-label={t('crop')}>
      {types.length > 1 ? (
        <SelectField
          label={t('cropType')}
          value={type}
          choices={types.map((value) => ({ value, label: label[value] }))}
          onChange={(value) => {
            setType(value as CropType);
            return undefined;
          }}
        />
      ) : null}
      {props.hint !== undefined && !cropping ? <p className="cw-hint">{props.hint}</p> : null}
      {cropping ? (
        <>
          <p className="cw-hint">{t('cropping')}</p>
          <button
            type="button"
            className="cw-primary"
            onClick={() => run(() => editing().commitCrop(), false)}
          >
            {t('confirmCrop')}
          </button>
          <button type="button" onClick={() => run(() => editing().cancelCrop(), false)}>
            {t('cancelCrop')}
          </button>
        </>
      ) : (
        <button type="button" onClick={() => run(() => void editing().startCrop(props.layerId, type), true)}>
          {t('startCrop')}
        </button>
      )}
      {error !== undefined ? (
        <span className="cw-field-error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
