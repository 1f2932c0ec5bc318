/**
 * Avatar layers: a presenter shown framed (circle, square, half body) or as a voice only; the property's
 * schema and its (longer) normaliser live with the avatar model (model/avatar.ts, normalize/avatar.ts).
 */
import { type AvatarProperty, AvatarPropertySchema } from '../model/avatar.ts';
import { normalizeAvatarProperty } from '../normalize/avatar.ts';
import type { LayerKindDefinition } from './kind.ts';

export const avatarKind: LayerKindDefinition<AvatarProperty> = {
  schema: AvatarPropertySchema,
  propertyTypes: ['Avatar'],
  aliases: { avatar: 'Avatar' },
  noun: 'avatar',
  layerType: 'avatar',
  normalize(property, _type, _context, log, path) {
    normalizeAvatarProperty(property, log, path);
  },
};
