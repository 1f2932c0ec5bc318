/**
 * Fixing a scene's captions by hand without touching its audio: an entry's text or one word of it, an
 * entry's or a word's times, deleting an entry or joining it with the next. Each operation returns a new
 * Speech in which only that entry's list changed (the audio, its resourceInfo and the mouth shapes stay the
 * same objects), keeps the fields it does not know, and refuses bad input with an Error naming the field
 * and the value, changing nothing. An operation that changes nothing returns the same speech.
 *
 * Generated entries keep their words as spoken. They are kept through an edit whenever the spoken timing
 * still fits: a text with as many words gets its words renamed in place, a retimed entry has its words
 * moved and stretched with it. Otherwise the words go, and the caption spreads its words by character count.
 */
import type { Speech, SubtitleEntry } from '../model/speech.ts';
import {
  audioSeconds,
  captionEntries,
  captionEntry,
  captionName,
  storedWords,
  withCaptionEntries,
  type CaptionRef,
  type StoredWord,
} from './caption-store.ts';
import { withoutSpaces, wordsSpell } from './caption-words.ts';

export interface CaptionTimes {
  start: number;
  end: number;
}

/** How far an entry's edges may go (s on its audio's clock): see `captionRoom`. */
export interface CaptionRoom {
  min: number;
  max: number;
  /** What lies at each limit, for error messages ("caption 2, which ends at 2"). */
  minLabel: string;
  maxLabel: string;
}

/** Times are kept to the millisecond: what the editor's fields show and caption files hold. */
const milli = (seconds: number) => Math.round(seconds * 1000) / 1000;
/** Word times moved with their entry are kept to the microsecond, like the caption words. */
const micro = (seconds: number) => Math.round(seconds * 1e6) / 1e6;

/**
 * The entry's text as `text` (trimmed; it may not be empty). Its spoken words keep their times when the new
 * text has as many words as the entry keeps (each word takes the new word's text); otherwise they are dropped.
 */
export function editCaptionText(speech: Speech, ref: CaptionRef, text: string): Speech {
  const entry = captionEntry(speech, ref);
  const next = text.trim();
  if (next === '') throw new RangeError(`${captionName(ref)} text: ${JSON.stringify(text)} is empty`);
  if (next === entry.text) return speech;
  const words = storedWords(entry);
  const tokens = next.split(/\s+/u);
  if (words === undefined || words.length !== tokens.length)
    return replaceEntry(speech, ref, { ...withoutWords(entry), text: next });
  const renamed = words.map((word, i) => ({ ...word, text: tokens[i] ?? word.text }));
  return replaceEntry(speech, ref, { ...entry, text: next, words: renamed });
}

/**
 * Word `word` (from 0) of a generated entry as `text`: the word keeps its time, and the entry's text changes
 * at the word's place. The entry must keep words that spell its text, so the place is known.
 */
export function editCaptionWord(speech: Speech, ref: CaptionRef, word: number, text: string): Speech {
  const entry = captionEntry(speech, ref);
  const { words, name } = wordOf(entry, ref, word);
  const next = text.trim();
  if (next === '') throw new RangeError(`${name} text: ${JSON.stringify(text)} is empty`);
  const old = words[word]!;
  if (next === old.text) return speech;
  if (!wordsSpell(words, entry.text))
    throw new Error(
      `${name} text: the words do not spell the caption's text ${JSON.stringify(entry.text)}; edit the whole text instead`,
    );
  const before = words.slice(0, word).reduce((sum, w) => sum + withoutSpaces(w.text).length, 0);
  const [from, to] = spanOf(entry.text, before, withoutSpaces(old.text).length);
  const renamed = words.map((w, i) => (i === word ? { ...w, text: next } : w));
  const joined = entry.text.slice(0, from) + next + entry.text.slice(to);
  return replaceEntry(speech, ref, { ...entry, text: joined, words: renamed });
}

/**
 * The entry shown from `times.start` to `times.end` (s on its audio's clock, kept to the millisecond), within
 * `captionRoom`. Its spoken words are moved and stretched with it, so they keep their share of the entry.
 */
export function retimeCaption(speech: Speech, ref: CaptionRef, times: CaptionTimes): Speech {
  const entry = captionEntry(speech, ref);
  const name = captionName(ref);
  const start = milli(checkNumber(`${name} start`, times.start));
  const end = milli(checkNumber(`${name} end`, times.end));
  checkSpan(name, { start, end }, captionRoom(speech, ref));
  if (start === entry.start && end === entry.end) return speech;
  const words = storedWords(entry);
  const moved = words === undefined ? {} : { words: words.map((w) => mapWord(w, entry, { start, end })) };
  return replaceEntry(speech, ref, { ...entry, start, end, ...moved });
}

/** Word `word` (from 0) of an entry spoken from `times.start` to `times.end`, between its neighbours. */
export function retimeCaptionWord(
  speech: Speech,
  ref: CaptionRef,
  word: number,
  times: CaptionTimes,
): Speech {
  const entry = captionEntry(speech, ref);
  const { words, name } = wordOf(entry, ref, word);
  const start = milli(checkNumber(`${name} start`, times.start));
  const end = milli(checkNumber(`${name} end`, times.end));
  const old = words[word]!;
  const previous = words[word - 1];
  const following = words[word + 1];
  // Like an entry's edges: an edge that already lay past its limit may stay there, not go further.
  const room: CaptionRoom = {
    min: Math.min(previous?.end ?? entry.start, old.start),
    max: Math.max(following?.start ?? entry.end, old.end),
    minLabel:
      previous === undefined
        ? `the caption, which starts at ${entry.start}`
        : `word ${word}, which ends at ${previous.end}`,
    maxLabel:
      following === undefined
        ? `the caption, which ends at ${entry.end}`
        : `word ${word + 2}, which starts at ${following.start}`,
  };
  checkSpan(name, { start, end }, room);
  if (start === old.start && end === old.end) return speech;
  const retimed = words.map((w, i) => (i === word ? { ...w, start, end } : w));
  return replaceEntry(speech, ref, { ...entry, words: retimed });
}

/**
 * How far the entry's edges may go (s on its audio's clock): not before the audio starts or the previous
 * entry ends, not after the next entry starts or the audio ends (an audio of unmeasured length, 0, sets no
 * end). An edge that already lies beyond its limit may stay where it is, but not go further.
 */
export function captionRoom(speech: Speech, ref: CaptionRef): CaptionRoom {
  const entry = captionEntry(speech, ref);
  const entries = captionEntries(speech, ref.source);
  const previous = entries[ref.entry - 1];
  const following = entries[ref.entry + 1];
  const audio = audioSeconds(speech, ref.source);
  const neighbour = (index: number) => captionName({ source: ref.source, entry: index });
  const min = previous === undefined ? 0 : previous.end;
  const minLabel =
    previous === undefined
      ? 'the audio, which starts at 0'
      : `${neighbour(ref.entry - 1)}, which ends at ${min}`;
  const byNext = following?.start ?? Infinity;
  const byAudio = audio > 0 ? audio : Infinity;
  const max = Math.min(byNext, byAudio);
  const maxLabel =
    byNext <= byAudio
      ? `${neighbour(ref.entry + 1)}, which starts at ${byNext}`
      : `the audio, which ends at ${audio}`;
  return { min: Math.min(min, entry.start), max: Math.max(max, entry.end), minLabel, maxLabel };
}

/** The speech without the entry. */
export function deleteCaption(speech: Speech, ref: CaptionRef): Speech {
  captionEntry(speech, ref);
  const entries = captionEntries(speech, ref.source).filter((_, i) => i !== ref.entry);
  return withCaptionEntries(speech, ref.source, entries);
}

/**
 * The entry joined with the next one in its list: one entry from the first's start to the second's end, the
 * texts joined by a space, the spoken words of both when both keep them. The first entry's other fields stay.
 */
export function mergeCaptionWithNext(speech: Speech, ref: CaptionRef): Speech {
  const entry = captionEntry(speech, ref);
  const entries = captionEntries(speech, ref.source);
  const following = entries[ref.entry + 1];
  if (following === undefined)
    throw new RangeError(`${captionName(ref)}: there is no caption after it to join it with`);
  const first = storedWords(entry);
  const second = storedWords(following);
  const joined: SubtitleEntry = {
    ...withoutWords(entry),
    text: `${entry.text} ${following.text}`,
    start: Math.min(entry.start, following.start),
    end: Math.max(entry.end, following.end),
    ...(first !== undefined && second !== undefined ? { words: [...first, ...second] } : {}),
  };
  const next = entries.flatMap((e, i) => (i === ref.entry ? [joined] : i === ref.entry + 1 ? [] : [e]));
  return withCaptionEntries(speech, ref.source, next);
}

function replaceEntry(speech: Speech, ref: CaptionRef, entry: SubtitleEntry): Speech {
  const entries = captionEntries(speech, ref.source).map((e, i) => (i === ref.entry ? entry : e));
  return withCaptionEntries(speech, ref.source, entries);
}

function withoutWords(entry: SubtitleEntry): SubtitleEntry {
  const { words: _dropped, ...rest } = entry as SubtitleEntry & { words?: unknown };
  return rest;
}

function wordOf(entry: SubtitleEntry, ref: CaptionRef, word: number): { words: StoredWord[]; name: string } {
  const name = `${captionName(ref)} word ${word + 1}`;
  const words = storedWords(entry);
  if (words === undefined) throw new Error(`${name}: this caption keeps no spoken words`);
  if (!Number.isInteger(word) || word < 0 || word >= words.length)
    throw new RangeError(`${name}: there is no such word (the caption has ${words.length})`);
  return { words, name };
}

function checkNumber(field: string, value: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value))
    throw new TypeError(`${field}: ${String(value)} is not a number of seconds`);
  return value;
}

/** `times` is a span of at least a millisecond inside `room`; else the error says which edge and why. */
function checkSpan(name: string, times: CaptionTimes, room: CaptionRoom): void {
  const { start, end } = times;
  if (end < start) throw new RangeError(`${name} end: ${end} is before its start ${start}`);
  if (end === start) throw new RangeError(`${name} end: ${end} is not after its start ${start}`);
  if (start < room.min) throw new RangeError(`${name} start: ${start} is before ${room.minLabel}`);
  if (end > room.max) throw new RangeError(`${name} end: ${end} is after ${room.maxLabel}`);
}

/** `word` moved from `from`'s span to `to`'s, keeping its share of it. */
function mapWord(word: StoredWord, from: CaptionTimes, to: CaptionTimes): StoredWord {
  const span = from.end - from.start;
  const scale = span > 0 ? (to.end - to.start) / span : 0;
  const place = (t: number) =>
    micro(Math.min(to.end, Math.max(to.start, to.start + (t - from.start) * scale)));
  return { ...word, start: place(word.start), end: place(word.end) };
}

/**
 * Where in `text` the characters `skip` to `skip + count` of its text without spaces lie: [from, to) in
 * `text` (spaces inside the span included, those around it not).
 */
function spanOf(text: string, skip: number, count: number): [number, number] {
  const chars = [...text];
  let seen = 0;
  let from = -1;
  let index = 0;
  let to = text.length;
  for (const char of chars) {
    if (!/\s/u.test(char)) {
      if (seen === skip) from = index;
      seen++;
      if (seen === skip + count) {
        to = index + char.length;
        break;
      }
    }
    index += char.length;
  }
  return [from < 0 ? text.length : from, to];
}
