/**
 * Avatars: choose the display type (circle, square, half body, voice), then a
 * presenter, grouped by avatar kind (Talking Photo … Custom Avatar Lite).
 */
import { useId, useState } from 'react';
import type { LibraryAvatar } from '../../../shared/api/library.ts';
import {
  AVATAR_DISPLAY_TYPES,
  type AvatarDisplayType,
  type AvatarProperty,
} from '../../../shared/model/avatar.ts';
import { useT } from '../../i18n/use-t.ts';
import { avatarEntries } from './entries.ts';
import { LibraryTile, TileGrid } from './LibraryTile.tsx';
import type { LayerBuilder } from './use-insert.ts';
import type { KeyIn } from '../../i18n/messages.ts';

const DISPLAY_KEYS: Record<AvatarDisplayType, KeyIn<'libraries'>> = {
  circle: 'displayCircle',
  square: 'displaySquare',
  halfbody: 'displayHalfbody',
  voice: 'displayVoice',
};
const AVATAR_TYPES = [1, 2, 3, 4, 5] as const;

export function AvatarsTab(props: {
  avatars: readonly LibraryAvatar[];
  template: AvatarProperty | undefined;
  onInsert(label: string, build: LayerBuilder): void;
}) {
  const t = useT('libraries');
  const [displayType, setDisplayType] = useState<AvatarDisplayType>('halfbody');
  const name = useId();
  return (
    <div className="cw-lib-avatars">
      <fieldset className="cw-lib-display">
        <legend>{t('displayType')}</legend>
        {AVATAR_DISPLAY_TYPES.map((type) => (
          <label key={type}>
            <input
              type="radio"
              name={name}
              value={type}
              checked={displayType === type}
              onChange={() => setDisplayType(type)}
            />
            {t(DISPLAY_KEYS[type])}
          </label>
        ))}
      </fieldset>
      {props.avatars.length === 0 && <p className="cw-lib-empty">{t('empty')}</p>}
      {AVATAR_TYPES.map((type) => {
        const group = props.avatars.filter((a) => a.type === type);
        if (group.length === 0) return null;
        const label = t(`avatarType${type}`);
        return (
          <section key={type} aria-label={label}>
            <h3 className="cw-lib-heading">{label}</h3>
            <TileGrid label={label}>
              {avatarEntries(group, displayType, props.template).map((entry) => (
                <LibraryTile key={entry.id} {...entry} thumb={entry.thumbUrl} onInsert={props.onInsert} />
              ))}
            </TileGrid>
          </section>
        );
      })}
    </div>
  );
}
