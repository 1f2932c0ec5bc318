import { isViseme, VISEMES } from '../speech/visemes.ts';
import { asNumber, type Draft, describe, isRecord, readArray, type RepairLog } from './repair.ts';

/**
 * Why a cue cannot be kept (naming the field and its value), or undefined when it can; its times are read as
 * numbers (numeric strings too, as everywhere in a loaded project).
 */
function problem(entry: unknown, previousEnd: number): string | undefined {
  if (!isRecord(entry)) return `${describe(entry)} is not a viseme cue`;
  if (!isViseme(entry.viseme)) return `viseme ${describe(entry.viseme)} is not one of ${VISEMES.join(', ')}`;
  const start = asNumber(entry.start);
  const end = asNumber(entry.end);
  if (start === undefined || start < 0) return `start ${describe(entry.start)} is not a number ≥ 0`;
  if (end === undefined || end < start) return `end ${describe(entry.end)} is not a number ≥ start ${start}`;
  if (start < previousEnd) return `start ${start} is before the previous cue's end ${previousEnd}`;
  entry.start = start;
  entry.end = end;
  return undefined;
}

/**
 * The mouth shapes of generated audio (`visemes` of a speech or conversation item): a list of cues in time
 * order that do not overlap. Each malformed cue (unknown shape, a time that is not a number ≥ 0, an end before
 * its start, a start before the cue before it ends) is removed and noted; the others are kept.
 */
export function normalizeVisemes(owner: Draft, log: RepairLog, path: string): void {
  if (owner.visemes === undefined) return;
  const list = readArray(owner, 'visemes', log, path);
  let previousEnd = 0;
  owner.visemes = list.filter((entry, index) => {
    const reason = problem(entry, previousEnd);
    if (reason !== undefined) {
      log.note(`${path}.visemes[${index}]`, `${reason}; removed`);
      return false;
    }
    previousEnd = (entry as { end: number }).end;
    return true;
  });
}
