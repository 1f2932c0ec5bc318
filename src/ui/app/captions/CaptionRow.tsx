/**
 * One caption entry in the caption editor: where it plays (a button that shows it in the preview), who speaks
 * it in a conversation, its text and its start and end. A field is committed when it loses the focus or on
 * Enter, and Escape puts back the stored value; a refused change leaves the field as typed, marked invalid,
 * with the reason under the row.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import type { SceneCaption } from '../../../shared/captions/caption-store.ts';
import { fractionDigits } from '../../i18n/intl.ts';
import { useT } from '../../i18n/use-t.ts';
import { CaptionWords } from './CaptionWords.tsx';
import { seconds, TIME_INPUT } from './time-field.ts';
import type { CaptionEdits } from './use-caption-edits.ts';
import { useDraft } from './use-draft.ts';

export interface CaptionRowProps {
  caption: SceneCaption;
  /** Its place in the scene's list, from 1. */
  number: number;
  /** Conversations: the speaking role's name. */
  speaker: string | undefined;
  edits: CaptionEdits;
  /** The entry the editor was opened on: its text field takes the focus. */
  focused: boolean;
  /** Whether another entry follows in its list (it can be joined with it). */
  hasNext: boolean;
  onSeek(caption: SceneCaption): void;
}

export function CaptionRow(props: CaptionRowProps) {
  const t = useT('captions');
  const intl = useIntl();
  const { caption, number: n, edits } = props;
  const [error, setError] = useState<string | undefined>(undefined);
  const [wordsOpen, setWordsOpen] = useState(false);
  const [text, setText] = useDraft(caption.text);
  const [start, setStart] = useDraft(String(caption.start));
  const [end, setEnd] = useDraft(String(caption.end));
  const textField = useRef<HTMLInputElement>(null);
  const errorId = `cw-caption-error-${n}`;
  const wordsId = `cw-caption-words-${n}`;
  const columns = props.speaker !== undefined ? 6 : 5;

  useEffect(() => {
    if (!props.focused) return;
    textField.current?.scrollIntoView({ block: 'nearest' });
    textField.current?.focus();
  }, [props.focused]);

  const settle = (reason: string | undefined) =>
    setError(reason === undefined ? undefined : t('refused', { error: reason }));
  const commitText = () => {
    if (text !== caption.text) settle(edits.editText(caption.ref, text));
  };
  const commitTimes = () => {
    if (start === String(caption.start) && end === String(caption.end)) return;
    settle(edits.retime(caption.ref, { start: seconds(start), end: seconds(end) }));
  };
  const keys = (commit: () => void, revert: () => void, changed: boolean) => (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Escape' && changed) {
      // Escape first puts the field back; pressed again it closes the editor.
      event.preventDefault();
      revert();
      setError(undefined);
    }
  };
  const format = (value: number) => intl.formatNumber(value, fractionDigits(2));
  const from = caption.offset + caption.start;
  const to = caption.offset + caption.end;
  const invalid = error !== undefined;
  const described = invalid ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};

  return (
    <>
      <tr data-caption={n} className="cw-caption-row">
        <th scope="row">{intl.formatNumber(n)}</th>
        <td>
          <button
            type="button"
            className="cw-caption-seek"
            aria-label={t('seek', { n, start: format(from), end: format(to) })}
            onClick={() => props.onSeek(caption)}
          >
            ▶ {t('range', { start: format(from), end: format(to) })}
          </button>
        </td>
        {props.speaker !== undefined && (
          <td>
            <bdi>{props.speaker}</bdi>
          </td>
        )}
        <td className="cw-caption-text">
          <input
            ref={textField}
            type="text"
            dir="auto"
            aria-label={t('textOf', { n })}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onBlur={commitText}
            onKeyDown={keys(commitText, () => setText(caption.text), text !== caption.text)}
            {...described}
          />
        </td>
        <td>
          <input
            {...TIME_INPUT}
            aria-label={t('startOf', { n })}
            value={start}
            onChange={(event) => setStart(event.target.value)}
            onBlur={commitTimes}
            onKeyDown={keys(
              commitTimes,
              () => setStart(String(caption.start)),
              start !== String(caption.start),
            )}
            {...described}
          />
        </td>
        <td>
          <input
            {...TIME_INPUT}
            aria-label={t('endOf', { n })}
            value={end}
            onChange={(event) => setEnd(event.target.value)}
            onBlur={commitTimes}
            onKeyDown={keys(commitTimes, () => setEnd(String(caption.end)), end !== String(caption.end))}
            {...described}
          />
        </td>
        <td className="cw-caption-actions">
          {caption.words !== undefined && (
            <button
              type="button"
              aria-expanded={wordsOpen}
              aria-controls={wordsId}
              title={t('wordsOf', { n })}
              onClick={() => setWordsOpen(!wordsOpen)}
            >
              {t('words')}
            </button>
          )}
          <button
            type="button"
            aria-label={t('joinOf', { n })}
            title={t('joinOf', { n })}
            disabled={!props.hasNext}
            onClick={() => settle(edits.joinWithNext(caption.ref))}
          >
            {t('join')}
          </button>
          <button
            type="button"
            aria-label={t('deleteOf', { n })}
            title={t('deleteOf', { n })}
            onClick={() => settle(edits.remove(caption.ref))}
          >
            {t('delete')}
          </button>
        </td>
      </tr>
      {invalid && (
        <tr className="cw-caption-error-row">
          <td />
          <td colSpan={columns}>
            <p id={errorId} role="alert" className="cw-speech-error">
              {error}
            </p>
          </td>
        </tr>
      )}
      {wordsOpen && caption.words !== undefined && (
        <tr id={wordsId} className="cw-caption-words-row">
          <td />
          <td colSpan={columns}>
            <CaptionWords caption={caption} words={caption.words} number={n} edits={edits} />
          </td>
        </tr>
      )}
    </>
  );
}
