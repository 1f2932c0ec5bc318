import { PAUSE_MARKER } from '../../shared/speech/estimate.ts';

export type ScriptPiece = { kind: 'speech'; text: string } | { kind: 'pause'; seconds: number };

/** Longest pause one marker may ask for (seconds). */
export const MAX_PAUSE_SECONDS = 60;

/** Splits a script at its pause markers `<#S#>` into speech and pause pieces (empty speech dropped). */
export function splitScript(text: string): ScriptPiece[] {
  const pieces: ScriptPiece[] = [];
  let last = 0;
  const pushSpeech = (part: string): void => {
    if (part.trim() !== '') pieces.push({ kind: 'speech', text: part.trim() });
  };
  for (const match of text.matchAll(new RegExp(PAUSE_MARKER.source, 'g'))) {
    pushSpeech(text.slice(last, match.index));
    const seconds = Number(match[1]);
    if (seconds > MAX_PAUSE_SECONDS) {
      throw new RangeError(`text: pause marker ${match[0]} is longer than ${MAX_PAUSE_SECONDS} s`);
    }
    pieces.push({ kind: 'pause', seconds });
    last = match.index + match[0].length;
  }
  pushSpeech(text.slice(last));
  return pieces;
}
