/**
 * Where a scene's caption entries are kept, so that one entry can be read and replaced in place: a generated
 * speech keeps them on the speech, an uploaded voice on the upload (older projects on the speech), a
 * conversation on each item. Every entry's times are on its own audio's clock; `sceneCaptions` lists them
 * on the scene's clock, in the order `sceneSubtitles` shows them, each with the address it is edited by.
 */
import type { Speech, SubtitleEntry } from '../model/speech.ts';
import { conversationItemSpans } from '../speech/conversation-timing.ts';
import type { TimedWord } from '../speech/subtitle-at.ts';
import { wordsSpell } from './caption-words.ts';

/** The list an entry lives in: the speech's own, the uploaded voice's, or conversation item `item`'s. */
export type CaptionSource =
  | { readonly kind: 'speech' }
  | { readonly kind: 'upload' }
  | { readonly kind: 'item'; readonly item: number };

/** One entry: its list and its index in that list. */
export interface CaptionRef {
  readonly source: CaptionSource;
  readonly entry: number;
}

/** A caption entry as an editor shows it. */
export interface SceneCaption {
  readonly ref: CaptionRef;
  readonly text: string;
  /** Seconds on its audio's clock, as stored. */
  readonly start: number;
  readonly end: number;
  /** Where its audio starts on the scene's clock: the entry shows from offset + start to offset + end. */
  readonly offset: number;
  /** Conversations: the index of the role speaking. */
  readonly role?: number;
  /** Its words as spoken (times on its audio's clock), when it keeps words that spell its text. */
  readonly words?: readonly StoredWord[];
}

/** A word an entry keeps as spoken, with whatever else the word object carries. */
export type StoredWord = TimedWord & Record<string, unknown>;

/** The lists a scene's captions come from, as `sceneSubtitles` reads them. */
export function captionSources(speech: Speech): CaptionSource[] {
  switch (speech.type) {
    case 'default':
      return [{ kind: 'speech' }];
    case 'upload':
      // Older projects kept an upload's captions on the speech; they stay there until replaced.
      return [speech.uploadVoice.subtitles !== undefined ? { kind: 'upload' } : { kind: 'speech' }];
    case 'conversation':
      return speech.contents.map((_, item) => ({ kind: 'item', item }));
    case 'duration':
      return [];
  }
}

/** How an entry is named in error messages: "caption 3", or "line 2 caption 1" in a conversation. */
export function captionName(ref: CaptionRef): string {
  const caption = `caption ${ref.entry + 1}`;
  return ref.source.kind === 'item' ? `line ${ref.source.item + 1} ${caption}` : caption;
}

/** The entries of `source` (empty when it has none); a conversation item that does not exist is an error. */
export function captionEntries(speech: Speech, source: CaptionSource): readonly SubtitleEntry[] {
  switch (source.kind) {
    case 'speech':
      return speech.subtitles ?? [];
    case 'upload':
      return speech.uploadVoice.subtitles ?? [];
    case 'item':
      return itemOf(speech, source.item).subtitles ?? [];
  }
}

/** The speech with `source`'s entries replaced by `entries`; everything else is the same object. */
export function withCaptionEntries(speech: Speech, source: CaptionSource, entries: SubtitleEntry[]): Speech {
  switch (source.kind) {
    case 'speech':
      return { ...speech, subtitles: entries };
    case 'upload':
      return { ...speech, uploadVoice: { ...speech.uploadVoice, subtitles: entries } };
    case 'item': {
      const item = itemOf(speech, source.item);
      const contents = speech.contents.map((other, i) =>
        i === source.item ? { ...item, subtitles: entries } : other,
      );
      return { ...speech, contents };
    }
  }
}

/** The entry `ref` points at; an address with nothing there is an error naming it. */
export function captionEntry(speech: Speech, ref: CaptionRef): SubtitleEntry {
  const entries = captionEntries(speech, ref.source);
  const entry = entries[ref.entry];
  if (entry === undefined)
    throw new RangeError(`${captionName(ref)}: there is no such caption (this list has ${entries.length})`);
  return entry;
}

/**
 * The length of the audio `source`'s entries are timed on (s): the generated speech's, the uploaded voice's,
 * or the conversation item's. 0 means not measured: nothing is checked against it.
 */
export function audioSeconds(speech: Speech, source: CaptionSource): number {
  if (source.kind === 'item') return itemOf(speech, source.item).duration;
  return source.kind === 'upload' || speech.type === 'upload' ? speech.uploadVoice.duration : speech.duration;
}

/** The words an entry keeps, when it keeps a list of well-formed ones; undefined otherwise. */
export function storedWords(entry: SubtitleEntry): StoredWord[] | undefined {
  const raw = (entry as { words?: unknown }).words;
  if (!Array.isArray(raw) || raw.length === 0) return undefined;
  const wellFormed = raw.every((word: unknown) => {
    if (typeof word !== 'object' || word === null) return false;
    const { text, start, end } = word as Record<string, unknown>;
    return typeof text === 'string' && Number.isFinite(start) && Number.isFinite(end);
  });
  return wellFormed ? (raw as StoredWord[]) : undefined;
}

/** Every caption entry of the scene, in the order they play, with its address and its place on the scene. */
export function sceneCaptions(speech: Speech): SceneCaption[] {
  const itemStarts =
    speech.type === 'conversation' ? conversationItemSpans(speech).map((span) => span.start) : [];
  return captionSources(speech).flatMap((source) =>
    captionEntries(speech, source).map((entry, index): SceneCaption => {
      const base = source.kind === 'item' ? (itemStarts[source.item] ?? 0) : 0;
      const caption = {
        ref: { source, entry: index },
        text: entry.text,
        start: entry.start,
        end: entry.end,
        offset: entry.audio_offset ?? base,
        ...spokenWords(entry),
      };
      return source.kind === 'item' ? { ...caption, role: itemOf(speech, source.item)._roleIndex } : caption;
    }),
  );
}

/** `{ words }` when the entry keeps words as spoken that spell its text (spaces aside), else nothing. */
function spokenWords(entry: SubtitleEntry): { words?: readonly StoredWord[] } {
  const words = storedWords(entry);
  return words !== undefined && wordsSpell(words, entry.text) ? { words } : {};
}

/** A string naming the entry, for keys and data attributes: "speech:2", "upload:0", "item1:3". */
export function captionKey(ref: CaptionRef): string {
  const source = ref.source.kind === 'item' ? `item${ref.source.item}` : ref.source.kind;
  return `${source}:${ref.entry}`;
}

/** Whether two addresses name the same entry. */
export function sameCaption(a: CaptionRef, b: CaptionRef): boolean {
  if (a.entry !== b.entry || a.source.kind !== b.source.kind) return false;
  return a.source.kind !== 'item' || (b.source.kind === 'item' && a.source.item === b.source.item);
}

function itemOf(speech: Speech, item: number) {
  const found = speech.contents[item];
  if (found === undefined)
    throw new RangeError(
      `line ${item + 1}: there is no such conversation line (there are ${speech.contents.length})`,
    );
  return found;
}
