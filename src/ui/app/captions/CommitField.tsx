/**
 * A caption editor field that edits one stored value: typed freely, committed when it loses the focus or on
 * Enter, put back on Escape (a second Escape closes the editor). A refused commit leaves the field as typed,
 * marked invalid; the caller shows the reason.
 */
import type { InputHTMLAttributes, KeyboardEvent } from 'react';
import { useDraft } from './use-draft.ts';

export interface CommitFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'onBlur' | 'onKeyDown'
> {
  value: string;
  /** Called with the typed text when it differs from `value`; returns why it was refused, if it was. */
  onCommit(text: string): string | undefined;
  invalid: boolean;
  errorId: string;
}

export function CommitField({ value, onCommit, invalid, errorId, ...input }: CommitFieldProps) {
  const [draft, setDraft] = useDraft(value);
  const commit = () => {
    if (draft !== value) onCommit(draft);
  };
  const keys = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Escape' && draft !== value) {
      event.preventDefault();
      setDraft(value);
    }
  };
  return (
    <input
      {...input}
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onKeyDown={keys}
      {...(invalid ? { 'aria-invalid': true, 'aria-describedby': errorId } : {})}
    />
  );
}
