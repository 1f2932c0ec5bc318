/**
 * Cropping an image, video or avatar on the editing canvas: choose the crop shape, start, then
 * confirm (the canvas emits the new clip, which the session applies as one undo step) or cancel (nothing
 * changes). An avatar crops to a rectangle only, in halfbody (the canvas shows it so while cropping, and the
 * confirmed crop stores the type). A crop still open when the inspector moves to another layer is cancelled.
 */
import { CROP_TYPES, type CropType } from '../../../../shared/constants.ts';
import { useT } from '../../../i18n/use-t.ts';
import { SelectField } from '../controls.tsx';
import { useCrop } from './use-crop.ts';

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
  const crop = useCrop(props.layerId, types, props.cropType);
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
          value={crop.type}
          choices={types.map((value) => ({ value, label: label[value] }))}
          onChange={(value) => {
            crop.setType(value as CropType);
            return undefined;
          }}
        />
      ) : null}
      {props.hint !== undefined && !crop.cropping ? <p className="cw-hint">{props.hint}</p> : null}
      {crop.cropping ? (
        <>
          <p className="cw-hint">{t('cropping')}</p>
          <button type="button" className="cw-primary" onClick={crop.confirm}>
            {t('confirmCrop')}
          </button>
          <button type="button" onClick={crop.cancel}>
            {t('cancelCrop')}
          </button>
        </>
      ) : (
        <button type="button" onClick={crop.start}>
          {t('startCrop')}
        </button>
      )}
      {crop.error !== undefined ? (
        <span className="cw-field-error" role="alert">
          {crop.error}
        </span>
      ) : null}
    </div>
  );
}
