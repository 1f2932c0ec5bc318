/**
 * An avatar: its display type (circle, square, half body, voice) and, for the framed types, the
 * background colour of the shape shown, or its restore; and the crop (cropping forces halfbody, then
 * stores the crop), done on the editing canvas; then lip sync and the face (AvatarTalkingFields). The pure avatar edits of src/shared/avatar keep each display
 * type's own angle, scale and stroke and mark a Talking Photo's shape transparent.
 */
import { setAvatarBackground, restoreAvatarBackground } from '../../../../shared/avatar/background.ts';
import { switchAvatarDisplayType } from '../../../../shared/avatar/display-type.ts';
import { CANVAS_SIZES } from '../../../../shared/constants.ts';
import {
  AVATAR_DISPLAY_TYPES,
  type AvatarDisplayType,
  type AvatarProperty,
} from '../../../../shared/model/avatar.ts';
import { useT } from '../../../i18n/use-t.ts';
import { useEditorState } from '../../../store/use-editor.ts';
import { ColourField, SelectField } from '../controls.tsx';
import { AvatarTalkingFields } from './AvatarTalkingFields.tsx';
import { CropControls } from './CropControls.tsx';
import { colourInputValue } from '../fields.ts';
import type { LayerFieldsProps } from './types.ts';
import { useAvatarEdit } from './use-avatar-edit.ts';

/** An avatar crops its halfbody frame, a rectangle (src/ui/canvas/crop/avatar-crop.ts). */
const AVATAR_CROP_TYPES = ['rect'] as const;

export function AvatarFields({ layer, property: p, editProperty }: LayerFieldsProps<AvatarProperty>) {
  const t = useT('inspector');
  const layout = useEditorState((s) => s.project.layout);
  const avatarEdit = useAvatarEdit(layer.id);
  const typeLabel = { circle: t('circle'), square: t('square'), halfbody: t('halfbody'), voice: t('voice') };
  const shape = p.avatarType;
  return (
    <>
      <SelectField
        label={t('displayType')}
        value={shape}
        choices={AVATAR_DISPLAY_TYPES.map((type) => ({ value: type, label: typeLabel[type] }))}
        onChange={(type) =>
          avatarEdit('avatarType', t('displayType'), (q) =>
            switchAvatarDisplayType(q, type as AvatarDisplayType, CANVAS_SIZES[layout]),
          )
        }
      />
      {shape !== 'voice' ? (
        <div className="cw-field-row">
          <ColourField
            label={t('avatarBackground')}
            value={colourInputValue(p.shapes[shape].bgColor, '#ffffff')}
            onInput={(colour) =>
              avatarEdit(`bg:${shape}`, t('avatarBackground'), (q) => setAvatarBackground(q, shape, colour))
            }
          />
          <button
            type="button"
            onClick={() =>
              avatarEdit(`restore:${shape}`, t('restoreBackground'), (q) => restoreAvatarBackground(q, shape))
            }
          >
            {t('restoreBackground')}
          </button>
        </div>
      ) : null}
      <CropControls layerId={layer.id} cropType="rect" types={AVATAR_CROP_TYPES} hint={t('cropAvatarHint')} />
      <AvatarTalkingFields layer={layer} property={p} editProperty={editProperty} />
    </>
  );
}
