import { boxCenter, ORIGINS_X, ORIGINS_Y } from '../model/geometry.ts';
import {
  type Draft,
  describe,
  isRecord,
  readBoolean,
  readEnum,
  readNumber,
  readString,
  type RepairLog,
} from './repair.ts';

/**
 * Fix clip paths (scene normalisation step 8): a clip path positioned absolutely on the canvas becomes relative to
 * its object and centred (Fabric's object-relative clip paths are placed from the object's centre, in its
 * unscaled, unrotated frame).
 */
export function normalizeClipPath(property: Draft, log: RepairLog, path: string): void {
  const clip = property.clipPath;
  if (clip === undefined) return;
  const clipPath = `${path}.clipPath`;
  if (!isRecord(clip)) {
    log.note(clipPath, `${describe(clip)} is not a clip path; removed`);
    delete property.clipPath;
    return;
  }
  readString(clip, 'type', 'rect', log, clipPath);
  readNumber(clip, 'left', 0, log, clipPath);
  readNumber(clip, 'top', 0, log, clipPath);
  readNumber(clip, 'width', 0, log, clipPath, { min: 0 });
  readNumber(clip, 'height', 0, log, clipPath, { min: 0 });
  readNumber(clip, 'scaleX', 1, log, clipPath);
  readNumber(clip, 'scaleY', 1, log, clipPath);
  readNumber(clip, 'angle', 0, log, clipPath);
  readEnum(clip, 'originX', ORIGINS_X, 'left', log, clipPath);
  readEnum(clip, 'originY', ORIGINS_Y, 'top', log, clipPath);
  if (!readBoolean(clip, 'absolutePositioned', false, log, clipPath)) return;
  makeObjectRelative(property, clip);
}

function makeObjectRelative(property: Draft, clip: Draft): void {
  const num = (value: unknown, fallback: number) =>
    typeof value === 'number' && Number.isFinite(value) ? value : fallback;
  const objectBox = {
    left: num(property.left, 0),
    top: num(property.top, 0),
    width: num(property.width, 0),
    height: num(property.height, 0),
    scaleX: num(property.scaleX, 1) || 1,
    scaleY: num(property.scaleY, 1) || 1,
    angle: num(property.angle, 0),
    originX: property.originX as (typeof ORIGINS_X)[number],
    originY: property.originY as (typeof ORIGINS_Y)[number],
  };
  const clipBox = {
    left: clip.left as number,
    top: clip.top as number,
    width: clip.width as number,
    height: clip.height as number,
    scaleX: clip.scaleX as number,
    scaleY: clip.scaleY as number,
    angle: clip.angle as number,
    originX: clip.originX as (typeof ORIGINS_X)[number],
    originY: clip.originY as (typeof ORIGINS_Y)[number],
  };
  const objectCentre = boxCenter(objectBox);
  const clipCentre = boxCenter(clipBox);
  const rad = (-objectBox.angle * Math.PI) / 180;
  const dx = clipCentre.x - objectCentre.x;
  const dy = clipCentre.y - objectCentre.y;
  clip.left = round((dx * Math.cos(rad) - dy * Math.sin(rad)) / objectBox.scaleX);
  clip.top = round((dx * Math.sin(rad) + dy * Math.cos(rad)) / objectBox.scaleY);
  clip.scaleX = round(clipBox.scaleX / objectBox.scaleX);
  clip.scaleY = round(clipBox.scaleY / objectBox.scaleY);
  clip.angle = round(clipBox.angle - objectBox.angle);
  clip.originX = 'center';
  clip.originY = 'center';
  clip.absolutePositioned = false;
}

/** Numeric precision of 8 fraction digits. */
function round(value: number): number {
  return Math.round(value * 1e8) / 1e8;
}
