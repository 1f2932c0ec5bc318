/**
 * A talking avatar: lip sync on or off, and for a photo (whose own mouth is opened) the face box it opens in,
 * in % of the picture, with a reset to the avatar's own face (the library's rectangle, else a portrait's
 * usual place). The edits are the pure ones of src/shared/avatar/face-box.ts; a box outside the picture is
 * refused with a message naming the field.
 */
import {
  avatarFaceBox,
  avatarMouthStyle,
  setAvatarFaceBox,
  setAvatarLipSync,
} from '../../../../shared/avatar/face-box.ts';
import type { AvatarProperty, FaceBox } from '../../../../shared/model/avatar.ts';
import { useT } from '../../../i18n/use-t.ts';
import { CheckField, NumberField } from '../controls.tsx';
import type { LayerFieldsProps } from './types.ts';
import { useAvatarEdit } from './use-avatar-edit.ts';
import { usePresenterSize } from './use-presenter-size.ts';

const FACE_FIELDS = [
  ['x', 'faceLeft'],
  ['y', 'faceTop'],
  ['width', 'faceWidth'],
  ['height', 'faceHeight'],
] as const;

const percent = (fraction: number): number => Math.round(fraction * 1000) / 10;

export function AvatarTalkingFields({ layer, property: p }: LayerFieldsProps<AvatarProperty>) {
  const t = useT('inspector');
  const size = usePresenterSize(layer.id, p);
  const edit = useAvatarEdit(layer.id);
  if (p.avatarType === 'voice') return null;
  const face = avatarFaceBox(p, size);
  return (
    <div className="cw-talking" role="group" aria-label={t('lipSync')}>
      <CheckField
        label={t('lipSync')}
        checked={p.lipSync !== false}
        onChange={(on) => edit('lipSync', t('lipSync'), (q) => setAvatarLipSync(q, on))}
      />
      <p className="cw-hint">{t('lipSyncHint')}</p>
      {avatarMouthStyle(p) === 'photo' ? (
        <fieldset className="cw-face-box">
          <legend>{t('faceBox')}</legend>
          <p className="cw-hint">{t('faceBoxHint')}</p>
          <div className="cw-field-row">
            {FACE_FIELDS.map(([key, label]) => (
              <NumberField
                key={key}
                label={t(label)}
                value={percent(face[key])}
                rule={{ min: 0, max: 100 }}
                commit={(value) =>
                  edit(`faceBox.${key}`, t('faceBox'), (q) => {
                    const box: FaceBox = { ...avatarFaceBox(q, size), [key]: value / 100 };
                    return setAvatarFaceBox(q, box);
                  })
                }
              />
            ))}
          </div>
          <button
            type="button"
            disabled={p.faceBox === undefined}
            onClick={() => edit('faceBox', t('faceBoxReset'), (q) => setAvatarFaceBox(q, undefined))}
          >
            {t('faceBoxReset')}
          </button>
        </fieldset>
      ) : null}
    </div>
  );
}
