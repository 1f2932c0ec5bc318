/**
 * A field's text while it is being typed: it starts as the stored value and follows it when the stored value
 * changes (an undo, an edit from the timeline), while what the user types stays until it is committed.
 */
import { useState } from 'react';

export function useDraft(value: string): [string, (next: string) => void] {
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setDraft(value);
  }
  return [draft, setDraft];
}
