/**
 * The words of one caption as they were spoken, each with its text, start and end (seconds on the caption's
 * audio, like the caption's own times): a misheard word is fixed here without touching the others' timing,
 * and a word whose highlight comes early or late is retimed between its neighbours.
 */
import { useState } from 'react';
import type { SceneCaption, StoredWord } from '../../../shared/captions/caption-store.ts';
import { useT } from '../../i18n/use-t.ts';
import { CommitField } from './CommitField.tsx';
import { seconds, TIME_INPUT } from './time-field.ts';
import type { CaptionEdits } from './use-caption-edits.ts';

export interface CaptionWordsProps {
  caption: SceneCaption;
  words: readonly StoredWord[];
  /** The caption's number in the editor, from 1. */
  number: number;
  edits: CaptionEdits;
}

export function CaptionWords({ caption, words, number: n, edits }: CaptionWordsProps) {
  const t = useT('captions');
  const [error, setError] = useState<string | undefined>(undefined);
  const errorId = `cw-caption-words-error-${n}`;
  const settle = (reason: string | undefined) => {
    setError(reason === undefined ? undefined : t('refused', { error: reason }));
    return reason;
  };
  const retime = (index: number, word: StoredWord, edge: 'start' | 'end', text: string) =>
    settle(edits.retimeWord(caption.ref, index, { ...pick(word), [edge]: seconds(text) }));
  const field = { invalid: error !== undefined, errorId };
  return (
    <div className="cw-caption-words" role="group" aria-label={t('wordsOf', { n })}>
      <ol>
        {words.map((word, index) => {
          const w = index + 1;
          return (
            <li key={index} className="cw-caption-word">
              <CommitField
                {...field}
                type="text"
                dir="auto"
                className="cw-caption-word-text"
                aria-label={t('wordOf', { w, n })}
                value={word.text}
                onCommit={(text) => settle(edits.editWord(caption.ref, index, text))}
              />
              <CommitField
                {...field}
                {...TIME_INPUT}
                aria-label={t('wordStartOf', { w, n })}
                value={String(word.start)}
                onCommit={(text) => retime(index, word, 'start', text)}
              />
              <CommitField
                {...field}
                {...TIME_INPUT}
                aria-label={t('wordEndOf', { w, n })}
                value={String(word.end)}
                onCommit={(text) => retime(index, word, 'end', text)}
              />
            </li>
          );
        })}
      </ol>
      {error !== undefined && (
        <p id={errorId} role="alert" className="cw-speech-error">
          {error}
        </p>
      )}
    </div>
  );
}

const pick = (word: StoredWord) => ({ start: word.start, end: word.end });
