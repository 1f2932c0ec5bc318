import { ORIGINS_X, ORIGINS_Y } from '../model/geometry.ts';
import { type Draft, readBoolean, readEnum, readNumber, type RepairLog } from './repair.ts';

/** Placement defaults for any canvas object; width and height are the kind's. */
export function normalizeGeometry(
  property: Draft,
  size: { width: number; height: number },
  log: RepairLog,
  path: string,
): void {
  readNumber(property, 'left', 0, log, path);
  readNumber(property, 'top', 0, log, path);
  readNumber(property, 'width', size.width, log, path, { min: 0 });
  readNumber(property, 'height', size.height, log, path, { min: 0 });
  readNumber(property, 'scaleX', 1, log, path);
  readNumber(property, 'scaleY', 1, log, path);
  readNumber(property, 'angle', 0, log, path);
  readNumber(property, 'opacity', 1, log, path, { min: 0, max: 1 });
  readEnum(property, 'originX', ORIGINS_X, 'left', log, path);
  readEnum(property, 'originY', ORIGINS_Y, 'top', log, path);
  readBoolean(property, 'flipX', false, log, path);
  readBoolean(property, 'flipY', false, log, path);
  readBoolean(property, 'visible', true, log, path);
}
