import { faceBoxProblem } from '../avatar/face-box.ts';
import { asNumber, type Draft, describe, isRecord, type RepairLog } from './repair.ts';

/**
 * An avatar's face box (`faceBox`, fractions of the presenter image): its four numbers (numeric strings read
 * as numbers) must make a rectangle of some size inside the image; otherwise it is removed and noted, and the
 * avatar's default face is used.
 */
export function normalizeFaceBox(property: Draft, log: RepairLog, path: string): void {
  const raw = property.faceBox;
  if (raw === undefined) return;
  if (!isRecord(raw)) {
    log.note(`${path}.faceBox`, `${describe(raw)} is not a rectangle; removed`);
    delete property.faceBox;
    return;
  }
  const box = {
    x: asNumber(raw.x),
    y: asNumber(raw.y),
    width: asNumber(raw.width),
    height: asNumber(raw.height),
  };
  for (const key of ['x', 'y', 'width', 'height'] as const) {
    if (box[key] === undefined) {
      log.note(`${path}.faceBox.${key}`, `${describe(raw[key])} is not a number; face box removed`);
      delete property.faceBox;
      return;
    }
  }
  const read = box as { x: number; y: number; width: number; height: number };
  const problem = faceBoxProblem(read);
  if (problem !== undefined) {
    log.note(`${path}.faceBox.${problem.field}`, `${problem.message}; face box removed`);
    delete property.faceBox;
    return;
  }
  Object.assign(raw, read);
}
